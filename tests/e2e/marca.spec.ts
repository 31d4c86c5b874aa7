import { expect, test } from '@playwright/test';
import type { MarcaProps } from '../../server/contracts/pages.ts';
import { propsAt } from '../support/e2e.ts';
import { processPhotosNow } from '../support/e2e-photos.ts';

/** The brand page /marca/{name}: server-rendered SEO, the cards, pagination and the link to the search. */

test.describe('brand page', () => {
  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });

    test('the server HTML carries the heading, the cards and the SEO tags', async ({ page }) => {
      const response = await page.goto('/marca/mercedes-benz');
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle('Mercedes-Benz de ocasión en Canarias - GTCars');
      await expect(page.getByRole('heading', { level: 1, name: 'Mercedes-Benz de ocasión en Canarias' })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/marca\/Mercedes-Benz$/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\d+ vehículos Mercedes-Benz de ocasión disponibles/);
      const cards = page.locator('main a[href^="/vehiculo/"]');
      await expect(cards.first()).toBeVisible();
      const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
      const breadcrumb = JSON.parse(jsonLd ?? '{}') as { '@type': string; itemListElement: { name: string }[] };
      expect(breadcrumb['@type']).toBe('BreadcrumbList');
      expect(breadcrumb.itemListElement.map((item) => item.name)).toEqual(['Inicio', 'Vehículos', 'Mercedes-Benz']);
    });
  });

  test('pages through the brand and opens the search filtered by it', async ({ page }) => {
    await page.goto('/marca/Mercedes-Benz');
    const pagination = page.getByRole('navigation', { name: 'Paginación' });
    await pagination.getByRole('link', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/\/marca\/Mercedes-Benz\?page=2$/);
    await expect(pagination.locator('[aria-current="page"]')).toHaveText('2');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/marca\/Mercedes-Benz\?page=2$/);

    await page.getByRole('link', { name: 'Ver todos en el buscador' }).click();
    await expect(page).toHaveURL(/\/buscar\?marcas=\d+$/);
    await expect(page.getByRole('heading', { name: 'Buscar Vehículos' })).toBeVisible();
  });

  test('the first photo loads at once, the rest lazily', async ({ page }) => {
    // The first photo of each car on the page, processed now (fixture images through the real
    // pipeline): on a fresh e2e database the demo photos are still being processed in the background.
    const cars = (await propsAt<MarcaProps>(page, '/marca/Mercedes-Benz')).entradas.data.map((car) => car.slug);
    await processPhotosNow(cars, 1);
    await page.goto('/marca/Mercedes-Benz');
    await expect(page.locator('main article img')).toHaveCount(cars.length);
    expect(cars.length).toBeGreaterThan(3);
    const loading = await page.locator('main article').evaluateAll((cards) => cards.map((card) => card.querySelector('img')?.getAttribute('loading') ?? null));
    expect(loading[0]).toBe('eager');
    expect(loading.slice(1).filter((value) => value !== null).every((value) => value === 'lazy')).toBe(true);
  });

  test('an unknown brand shows the 404 page', async ({ page }) => {
    const response = await page.goto('/marca/NoExiste');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  });
});
