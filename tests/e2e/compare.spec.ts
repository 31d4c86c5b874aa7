import { expect, test, type Page } from '@playwright/test';
import { hydrated } from '../support/e2e.ts';

/**
 * Comparing cars as a buyer does it: three picked from the search's cards, the comparison side
 * by side, its address shared and opened in another browser, and on a phone the rows' labels
 * staying in view while the cars scroll sideways.
 */

/** Picks the first `count` available cars of /buscar with their 'Comparar' buttons; their ids in order. */
async function pickFromSearch(page: Page, count: number): Promise<number[]> {
  await page.goto('/buscar');
  const buttons = page.getByRole('button', { name: /^Comparar / });
  await hydrated(buttons.first());
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const button = buttons.nth(i);
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    ids.push(...(await page.evaluate(() => JSON.parse(localStorage.getItem('compare') ?? '[]') as number[])).slice(-1));
  }
  return ids;
}

test('three cars compared from the search, the comparison shared and opened elsewhere', async ({ page, browser }) => {
  const ids = await pickFromSearch(page, 3);
  expect(new Set(ids).size).toBe(3);
  const tray = page.getByRole('complementary', { name: 'Comparación' });
  await expect(tray.getByRole('status')).toHaveText('3 coches elegidos para comparar.');

  // A fourth is refused, and the tray says why.
  const fourth = page.getByRole('button', { name: /^Comparar / }).nth(3);
  await fourth.click();
  await expect(fourth).toHaveAttribute('aria-pressed', 'false');
  await expect(tray.getByRole('status')).toHaveText('Máximo 3 coches: quita uno para añadir otro.');
  await expect(page.getByRole('button', { name: /^Comparar / }).nth(0)).toHaveAttribute('aria-pressed', 'true');

  await tray.getByRole('link', { name: 'Comparar (3)' }).click();
  await expect(page).toHaveURL(new RegExp(`/comparar\\?ids=${ids.join(',')}$`));
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  await expect(table.getByRole('rowheader', { name: 'Kilómetros' })).toBeVisible();
  // The three cars differ at least in their kilometres: that row is marked.
  await expect(table.getByRole('rowheader', { name: 'Kilómetros (cambia)' })).toBeVisible();
  await page.getByLabel('Solo las diferencias').check();
  const differing = await table.getByRole('rowheader').allTextContents();
  expect(differing.length).toBeGreaterThan(0);
  for (const label of differing) expect(label).toMatch(/\(cambia\)$/);

  await page.getByRole('button', { name: 'Compartir la comparación' }).click();
  const shared = await page.getByLabel('Enlace de la comparación').inputValue();
  expect(shared).toBe(page.url());

  // Someone else opens the link: the same cars, which become their pick.
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await elsewhere.goto(shared);
  const otherTable = elsewhere.getByRole('table');
  await expect(otherTable.getByRole('columnheader')).toHaveCount(3);
  expect(await otherTable.getByRole('columnheader').allTextContents()).toEqual(await table.getByRole('columnheader').allTextContents());
  await expect.poll(() => elsewhere.evaluate(() => localStorage.getItem('compare'))).toBe(JSON.stringify(ids));
  await other.close();

  // Dropping a car leaves the other two, in the address and the pick.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Quitar .+ de la comparación$/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`/comparar\\?ids=${ids.slice(1).join(',')}$`));
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('compare'))).toBe(JSON.stringify(ids.slice(1)));
  await expect(page.getByRole('heading', { level: 1, name: 'Comparar coches' })).toBeFocused();

  // Dropping the last two empties the pick for good: the page says so and stays empty.
  await page.getByRole('button', { name: /^Quitar .+ de la comparación$/ }).first().click();
  await expect(table.getByRole('columnheader')).toHaveCount(1);
  await page.getByRole('button', { name: /^Quitar .+ de la comparación$/ }).first().click();
  await expect(page.getByRole('heading', { name: 'Aún no has elegido coches' })).toBeVisible();
  await expect(page).toHaveURL(/\/comparar$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('compare'))).toBe('[]');
});

test('/comparar without an address opens the browser’s pick, forgetting the cars no longer published', async ({ page }) => {
  const ids = await pickFromSearch(page, 2);
  await page.evaluate((kept) => localStorage.setItem('compare', JSON.stringify([kept[0], 999999, kept[1]])), ids);
  await page.goto('/comparar');
  await expect(page).toHaveURL(new RegExp(`/comparar\\?ids=${ids.join(',')}$`));
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(2);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('compare'))).toBe(JSON.stringify(ids));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the cars scroll sideways while the rows’ labels stay in view', async ({ page }) => {
    const ids = await pickFromSearch(page, 3);
    await page.goto(`/comparar?ids=${ids.join(',')}`);
    const label = page.getByRole('rowheader', { name: /^Año/ });
    const before = (await label.boundingBox())!;
    const scroller = page.locator('div:has(> table)');
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await scroller.evaluate((element) => element.scrollBy({ left: 300 }));
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect((await label.boundingBox())!.x).toBe(before.x);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
