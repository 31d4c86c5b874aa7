import { expect, test, type Locator, type Page } from '@playwright/test';
import type { BuscarProps, VehicleProps } from '../../server/contracts/pages.ts';
import { demoVehicles } from '../../prisma/seed/vehicles.ts';
import { clearRateLimits, expectConsentRecord, sql } from '../support/e2e-db.ts';
import { propsAt } from '../support/e2e.ts';
import { processPhotosNow } from '../support/e2e-photos.ts';

/**
 * Right after a page load the server-rendered buttons are there before React is, and a click
 * then does nothing: click until `done` shows (never twice once it has).
 */
async function clickUntil(trigger: Locator, done: Locator): Promise<void> {
  await expect(async () => {
    if (!(await done.isVisible())) await trigger.click({ timeout: 2_000 });
    await expect(done).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** The e2e server is seeded with the deterministic demo stock; the first sold, public car. */
const soldSlug = demoVehicles(120).find((car) => car.estado_id === 3 && car.activo)!.slug;
const availableSlug = demoVehicles(120).find((car) => car.estado_id === 1 && car.activo)!.slug;
const offer = demoVehicles(120).find((car) => car.estado_id === 1 && car.activo && car.precio_oferta !== null)!;

const euros = (value: number) => `${new Intl.NumberFormat('es-ES', { useGrouping: 'always' }).format(value)} €`;

test.beforeEach(clearRateLimits);

test.describe('vehicle page', () => {
  test('a car opened from /buscar shows its photos, the thumbnails move the carousel, and its JSON-LD matches', async ({ page }) => {
    // The newest car on /buscar gets its photos now (fixture images through the real pipeline);
    // on a fresh e2e database the demo photos are still being processed in the background.
    const [newest] = (await propsAt<BuscarProps>(page, '/buscar')).entradas.data;
    const href = `/vehiculo/${newest!.slug}`;
    await processPhotosNow([newest!.slug]);
    const { coche, fotos } = await propsAt<VehicleProps>(page, href);
    expect(fotos.length).toBeGreaterThan(1);
    await page.goto('/buscar');
    const card = page.locator('article').filter({ has: page.locator(`a[href="${href}"]`) });
    await expect(card.locator('img')).toHaveAttribute('src', /\/compressed\//);

    await card.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(href);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText(`${coche.marca.nombre} ${coche.modelo.nombre}`);
    await expect(page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link', { name: coche.marca.nombre })).toHaveAttribute(
      'href',
      `/marca/${encodeURIComponent(coche.marca.nombre)}`,
    );

    const gallery = page.getByRole('region', { name: 'Fotos y vídeo del vehículo' });
    const title = `${coche.marca.nombre} ${coche.modelo.nombre} ${coche.nombre}`;
    await expect(gallery.locator('.swiper-slide img')).toHaveCount(fotos.length);
    await expect(gallery.locator('.swiper-slide-active img')).toHaveAttribute('alt', `${title} — foto 1 de ${fotos.length}`);
    const thumbs = gallery.getByRole('list', { name: 'Miniaturas' }).getByRole('button');
    await expect(thumbs).toHaveCount(fotos.length);

    await gallery.getByRole('button', { name: `Ver foto 2 de ${fotos.length}` }).click();
    await expect(gallery.locator('.swiper-slide-active img')).toHaveAttribute('alt', `${title} — foto 2 de ${fotos.length}`);
    await expect(gallery.getByRole('button', { name: `Ver foto 2 de ${fotos.length}` })).toHaveAttribute('aria-current', 'true');
    await gallery.getByRole('button', { name: 'Foto anterior' }).click();
    await expect(gallery.locator('.swiper-slide-active img')).toHaveAttribute('alt', `${title} — foto 1 de ${fotos.length}`);

    // The JSON-LD of the page the visitor is on (put in the head by the client after the visit).
    const documents = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = documents.map((text) => JSON.parse(text)).find((doc) => Array.isArray(doc['@type']));
    expect(product.name).toBe(title);
    expect(product.offers.price).toBe(coche.precio);
    expect(product.offers.priceCurrency).toBe('EUR');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(product.brand.name);
    if (coche.estado_id !== 3) {
      await expect(page.getByRole('tabpanel', { name: 'Al contado' })).toContainText(euros(coche.precio));
    }
  });

  test("the 'Al contado' card totals the cash price and shows the financing offer apart", async ({ page }) => {
    await page.goto(`/vehiculo/${offer.slug}`);
    const card = page.getByRole('tabpanel', { name: 'Al contado' });
    const total = card.getByText('Precio final todo incluido').locator('..');
    await expect(card.getByText('Precio al contado inicial').locator('..')).toContainText(euros(offer.precio));
    await expect(total).toContainText(euros(offer.precio));
    await expect(card.getByText(/^Financiando con /).locator('..')).toContainText(euros(offer.precio_oferta!));
    await expect(card).toContainText('sujeto a la aprobación de la financiación');
    await expect(async () => {
      await card.getByRole('radio', { name: /Envío a domicilio/ }).check({ timeout: 2_000 });
      await expect(total).toContainText(euros(offer.precio + 350), { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  });

  test('a sold car shows "Vehículo Vendido" and no price card', async ({ page }) => {
    await page.goto(`/vehiculo/${soldSlug}`);
    await expect(page.getByRole('heading', { name: 'Vehículo Vendido' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Seguir viendo vehículos' })).toHaveAttribute('href', '/buscar');
    const aside = page.getByRole('complementary', { name: 'Precio y contacto' });
    await expect(aside.getByText('Al contado')).toHaveCount(0);
    await expect(aside.getByText('Precio final todo incluido')).toHaveCount(0);
  });

  test('a favourite set on the page survives a reload', async ({ page }) => {
    await page.goto(`/vehiculo/${availableSlug}`);
    const remove = page.getByRole('button', { name: /^Quitar .* de favoritos$/ });
    // The car's own heart, in its header: the similar cars further down, once loaded, have theirs.
    await clickUntil(page.getByRole('button', { name: /^Añadir .* a favoritos$/ }).first(), remove);
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: /^Quitar .* de favoritos$/ })).toHaveAttribute('aria-pressed', 'true');
  });

  test('Compartir opens a dialog that Escape closes, giving focus back to the button', async ({ page }) => {
    await page.goto(`/vehiculo/${availableSlug}`);
    const share = page.getByRole('button', { name: 'Compartir' });
    const dialog = page.getByRole('dialog', { name: 'Compartir' });
    await clickUntil(share, dialog);
    const { shareUrl } = await propsAt<VehicleProps>(page, `/vehiculo/${availableSlug}`);
    await expect(dialog.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(shareUrl)}`);
    await expect(dialog.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', /facebook\.com\/sharer\/sharer\.php\?u=/);
    await expect(dialog.getByRole('textbox', { name: 'Enlace del anuncio' })).toHaveValue(shareUrl);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(share).toBeFocused();
  });
});

test.describe('Contactar', () => {
  const fill = async (page: Page) => {
    const dialog = page.getByRole('dialog', { name: 'Contactar' });
    await dialog.getByLabel('Nombre').fill('Lucía');
    await dialog.getByLabel('Apellidos').fill('Santana Pérez');
    await dialog.getByLabel('Teléfono').fill('+34 628 000 111');
    await dialog.getByLabel('Correo').fill('lucia@example.com');
    await dialog.getByRole('checkbox').check();
    return dialog;
  };

  test.beforeEach(async ({ page }) => {
    await page.goto(`/vehiculo/${availableSlug}`);
    await clickUntil(page.getByRole('button', { name: 'Me Interesa' }), page.getByRole('dialog', { name: 'Contactar' }));
  });

  test('opens with the default message and refuses to send without the legal checkbox', async ({ page }) => {
    const dialog = page.getByRole('dialog', { name: 'Contactar' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Nombre')).toBeFocused();
    await expect(dialog.getByLabel('Mensaje')).toHaveValue(/^Hola, estoy interesado en el anuncio del .+\. Por favor, contacten conmigo\.$/);
    await expect(dialog.getByRole('checkbox')).toHaveAttribute('required', '');

    let posted = false;
    await page.route('**/form/submit/vehiculo', (route) => {
      posted = true;
      return route.fulfill({ status: 201, json: { message: 'ok' } });
    });
    await fill(page);
    await dialog.getByRole('checkbox').uncheck();
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog.getByText('Es obligatorio leer y aceptar el aviso legal.')).toHaveClass(/text-accent/);
    await expect(dialog.getByRole('checkbox')).toBeFocused();
    await expect(dialog.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(false);
  });

  test('keeps what was typed and says so when sending fails; shows field errors of a 422', async ({ page }) => {
    const dialog = await fill(page);
    await page.route('**/form/submit/vehiculo', (route) => route.fulfill({ status: 500, json: { message: 'Error del servidor' } }));
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('No hemos podido enviar tu mensaje. Inténtalo de nuevo o llámanos.');
    await expect(dialog.getByLabel('Nombre')).toHaveValue('Lucía');

    await page.unrouteAll();
    await page.route('**/form/submit/vehiculo', (route) =>
      route.fulfill({ status: 422, json: { message: 'Los datos enviados no son válidos.', errors: { correo: 'Ese correo no parece válido.' } } }),
    );
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog.getByLabel('Correo')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Ese correo no parece válido.')).toBeVisible();
    await expect(dialog.getByText(/El formulario de contacto ha sido enviado/)).toHaveCount(0);
  });

  test('stores the enquiry on the server, then confirms and starts over', async ({ page }) => {
    const dialog = await fill(page);
    const message = await dialog.getByLabel('Mensaje').inputValue();
    const before = await sql<{ count: string }>("SELECT count(*) FROM leads WHERE email = 'lucia@example.com'");
    const response = page.waitForResponse('**/form/submit/vehiculo');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    const answer = await response;
    expect(answer.status()).toBe(201);
    expect(answer.request().headers()['x-xsrf-token']).toMatch(/^[0-9a-f]{64}\.[0-9a-f]{64}$/);
    const sent = answer.request().postDataJSON() as { vehiculo: number };
    const [lead] = await sql<{ coche_id: number; nombre: string; source: string }>(
      "SELECT coche_id, nombre, source FROM leads WHERE email = 'lucia@example.com' ORDER BY id DESC LIMIT 1",
    );
    expect(lead).toEqual({ coche_id: sent.vehiculo, nombre: 'Lucía', source: 'vehiculo' });
    const after = await sql<{ count: string }>("SELECT count(*) FROM leads WHERE email = 'lucia@example.com'");
    expect(Number(after[0]!.count)).toBe(Number(before[0]!.count) + 1);
    await expectConsentRecord('lucia@example.com');

    await expect(dialog.getByRole('status')).toHaveText(/El formulario de contacto ha sido enviado exitosamente/);
    await expect(dialog.getByLabel('Nombre')).toHaveValue('');
    await expect(dialog.getByLabel('Mensaje')).toHaveValue(message);
    await expect(dialog.getByRole('checkbox')).not.toBeChecked();

    await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Me Interesa' })).toBeFocused();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the sticky bar offers Me Interesa and a call, and the page does not scroll sideways', async ({ page }) => {
    await page.goto(`/vehiculo/${availableSlug}`);
    const bar = page.locator('div.sticky.bottom-0');
    await expect(bar.getByRole('link', { name: /Llamar/ })).toHaveAttribute('href', /^tel:\+34\d{9}$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    await clickUntil(bar.getByRole('button', { name: 'Me Interesa' }), page.getByRole('dialog', { name: 'Contactar' }));
  });
});
