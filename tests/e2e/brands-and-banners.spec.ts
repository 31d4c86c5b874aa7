import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { BANNER_MESSAGES } from '../../server/contracts/banners.ts';
import { BRAND_MESSAGES } from '../../server/contracts/brands.ts';
import { sql } from '../support/e2e-db.ts';
import { hydrated, signInAsStaff } from '../support/e2e.ts';

/**
 * The staff's brands, models and home banners: brands and models added, renamed and (when no car
 * uses them) deleted; home banners created through the modal and seen on the public hero, in their
 * order, a video playing on desktop and the fixed image on a phone.
 */

const run = Date.now().toString(36);

async function openBrands(page: Page) {
  await page.goto('/dashboard/marcaymodelo');
  await hydrated(page.getByRole('button', { name: 'Agregar marca' }));
}

test.describe('brands and models', () => {
  test('add a brand and a model under it (both required), rename both, then delete them', async ({ page }) => {
    const brand = `Pagani ${run}`;
    await signInAsStaff(page);
    await openBrands(page);

    await page.getByRole('button', { name: 'Agregar marca' }).click();
    const brandDialog = page.getByRole('dialog', { name: 'Agregar Marca' });
    await brandDialog.getByLabel('Nombre').fill(brand);
    await brandDialog.getByRole('button', { name: 'Agregar' }).click();
    await expect(page.getByText(BRAND_MESSAGES.brandCreated)).toBeVisible();
    await page.getByPlaceholder('Buscar Marcas').fill(run);
    await expect(page.getByRole('region', { name: 'Marcas' }).getByRole('cell', { name: brand, exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Agregar modelo' }).click();
    const modelDialog = page.getByRole('dialog', { name: 'Agregar Modelo' });
    await modelDialog.getByRole('button', { name: 'Agregar' }).click();
    await expect(modelDialog.getByText('Este campo es obligatorio.')).toHaveCount(2);
    await modelDialog.getByLabel('Marca').selectOption({ label: brand });
    await modelDialog.getByLabel('Nombre').fill('Huayra');
    await modelDialog.getByRole('button', { name: 'Agregar' }).click();
    await expect(page.getByText(BRAND_MESSAGES.modelCreated)).toBeVisible();
    await page.getByPlaceholder('Buscar Modelos').fill(run);
    const models = page.getByRole('region', { name: 'Modelos' });
    await expect(models.getByRole('cell', { name: `${brand} - Huayra`, exact: true })).toBeVisible();

    await page.getByRole('link', { name: `Editar ${brand}`, exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Editar Marca' })).toBeVisible();
    await page.getByLabel('Nombre').fill(`${brand} Automobili`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/dashboard\/marcaymodelo$/);
    await expect(page.getByText(BRAND_MESSAGES.brandUpdated)).toBeVisible();

    await page.getByPlaceholder('Buscar Modelos').fill(run);
    await page.getByRole('link', { name: `Editar ${brand} Automobili - Huayra`, exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Editar Modelo' })).toBeVisible();
    await page.getByLabel('Nombre').fill('Huayra R');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(BRAND_MESSAGES.modelUpdated)).toBeVisible();
    const [stored] = await sql<{ marca: string; modelo: string }>('SELECT ma.nombre AS marca, mo.nombre AS modelo FROM modelos mo JOIN marcas ma ON ma.id = mo.marca_id WHERE ma.nombre LIKE $1', [`%${run}%`]);
    expect(stored).toEqual({ marca: `${brand} Automobili`, modelo: 'Huayra R' });

    await page.getByPlaceholder('Buscar Modelos').fill(run);
    await page.getByRole('button', { name: `Eliminar ${brand} Automobili - Huayra R`, exact: true }).click();
    await expect(page.getByRole('dialog').getByText(BRAND_MESSAGES.modelConfirm)).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText(BRAND_MESSAGES.modelDeleted)).toBeVisible();
    await expect(models.getByText('Todavía no hay ninguno.').or(models.getByText('Ningún resultado para esta búsqueda.'))).toBeVisible();
    await expect(page.getByPlaceholder('Buscar Modelos'), 'the keyboard stays in the card whose row went').toBeFocused();

    await page.getByPlaceholder('Buscar Marcas').fill(run);
    await page.getByRole('button', { name: `Eliminar ${brand} Automobili`, exact: true }).click();
    await expect(page.getByRole('dialog').getByText(BRAND_MESSAGES.brandConfirm)).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText(BRAND_MESSAGES.brandDeleted)).toBeVisible();
    await expect(page.getByPlaceholder('Buscar Marcas')).toBeFocused();
    expect(await sql('SELECT id FROM marcas WHERE nombre LIKE $1', [`%${run}%`])).toEqual([]);
  });

  test('a model that cars use cannot be deleted: the 400 message, and it stays', async ({ page }) => {
    const [used] = await sql<{ id: number; label: string }>(
      `SELECT mo.id, ma.nombre || ' - ' || mo.nombre AS label FROM modelos mo JOIN marcas ma ON ma.id = mo.marca_id
       WHERE EXISTS (SELECT 1 FROM coches c WHERE c.modelo_id = mo.id) ORDER BY mo.id LIMIT 1`,
    );
    await signInAsStaff(page);
    await openBrands(page);
    await page.getByPlaceholder('Buscar Modelos').fill(used!.label.split(' - ')[1]!);
    await page.getByRole('button', { name: `Eliminar ${used!.label}`, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText(BRAND_MESSAGES.modelInUse)).toBeVisible();
    expect(await sql('SELECT id FROM modelos WHERE id = $1', [used!.id])).toHaveLength(1);
  });
});

/** A real, playable MP4 recorded by the browser itself from a canvas (Chromium's MediaRecorder). */
async function recordMp4(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 320, height: 128 });
    const context = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/mp4' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    for (let frame = 0; frame < 30; frame++) {
      context.fillStyle = `hsl(${frame * 12} 60% 40%)`;
      context.fillRect(0, 0, 320, 128);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    recorder.stop();
    await stopped;
    return Array.from(new Uint8Array(await new Blob(chunks).arrayBuffer()));
  });
  return Buffer.from(bytes);
}

const bannerImage = (colour: string) => sharp({ create: { width: 1920, height: 768, channels: 3, background: colour } }).jpeg().toBuffer();

/**
 * Fills and sends the 'Agregar Banner' modal; returns the new banner's id once its image, if it
 * has one, is processed: the screen shows it processing, and asks until it is ready.
 */
async function addBanner(page: Page, values: { type: 'Imagen' | 'Video'; text: string; order: number; image?: Buffer; video?: Buffer }) {
  await page.getByRole('button', { name: 'Agregar Banner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar Banner' });
  if (values.type === 'Video') await dialog.getByRole('radio', { name: 'Video' }).check({ force: true });
  if (values.video) await dialog.locator('input[name="video_path"]').setInputFiles({ name: 'portada.mp4', mimeType: 'video/mp4', buffer: values.video });
  if (values.image) await dialog.locator('input[name="image_path"]').setInputFiles({ name: 'portada.jpg', mimeType: 'image/jpeg', buffer: values.image });
  await dialog.getByLabel('Texto del Botón').fill(values.text);
  await dialog.getByLabel('Enlace del Botón').fill('/buscar');
  await dialog.getByLabel('Orden').fill(String(values.order));
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(BANNER_MESSAGES.created)).toBeVisible();
  await expect(page.getByRole('button', { name: `Editar banner ${values.text}` })).toBeVisible();
  if (values.image) {
    const processing = page.getByText('Procesando imagen…').filter({ visible: true });
    await expect(processing).toBeVisible();
    await expect(processing).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole('img', { name: `Imagen del banner ${values.text}` }).filter({ visible: true })).toHaveCount(values.type === 'Imagen' ? 1 : 0);
  }
  const [row] = await sql<{ id: number }>('SELECT id FROM banners WHERE button_text = $1', [values.text]);
  return row!.id;
}

/** The position (0-based) a banner takes in the hero: by order, then id. */
async function heroPosition(id: number) {
  const rows = await sql<{ id: number }>('SELECT id FROM banners ORDER BY "order", id');
  return { index: rows.findIndex((row) => row.id === id), count: rows.length };
}

async function showHeroBanner(page: Page, id: number) {
  const { index, count } = await heroPosition(id);
  const dot = page.getByRole('button', { name: `Ver banner ${index + 1} de ${count}` });
  await hydrated(dot);
  await dot.click();
}

test.describe('home banners', () => {
  test('an image banner created in the modal shows on the home hero in its order, then is deleted', async ({ page }) => {
    const text = `Financiación ${run}`;
    await signInAsStaff(page);
    await page.goto('/dashboard/banners');
    await hydrated(page.getByRole('button', { name: 'Agregar Banner' }));
    await page.getByRole('button', { name: 'Agregar Banner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar Banner' });
    await dialog.getByLabel('Texto del Botón').fill(text);
    await dialog.getByLabel('Enlace del Botón').fill('no es un enlace');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText(BANNER_MESSAGES.imageRequired)).toBeVisible();
    await expect(dialog.getByText(/URL válida/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    const id = await addBanner(page, { type: 'Imagen', text, order: 1, image: await bannerImage('#7a1f2b') });
    await page.goto('/');
    await showHeroBanner(page, id);
    const hero = page.locator('section[aria-labelledby="hero-title"]');
    await expect(hero.getByRole('link', { name: text })).toBeVisible();
    await expect(hero.locator(`img[src^="/storage/banners/${id}-"]`)).toHaveCount(1);

    await page.goto('/dashboard/banners');
    await hydrated(page.getByRole('button', { name: `Editar banner ${text}` }));
    await page.getByRole('button', { name: `Editar banner ${text}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Banner' });
    await expect(edit.getByText('Archivo actual')).toBeVisible();
    await expect(edit.locator(`img[src^="/storage/banners/${id}-"]`), 'the current image is previewed').toBeVisible();
    await edit.getByRole('button', { name: 'Cancelar' }).click();

    await page.getByRole('button', { name: `Eliminar banner ${text}` }).click();
    await expect(page.getByRole('dialog').getByText(BANNER_MESSAGES.confirm)).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText(BANNER_MESSAGES.deleted)).toBeVisible();
    await expect(page.getByRole('button', { name: `Editar banner ${text}` })).toHaveCount(0);
    expect(await sql('SELECT id FROM banners WHERE id = $1', [id])).toEqual([]);
  });

  test('a video banner plays on desktop; at 375 px its fixed image shows instead', async ({ page, browser }) => {
    const text = `Vídeo ${run}`;
    await signInAsStaff(page);
    await page.goto('/dashboard/banners');
    await hydrated(page.getByRole('button', { name: 'Agregar Banner' }));
    const id = await addBanner(page, { type: 'Video', text, order: 0, video: await recordMp4(page), image: await bannerImage('#1f4a7a') });

    await page.goto('/');
    await showHeroBanner(page, id);
    const video = page.locator('section[aria-labelledby="hero-title"] video');
    await expect(video).toHaveAttribute('src', /^\/videos\/banner-\d+-[0-9a-f]+\.mp4$/);
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => !el.paused && el.currentTime > 0)).toBe(true);

    const phone = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await phone.goto('/');
    await showHeroBanner(phone, id);
    const phoneHero = phone.locator('section[aria-labelledby="hero-title"]');
    await expect(phoneHero.getByRole('link', { name: text })).toBeVisible();
    await expect(phoneHero.locator('video')).toHaveCount(0);
    const image = phoneHero.locator(`img[src^="/storage/banners/${id}-"]`);
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    await phone.close();

    await sql('DELETE FROM banners WHERE id = $1', [id]);
  });
});
