import { expect, test, type Page } from '@playwright/test';
import { demoVehicles } from '../../prisma/seed/vehicles.ts';
import { formatPrice } from '../../server/contracts/format.ts';
import { hydrated } from '../support/e2e.ts';
import { processPhotosNow } from '../support/e2e-photos.ts';

/** The car page as a shop window: the full-screen photos, the price in reach, what comes with it. */

const cars = demoVehicles(120);
const available = cars.find((car) => car.estado_id === 1 && car.activo && car.photoCount >= 3)!;
const reserved = cars.find((car) => car.estado_id === 2 && car.activo)!;

const viewerChunk = (url: string) => /\/PhotoViewer-[\w-]+\.js$/.test(url);

async function openViewer(page: Page) {
  const open = page.getByRole('button', { name: 'Ver las fotos a pantalla completa' });
  await hydrated(open);
  await open.click();
  const viewer = page.getByRole('dialog', { name: 'Fotos a pantalla completa' });
  await expect(viewer).toBeVisible();
  return { open, viewer };
}

const currentSlide = (page: Page) => page.locator('.yarl__slide_current');

test.beforeAll(() => processPhotosNow([available.slug]));

test('the photos open full screen on demand, zoom, swipe and close with Escape', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(request.url()));
  await page.goto(`/vehiculo/${available.slug}`);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter(viewerChunk), 'the viewer is not part of the page load').toEqual([]);

  const { open, viewer } = await openViewer(page);
  expect(scripts.filter(viewerChunk)).toHaveLength(1);
  await expect(currentSlide(page)).toHaveAttribute('aria-label', `1 de ${available.photoCount}`);
  await expect(currentSlide(page).locator('img')).toHaveAttribute('alt', new RegExp(`foto 1 de ${available.photoCount}$`));

  // Zoom in with the button, then out again.
  const zoomIn = viewer.getByRole('button', { name: 'Acercar' });
  await zoomIn.click();
  await expect(viewer.getByRole('button', { name: 'Alejar' })).toBeEnabled();
  await expect.poll(() => currentSlide(page).locator('img').evaluate((img) => img.getBoundingClientRect().width)).toBeGreaterThan(page.viewportSize()!.width);
  await viewer.getByRole('button', { name: 'Alejar' }).click();
  await expect(viewer.getByRole('button', { name: 'Alejar' })).toBeDisabled();

  // A swipe to the left brings the next photo.
  const box = (await viewer.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.7, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.45, y, { steps: 8 });
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 });
  await page.mouse.up();
  await expect(currentSlide(page)).toHaveAttribute('aria-label', `2 de ${available.photoCount}`);

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(open).toBeFocused();
  // The page's carousel now shows the photo last seen.
  await expect(page.getByRole('button', { name: `Ver foto 2 de ${available.photoCount}` })).toHaveAttribute('aria-current', 'true');
});

test('next to the price: the guarantee, delivery, trade-in and reservation, and the delivery choice', async ({ page }) => {
  await page.goto(`/vehiculo/${available.slug}`);
  const card = page.getByRole('tabpanel', { name: 'Al contado' });
  await expect(card.getByRole('list', { name: 'Incluido con este coche' }).getByRole('listitem')).toHaveText([
    /^Garantía /,
    'Entrega en toda Canarias',
    'Aceptamos tu coche',
    'Reserva online',
  ]);
  await expect(card.getByRole('group', { name: 'Entrega' })).toBeVisible();
});

test('a reserved car offers no delivery and cannot be reserved again; its final price stays (spec §4)', async ({ page }) => {
  await page.goto(`/vehiculo/${reserved.slug}`);
  const card = page.getByRole('tabpanel', { name: 'Al contado' });
  await expect(page.getByRole('region', { name: 'Precio' }).getByText('Reservado', { exact: true })).toBeVisible();
  await expect(card.getByRole('list', { name: 'Incluido con este coche' }).getByRole('listitem')).toHaveText([/^Garantía /, 'Aceptamos tu coche']);
  await expect(card.getByRole('group', { name: 'Entrega' })).toHaveCount(0);
  await expect(card.getByText('Precio al contado inicial')).toBeVisible();
  await expect(card.getByText('Precio final todo incluido')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the sticky bar keeps the price in sight next to Me Interesa', async ({ page }) => {
    await page.goto(`/vehiculo/${available.slug}`);
    const bar = page.locator('div.sticky.bottom-0');
    await page.mouse.wheel(0, 1500);
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText(`Al contado${formatPrice(available.precio)}`);
    await expect(bar.getByRole('button', { name: 'Me Interesa' })).toBeVisible();
    await expect(bar.getByRole('link', { name: /^Llamar al / })).toBeVisible();
  });
});
