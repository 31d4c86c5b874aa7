import { expect, test } from '@playwright/test';
import { sql } from '../support/e2e-db.ts';
import { busiestModel } from '../support/e2e-landing.ts';

/**
 * The landing pages by model and by island as a visitor and a crawler reach them: from the
 * brand page's model chips and from the footer, with the head search engines read.
 */

test('from a brand’s page to one of its models, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const model = await busiestModel();
  await page.goto(`/marca/${encodeURIComponent(model.marca)}`);
  const chips = page.getByRole('navigation', { name: `Modelos de ${model.marca}` });
  await chips.getByRole('link', { name: `${model.modelo} (${model.count})` }).click();
  await expect(page).toHaveURL(new RegExp(`${model.path}$`));
  const heading = `${model.marca} ${model.modelo} de segunda mano en Canarias`;
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page).toHaveTitle(`${heading} - GTCars`);
  await expect(page.locator('main article')).toHaveCount(Math.min(model.count, 12));
  for (const title of await page.locator('main article h2').allTextContents()) expect(title.startsWith(model.modelo), title).toBe(true);
  // The breadcrumb leads back to the brand.
  await page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link', { name: model.marca }).click();
  await expect(page).toHaveURL(new RegExp(`/marca/${encodeURIComponent(model.marca)}$`));
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('an island’s page carries its cars, its branches and the head search engines read', async ({ page }) => {
    const [{ count }] = (await sql<{ count: number }>(
      'SELECT count(*)::int AS count FROM coches WHERE activo AND deleted_at IS NULL AND estado_id IN (1, 2) AND sede_id IN (1, 2)',
    )) as [{ count: number }];
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Coches por isla' }).getByRole('link', { name: 'Coches de segunda mano en Gran Canaria' }).click();
    await expect(page).toHaveURL(/\/coches-segunda-mano\/gran-canaria$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Coches de segunda mano en Gran Canaria' })).toBeVisible();
    await expect(page.getByText(`${count} coches de ocasión en nuestras sedes de Tarahales y El Tablero`)).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/coches-segunda-mano\/gran-canaria$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`^${count} coches de segunda mano en Gran Canaria`));
    const documents = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as { '@type': string; numberOfItems?: number });
    expect(documents.find((doc) => doc['@type'] === 'ItemList')?.numberOfItems).toBe(count);
    const branches = page.getByRole('region', { name: 'Nuestras sedes en Gran Canaria' });
    await expect(branches.getByRole('heading', { level: 3 })).toHaveText(['Tarahales', 'El Tablero']);
  });

  test('a model with no car in stock answers 404, saying so', async ({ page }) => {
    const [model] = await sql<{ marca: string; modelo: string }>(
      `SELECT ma.nombre AS marca, mo.nombre AS modelo FROM modelos mo JOIN marcas ma ON ma.id = mo.marca_id
       WHERE NOT EXISTS (SELECT 1 FROM coches c WHERE c.modelo_id = mo.id AND c.activo AND c.deleted_at IS NULL AND c.estado_id IN (1, 2))
       ORDER BY mo.id LIMIT 1`,
    );
    expect(model, 'the demo catalogue has models without stock').toBeDefined();
    const response = await page.goto(`/coches-segunda-mano/${encodeURIComponent(model!.marca)}/${encodeURIComponent(model!.modelo)}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await expect(page.getByText(`Ahora mismo no tenemos ningún ${model!.marca} ${model!.modelo} a la venta.`)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
