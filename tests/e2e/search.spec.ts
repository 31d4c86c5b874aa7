import { expect, test, type Locator, type Page } from '@playwright/test';
import type { BuscarProps } from '../../server/contracts/pages.ts';
import { sql } from '../support/e2e-db.ts';
import { hydrated, propsAt } from '../support/e2e.ts';

/**
 * The search journeys (spec §2 "Search page", §4): live filtering with the 500 ms pause, the
 * counts against the database, the orders, the sold listing, pagination and the mobile sheet,
 * and the home search box.
 */

const EFFECTIVE_PRICE = 'CASE WHEN precio_oferta > 0 THEN precio_oferta ELSE precio END';
const PUBLIC = 'activo AND deleted_at IS NULL';

interface Option {
  value: string;
  label: string;
  count: number;
}

/** The enabled option of a facet select that finds the most cars ("BMW (12)"). */
async function largestOption(select: Locator): Promise<Option> {
  const options = await select.locator('option:not([disabled])').evaluateAll((els) =>
    els.map((el) => ({ value: (el as HTMLOptionElement).value, label: el.textContent ?? '' })),
  );
  const counted = options
    .map((o) => ({ ...o, count: Number(/\((\d+)\)$/.exec(o.label)?.[1] ?? 0) }))
    .filter((o) => o.value !== '' && o.count > 0)
    .sort((a, b) => b.count - a.count);
  const best = counted[0];
  if (!best) throw new Error('No option with cars');
  return best;
}

const resultsCount = (page: Page) => page.getByTestId('results-count');
const cards = (page: Page) => page.getByRole('list', { name: 'Resultados' }).locator('article');

/** The price a card sorts and filters by: the price when financing with the dealer when it has one, else the cash price. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).evaluateAll((articles) =>
    articles.map((article) => {
      const text = article.textContent ?? '';
      return (/([\d.]+) € financiando con/.exec(text) ?? /([\d.]+) €\s*al contado/.exec(text))?.[1] ?? '';
    }),
  );
  return texts.map((text) => Number(text.replace(/\D/g, '')));
}

const countText = (n: number) => `${n.toLocaleString('de-DE')} ${n === 1 ? 'vehículo' : 'vehículos'}`;

test('brand, fuel and a price slider filter the results after the pause, and the count is the database count', async ({ page }) => {
  await page.goto('/buscar');
  const brandSelect = page.getByLabel('Marca', { exact: true });
  await hydrated(brandSelect);

  const brand = await largestOption(brandSelect);
  await brandSelect.selectOption(brand.value);
  await expect(page).toHaveURL(new RegExp(`/buscar\\?marcas=${brand.value}$`));
  await expect(resultsCount(page)).toHaveText(countText(brand.count));

  const fuelSelect = page.getByLabel('Combustible', { exact: true });
  const fuel = await largestOption(fuelSelect);
  await fuelSelect.selectOption(fuel.value);
  await expect(page).toHaveURL(new RegExp(`marcas=${brand.value}&combustible=${fuel.value}$`));
  await expect(resultsCount(page)).toHaveText(countText(fuel.count));

  // Move the lower price thumb with the keyboard to the middle of the matching cars' prices.
  const prices = (
    await sql<{ price: number }>(
      `SELECT ${EFFECTIVE_PRICE} AS price FROM coches WHERE ${PUBLIC} AND estado_id IN (1, 2) AND marca_id = $1 AND combustible_id = $2 ORDER BY 1`,
      [Number(brand.value), Number(fuel.value)],
    )
  ).map((row) => Number(row.price));
  const minThumb = page.getByRole('slider', { name: 'Precio desde' });
  const start = Number(await minThumb.inputValue());
  const median = prices[Math.floor(prices.length / 2)]!;
  const steps = Math.max(1, Math.floor((median - start) / 500));
  await minThumb.focus();
  for (let i = 0; i < steps; i += 1) await minThumb.press('ArrowRight');
  const minPrice = start + steps * 500;
  await expect(minThumb).toHaveValue(String(minPrice));
  await expect(page).toHaveURL(new RegExp(`combustible=${fuel.value}&min_precio=${minPrice}$`));

  const expected = prices.filter((price) => price >= minPrice).length;
  expect(expected).toBeGreaterThan(0);
  expect(expected).toBeLessThan(fuel.count);
  await expect(resultsCount(page)).toHaveText(countText(expected));
  await expect(page.getByRole('list', { name: 'Resultados' })).toHaveAttribute('aria-busy', 'false');

  const fresh = await propsAt<BuscarProps>(page, page.url());
  expect(fresh.entradas.total).toBe(expected);
  await expect(cards(page)).toHaveCount(Math.min(expected, 12));
  for (const price of await cardPrices(page)) expect(price).toBeGreaterThanOrEqual(minPrice);
  await expect(cards(page).first()).toContainText(brand.label.replace(/ \(\d+\)$/, ''));
});

test('a new brand clears the chosen model', async ({ page }) => {
  await page.goto('/buscar');
  const brandSelect = page.getByLabel('Marca', { exact: true });
  await hydrated(brandSelect);
  const modelSelect = page.getByLabel('Modelo', { exact: true });
  await expect(modelSelect).toBeDisabled();

  const brand = await largestOption(brandSelect);
  await brandSelect.selectOption(brand.value);
  await expect(modelSelect).toBeEnabled();
  const model = await largestOption(modelSelect);
  await modelSelect.selectOption(model.value);
  await expect(page).toHaveURL(new RegExp(`marcas=${brand.value}&modelo=${model.value}$`));
  await expect(resultsCount(page)).toHaveText(countText(model.count));

  const other = (await brandSelect.locator('option:not([disabled])').evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value)))
    .find((value) => value !== '' && value !== brand.value)!;
  await brandSelect.selectOption(other);
  await expect(modelSelect).toHaveValue('');
  await expect(page).toHaveURL(new RegExp(`/buscar\\?marcas=${other}$`));
});

test('a failed search leaves the model select usable again through Reintentar', async ({ page }) => {
  await page.goto('/buscar');
  const brandSelect = page.getByLabel('Marca', { exact: true });
  await hydrated(brandSelect);
  const modelSelect = page.getByLabel('Modelo', { exact: true });
  let failing = true;
  await page.route('**/buscar?*', async (route) => {
    if (failing && route.request().headers()['x-inertia']) await route.abort('connectionfailed');
    else await route.continue();
  });

  const brand = await largestOption(brandSelect);
  await brandSelect.selectOption(brand.value);
  const alert = page.getByRole('alert').filter({ hasText: 'No se pudo actualizar la búsqueda' });
  await expect(alert).toBeVisible();
  await expect(page.getByText('No se pudieron cargar los modelos. Inténtalo de nuevo.')).toBeVisible();
  await expect(modelSelect).toBeDisabled();

  failing = false;
  await alert.getByRole('button', { name: 'Reintentar' }).click();
  await expect(modelSelect).toBeEnabled();
  await expect(alert).toHaveCount(0);
  await expect(resultsCount(page)).toHaveText(countText(brand.count));
  await expect(page).toHaveURL(new RegExp(`/buscar\\?marcas=${brand.value}$`));
});

test('price_asc orders by effective price, across pages', async ({ page }) => {
  await page.goto('/buscar');
  const sort = page.getByLabel('Ordenar por');
  await hydrated(sort);
  await sort.selectOption('price_asc');
  await expect(page).toHaveURL(/\/buscar\?sort_by=price_asc$/);

  const [cheapest] = await sql<{ price: number }>(
    `SELECT min(${EFFECTIVE_PRICE}) AS price FROM coches WHERE ${PUBLIC} AND estado_id IN (1, 2)`,
  );
  await expect.poll(async () => (await cardPrices(page))[0]).toBe(Number(cheapest!.price));
  const first = await cardPrices(page);
  expect(first).toEqual([...first].sort((a, b) => a - b));

  await page.getByRole('link', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/sort_by=price_asc&page=2$/);
  const second = await cardPrices(page);
  expect(second).toEqual([...second].sort((a, b) => a - b));
  expect(second[0]).toBeGreaterThanOrEqual(first[first.length - 1]!);
});

test('vendidos=1 lists only the sold cars', async ({ page }) => {
  await page.goto('/buscar');
  const soldLink = page.getByRole('link', { name: 'Vendidos', exact: true });
  await hydrated(soldLink);
  await soldLink.click();
  await expect(page).toHaveURL(/\/buscar\?vendidos=1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vehículos Vendidos');

  const [sold] = await sql<{ n: string }>(`SELECT count(*) AS n FROM coches WHERE ${PUBLIC} AND estado_id = 3`);
  expect(Number(sold!.n)).toBeGreaterThan(0);
  await expect(resultsCount(page)).toHaveText(countText(Number(sold!.n)));
  const shown = await cards(page).count();
  expect(shown).toBe(Math.min(Number(sold!.n), 12));
  await expect(cards(page).getByText('VENDIDO', { exact: true })).toHaveCount(shown);
});

test("'Siguiente' shows page 2 with other cars and the filters kept", async ({ page }) => {
  const [fuel] = await sql<{ id: number; n: string }>(
    `SELECT combustible_id AS id, count(*) AS n FROM coches WHERE ${PUBLIC} AND estado_id IN (1, 2)
     GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  );
  expect(Number(fuel!.n)).toBeGreaterThan(12);
  await page.goto(`/buscar?combustible=${fuel!.id}&sort_by=km_asc`);
  const slugs = () => cards(page).locator('a[href^="/vehiculo/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const pageOne = await slugs();

  const next = page.getByRole('link', { name: 'Siguiente' });
  await hydrated(next);
  await next.click();
  await expect(page).toHaveURL(new RegExp(`combustible=${fuel!.id}&sort_by=km_asc&page=2$`));
  await expect(page.getByRole('link', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
  const pageTwo = await slugs();
  expect(pageTwo.length).toBeGreaterThan(0);
  expect(pageTwo.filter((slug) => pageOne.includes(slug))).toEqual([]);
  await expect(page.getByLabel('Combustible', { exact: true })).toHaveValue(String(fuel!.id));
  await expect(page.getByLabel('Ordenar por')).toHaveValue('km_asc');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the filters open in a sheet that Escape closes, with focus kept inside and given back', async ({ page }) => {
    await page.goto('/buscar');
    const trigger = page.getByRole('button', { name: /^Filtros/ });
    await hydrated(trigger);
    await expect(page.getByLabel('Marca', { exact: true })).toBeHidden();

    await trigger.click();
    const sheet = page.getByRole('dialog', { name: 'Filtros' });
    await expect(sheet).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(sheet.getByRole('button', { name: 'Cerrar filtros' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(sheet.getByRole('button', { name: /^Ver \d+ vehículos?$/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(sheet.getByRole('button', { name: 'Cerrar filtros' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

test('the home search box loads the brand’s models and opens /buscar with the chosen filters', async ({ page }) => {
  await page.goto('/');
  const brandSelect = page.getByLabel('Marca', { exact: true });
  await hydrated(brandSelect);
  const brand = await largestOption(brandSelect);
  await brandSelect.selectOption(brand.value);

  const modelSelect = page.getByLabel('Modelo', { exact: true });
  await expect(modelSelect).toBeEnabled();
  const [model] = await sql<{ id: number; n: string }>(
    `SELECT modelo_id AS id, count(*) AS n FROM coches WHERE ${PUBLIC} AND estado_id IN (1, 2) AND marca_id = $1
     GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    [Number(brand.value)],
  );
  await modelSelect.selectOption(String(model!.id));
  await page.getByRole('search', { name: 'Encuentra tu próximo coche' }).getByRole('button', { name: 'Buscar' }).click();

  await expect(page).toHaveURL(new RegExp(`/buscar\\?marcas=${brand.value}&modelo=${model!.id}$`));
  await expect(page.getByRole('heading', { name: 'Buscar Vehículos' })).toBeVisible();
  await expect(resultsCount(page)).toHaveText(countText(Number(model!.n)));
});
