import { expect, test } from '@playwright/test';
import { hydrated } from '../support/e2e.ts';

test.describe('server rendering and client navigation', () => {
  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });

    test('the home page content is in the server HTML', async ({ page }) => {
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(/ - GTCars$/);
      await expect(page.locator('#app[data-server-rendered="true"]')).toBeAttached();
      await expect(page.getByRole('heading', { name: 'Últimas entradas' })).toBeVisible();
      await expect(page.locator('a[href^="/vehiculo/"]').first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('Tarahales');
      const description = page.locator('meta[name="description"]');
      await expect(description).toHaveAttribute('content', /Canarias|Gran Canaria/);
    });
  });

  test('the home page hydrates and a click to /buscar navigates without a full page load', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto('/');
    const heart = page.getByRole('button', { name: /Añadir .* a favoritos/ }).first();
    await hydrated(heart);
    await heart.click();
    await expect(page.getByRole('button', { name: /Quitar .* de favoritos/ }).first()).toHaveAttribute('aria-pressed', 'true');
    const favorites = await page.evaluate(() => JSON.parse(localStorage.getItem('favorites') ?? '[]') as number[]);
    expect(favorites).toHaveLength(1);

    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const visit = page.waitForRequest((request) => request.url().endsWith('/buscar') && request.headers()['x-inertia'] === 'true');
    await page.getByRole('link', { name: 'Ver Todos' }).click();
    await visit;
    await expect(page).toHaveURL(/\/buscar$/);
    await expect(page.getByRole('heading', { name: 'Buscar Vehículos' })).toBeVisible();
    await expect(page).toHaveTitle('Buscar - GTCars');
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('an unknown address shows the Spanish 404 page', async ({ page }) => {
    const response = await page.goto('/no-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  });
});
