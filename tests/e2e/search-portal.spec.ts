import { expect, test, type Page } from '@playwright/test';
import { sql } from '../support/e2e-db.ts';
import { hydrated } from '../support/e2e.ts';

/**
 * /buscar as a portal: the filters in force as chips, the heading that names them, next steps
 * when nothing matches, the sidebar in view, the sold cards' way to a similar car, and a
 * pagination that keeps to one line on a phone.
 */

const chips = (page: Page) => page.getByRole('list', { name: 'Filtros aplicados' }).getByRole('button');
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
/** The spec's heading, with the search's name under it when filtered. */
const named = (name?: string) => (name ? `Buscar Vehículos ${name}` : 'Buscar Vehículos');

/** The brand with the most cars for sale, and one of its models with some. */
async function brandWithModel(): Promise<{ marca: { id: number; nombre: string }; modelo: { id: number; nombre: string } }> {
  const [row] = await sql<{ marca_id: number; marca: string; modelo_id: number; modelo: string }>(
    `SELECT ma.id AS marca_id, ma.nombre AS marca, mo.id AS modelo_id, mo.nombre AS modelo
       FROM coches c JOIN marcas ma ON ma.id = c.marca_id JOIN modelos mo ON mo.id = c.modelo_id
      WHERE c.activo AND c.deleted_at IS NULL AND c.estado_id IN (1, 2)
      GROUP BY ma.id, ma.nombre, mo.id, mo.nombre ORDER BY count(*) DESC, ma.id LIMIT 1`,
  );
  return { marca: { id: row!.marca_id, nombre: row!.marca }, modelo: { id: row!.modelo_id, nombre: row!.modelo } };
}

test('the filters in force show as chips and name the heading; a chip’s × takes its filter off', async ({ page }) => {
  const { marca, modelo } = await brandWithModel();
  await page.goto(`/buscar?marcas=${marca.id}&modelo=${modelo.id}&max_precio=900000`);
  await expect(heading(page)).toHaveAccessibleName(named(`${marca.nombre} ${modelo.nombre} de ocasión`));
  await expect(chips(page)).toHaveText([marca.nombre, modelo.nombre, 'Precio: hasta 900.000 €']);

  const model = page.getByRole('button', { name: `Quitar filtro: ${modelo.nombre}` });
  await hydrated(model);
  await model.click();
  await expect(page).toHaveURL(new RegExp(`/buscar\\?marcas=${marca.id}&max_precio=900000$`));
  await expect(heading(page)).toHaveAccessibleName(named(`${marca.nombre} de ocasión`));
  await expect(chips(page)).toHaveText([marca.nombre, 'Precio: hasta 900.000 €']);

  await page.getByRole('button', { name: 'Limpiar filtros' }).first().click();
  await expect(page).toHaveURL(/\/buscar$/);
  await expect(heading(page)).toHaveAccessibleName(named());
  await expect(page.getByRole('list', { name: 'Filtros aplicados' })).toHaveCount(0);
});

test('nothing matches: the page offers to take the last filter off, to start over, or to call', async ({ page }) => {
  const { marca } = await brandWithModel();
  await page.goto(`/buscar?marcas=${marca.id}&min_precio=149000&min_year=2026`);
  await expect(page.getByText('No se encontraron resultados.')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Llamar al / }).last()).toHaveAttribute('href', /^tel:/);
  const undo = page.getByRole('button', { name: 'Quitar «Año: desde 2026»' });
  await hydrated(undo);
  await undo.click();
  await expect(page).toHaveURL(new RegExp(`/buscar\\?marcas=${marca.id}&min_precio=149000$`));
});

test('the filter column stays in view while the results scroll', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/buscar');
  const filters = page.getByRole('region', { name: 'Filtros' });
  await page.mouse.wheel(0, 1800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await expect(filters).toBeInViewport();
  const top = (await filters.boundingBox())!.y;
  expect(top).toBeGreaterThanOrEqual(72);
  expect(top).toBeLessThan(120);
});

test('a sold car offers a search for a similar one for sale', async ({ page }) => {
  await page.goto('/buscar?vendidos=1');
  const card = page.getByRole('list', { name: 'Resultados' }).locator('article').first();
  const similar = card.getByRole('link', { name: /^Buscar uno parecido/ });
  await hydrated(similar);
  await similar.click();
  await expect(page).toHaveURL(/\/buscar\?marcas=\d+&modelo=\d+$/);
  await expect(page.getByRole('navigation', { name: 'Listado' }).getByRole('link', { name: 'En venta' })).toHaveAttribute('aria-current', 'page');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the pagination keeps to one line: Previo, the pages around the current one, Siguiente', async ({ page }) => {
    await page.goto('/buscar?page=4');
    const nav = page.getByRole('navigation', { name: 'Paginación' });
    await nav.scrollIntoViewIfNeeded();
    const visible = nav.locator(':scope > *:visible');
    await expect(visible).toHaveText(['Previo', '3', '4', '5', 'Siguiente']);
    const heights = await visible.evaluateAll((items) => new Set(items.map((item) => item.getBoundingClientRect().top)).size);
    expect(heights).toBe(1);
    const box = (await nav.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  });
});
