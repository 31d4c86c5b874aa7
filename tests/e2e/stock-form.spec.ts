import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_STAFF } from '../../prisma/seed/staff.ts';
import { field, fillCar, hydrated, signInAsStaff } from '../support/e2e.ts';
import { sql } from '../support/e2e-db.ts';
import { minimalMp4 } from '../support/video-fixtures.ts';

/**
 * The staff stock journey (back-office §2 "Create vehicle" / "Edit vehicle", §4, §8): create a
 * car with three photos through the upload overlay, see it first on the public search, reorder
 * its photos, change its price, sell it, and give it a video then take it away.
 */

const colours = ['#b3121b', '#1f7a3a', '#1d3f8f'];
const photo = async (colour: string, index: number) => ({
  name: `foto-${index + 1}.jpg`,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 640, height: 427, channels: 3, background: colour } }).jpeg({ quality: 80 }).toBuffer(),
});
const mp4 = minimalMp4('mp42');

test('staff create a car with photos, then reorder, reprice, sell it and add and remove its video', async ({ page }) => {
  test.setTimeout(120_000);
  const nombre = `Competition E2E ${Date.now()}`;
  await signInAsStaff(page);
  await page.goto('/dashboard/coches/add');
  const form = page.getByRole('form', { name: 'Crear Vehículo' });
  const create = form.getByRole('button', { name: 'Crear vehículo' });
  await hydrated(create);
  await fillCar(page, form, nombre);
  await form.getByLabel('Añadir fotos').setInputFiles(await Promise.all(colours.map(photo)));
  await expect(form.getByRole('list', { name: 'Fotos del vehículo' }).getByRole('listitem')).toHaveCount(3);
  await expect(form.getByText(/3 nuevas · \d+(,\d)? KB/)).toBeVisible();

  // The client checks the create bounds first: nothing is sent, and the field says why.
  await create.click();
  await expect(form.getByText(/^El valor máximo es 2\.000\.$/)).toBeVisible();
  await expect(field(form, 'emisiones')).toBeFocused();
  await field(form, 'emisiones').fill('160');

  // The answer is held until the overlay has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/dashboard/coches/add', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  await create.click();
  await expect(page.getByRole('alertdialog')).toContainText(/Subiendo archivos\.\.\.|Comprimiendo imágenes\.\.\./);
  release();
  await page.waitForURL(/\/dashboard\/coches\/edit\/\d+\?creado=1$/);
  const id = Number(/edit\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByRole('status').filter({ hasText: 'Vehículo creado con éxito.' })).toBeVisible();
  await expect(page.getByText('Vehículo creado con éxito.')).toBeHidden();

  // The photos are processed by the job runner after the answer: the edit page follows them
  // until each shows its image.
  const grid = page.getByRole('list', { name: 'Fotos del vehículo' });
  await expect(grid.getByRole('img', { name: /^Foto \d de 3$/ })).toHaveCount(3, { timeout: 30_000 });
  await expect(page.getByText('Procesando fotos')).toBeHidden();

  const fotos = await sql<{ id: number }>('SELECT id FROM fotos WHERE coche_id = $1 ORDER BY orden', [id]);
  expect(fotos).toHaveLength(3);
  const slug = (await sql<{ slug: string }>('SELECT slug FROM coches WHERE id = $1', [id]))[0]!.slug;

  // First on the public search (newest), showing its first photo.
  await page.goto('/buscar');
  const card = page.locator('article').first();
  await expect(card).toContainText(nombre);
  await expect(card.locator('img')).toHaveAttribute('src', new RegExp(`^/storage/vehiculos/(thumbs|compressed)/${fotos[0]!.id}\\.jpg$`));

  // Drag the third photo to the front: the public carousel starts with it.
  await page.goto(`/dashboard/coches/edit/${id}`);
  const edit = page.getByRole('form', { name: 'Editar Vehículo' });
  const save = edit.getByRole('button', { name: 'Guardar' });
  await hydrated(save);
  await edit.getByRole('list', { name: 'Fotos del vehículo' }).scrollIntoViewIfNeeded();
  const handle = edit.getByRole('button', { name: 'Mover foto 3 de 3' });
  const target = edit.getByRole('button', { name: 'Mover foto 1 de 3' });
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  const ordered = page.waitForResponse((response) => response.url().endsWith('/dashboard/coche/update-photo-order'));
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 - 10, from.y + from.height / 2, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  expect((await ordered).ok()).toBe(true);
  await page.goto(`/vehiculo/${slug}`);
  const gallery = page.getByRole('region', { name: 'Fotos y vídeo del vehículo' });
  await expect(gallery.locator('.swiper-slide-active img')).toHaveAttribute('src', `/storage/vehiculos/compressed/${fotos[2]!.id}.jpg`);

  // A new price: the history shows it with the staff member.
  await page.goto(`/dashboard/coches/edit/${id}`);
  await hydrated(save);
  await field(edit, 'precio').fill('43900');
  await save.click();
  await expect(page.getByText('¡Vehículo actualizado correctamente!')).toBeVisible();
  await page.getByRole('button', { name: 'Historial De Precios' }).click();
  const history = page.getByRole('dialog', { name: 'Historial De Precios' });
  await expect(history.getByRole('row').nth(1)).toContainText('43.900 €');
  await expect(history.getByRole('row').nth(1)).toContainText(DEMO_STAFF.name);
  await expect(history.getByRole('row')).toHaveCount(3);
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  // A cut the history supports: the public card strikes through the price of the 30 days before.
  await page.goto('/buscar');
  const cut = page.locator('article').filter({ hasText: nombre });
  await expect(cut.getByText('Precio rebajado')).toBeVisible();
  await expect(cut.locator('del')).toHaveText('45.900 €');
  await expect(cut).toContainText('precio más bajo de los 30 días anteriores');
  await expect(cut).toContainText('43.900 €');
  await page.goto(`/dashboard/coches/edit/${id}`);
  await hydrated(save);

  // Sold: the public card and page say so.
  await field(edit, 'estado_id').selectOption({ label: 'VENDIDO' });
  const updated = page.waitForResponse((response) => response.url().endsWith(`/dashboard/coches/edit/${id}`) && response.request().method() === 'POST');
  await save.click();
  expect((await updated).ok()).toBe(true);
  expect(await sql('SELECT id FROM coches WHERE id = $1 AND estado_id = 3', [id])).toHaveLength(1);
  await page.goto('/buscar?vendidos=1');
  const sold = page.locator('article').filter({ hasText: nombre });
  await expect(sold.getByText('VENDIDO', { exact: true })).toBeVisible();
  await page.goto(`/vehiculo/${slug}`);
  await expect(page.getByRole('heading', { name: 'Vehículo Vendido' })).toBeVisible();

  // A video: uploaded, shown, then deleted after the confirm.
  await page.goto(`/dashboard/coches/edit/${id}`);
  await hydrated(save);
  await page.getByLabel('Subir un vídeo').setInputFiles({ name: 'paseo.mp4', mimeType: 'video/mp4', buffer: mp4 });
  await page.getByRole('button', { name: 'Subir vídeo' }).click();
  await expect(page.getByText('¡Video subido correctamente!')).toBeVisible();
  await expect(page.locator('video')).toHaveAttribute('src', /^\/videos\/.+\.mp4$/);
  await page.getByRole('button', { name: 'Eliminar vídeo' }).click();
  await page.getByRole('dialog', { name: 'Eliminar vídeo' }).getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('¡Video eliminado correctamente!')).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);
  expect(await sql('SELECT id FROM videos WHERE coche_id = $1', [id])).toHaveLength(0);
});
