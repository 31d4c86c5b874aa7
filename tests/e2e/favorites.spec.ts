import { expect, type Page, test } from '@playwright/test';
import { hydrated } from '../support/e2e.ts';

/** The ids of the cars a server-rendered listing page shows, from its page object. */
async function listedIds(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const data = JSON.parse(document.querySelector('script[data-page="app"]')?.textContent ?? '{}') as {
      props: { entradas: { data: { id: number }[] } };
    };
    return data.props.entradas.data.map((car) => car.id);
  });
}

const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('favorites') ?? '[]') as number[]);

/** Partial reloads of the favourites page asking for its cars. */
function countCarRequests(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/favoritos' && request.headers()['x-inertia-partial-data'] === 'vehiculos') seen.count++;
  });
  return seen;
}

test.describe('favourites', () => {
  test('a favourite from /buscar survives a reload, is listed on /favoritos and leaves when un-favourited', async ({ page }) => {
    await page.goto('/buscar');
    const card = page.locator('main article').first();
    const href = await card.getByRole('link').first().getAttribute('href');
    const model = (await card.getByRole('heading', { level: 2 }).innerText()).trim();
    const heart = card.getByRole('button', { name: /^Añadir .* a favoritos$/ });
    await hydrated(heart);
    await heart.click();
    await expect(card.getByRole('button', { name: /^Quitar .* de favoritos$/ })).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    const sameCard = page.locator('main article', { has: page.locator(`a[href="${href}"]`) });
    await expect(sameCard.getByRole('button', { name: /^Quitar .* de favoritos$/ })).toHaveAttribute('aria-pressed', 'true');
    expect(await stored(page)).toHaveLength(1);

    await page.getByRole('link', { name: 'Mis favoritos (1)' }).click();
    await expect(page).toHaveURL(/\/favoritos$/);
    await expect(page).toHaveTitle('Mis favoritos - GTCars');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole('link').first()).toHaveAttribute('href', href ?? '');
    await expect(cards.first()).toContainText(model);
    await expect(page.getByText('Tienes 1 vehículo guardado en este navegador.')).toBeVisible();

    await cards.first().getByRole('button', { name: /^Quitar .* de favoritos$/ }).click();
    await expect(cards).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Aún no tienes favoritos' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mis favoritos', exact: true })).toBeVisible();
    expect(await stored(page)).toEqual([]);

    await page.getByRole('link', { name: 'Explorar vehículos' }).click();
    await expect(page).toHaveURL(/\/buscar$/);
  });

  test('lists the kept cars in their order and drops ids of cars that no longer exist', async ({ page }) => {
    await page.goto('/buscar');
    const [first, second] = await listedIds(page);
    await page.evaluate((ids) => localStorage.setItem('favorites', JSON.stringify(ids)), [second, 99999999, first]);
    const requests = countCarRequests(page);

    await page.goto('/favoritos');
    await expect(page.locator('main article')).toHaveCount(2);
    await expect.poll(() => stored(page)).toEqual([second, first]);
    await expect(page.getByRole('link', { name: 'Mis favoritos (2)' })).toBeVisible();
    expect(requests.count).toBe(1);
    await expect(page).toHaveURL(/\/favoritos$/);
  });

  test('a failed request for the cars says so, keeps the ids and Reintentar asks again', async ({ page }) => {
    await page.goto('/buscar');
    const [first, second] = await listedIds(page);
    await page.evaluate((ids) => localStorage.setItem('favorites', JSON.stringify(ids)), [first, second]);
    let failing = true;
    await page.route('**/favoritos?*', async (route) => {
      if (failing && route.request().headers()['x-inertia-partial-data'] === 'vehiculos') await route.fulfill({ status: 500, body: 'Error' });
      else await route.continue();
    });

    await page.goto('/favoritos');
    const alert = page.getByRole('alert').filter({ hasText: 'No hemos podido cargar tus favoritos' });
    await expect(alert).toBeVisible();
    expect(await stored(page)).toEqual([first, second]);

    failing = false;
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.locator('main article')).toHaveCount(2);
    await expect(alert).toHaveCount(0);
    expect(await stored(page)).toEqual([first, second]);
  });

  test('with no favourites the page shows its empty state without asking the server for cars', async ({ page }) => {
    const requests = countCarRequests(page);
    await page.goto('/favoritos');
    await expect(page.getByRole('heading', { name: 'Aún no tienes favoritos' })).toBeVisible();
    await expect(page.locator('main article')).toHaveCount(0);
    expect(requests.count).toBe(0);
  });
});
