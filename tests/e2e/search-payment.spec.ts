import { expect, test } from '@playwright/test';
import { sql } from '../support/e2e-db.ts';
import { hydrated } from '../support/e2e.ts';

/**
 * The payment filter as a buyer on a phone uses it: in the filter sheet, 'Cuota máxima' keeps
 * the cars whose "desde X €/mes" is within it, as many as PostgreSQL finds with its own arithmetic.
 */

/** Unsold public cars whose payment with the terms in force is at most `max` euros, worked out in SQL. */
async function carsWithin(max: number): Promise<number> {
  const [row] = await sql<{ n: number }>(
    `SELECT count(*)::int AS n
     FROM coches c, financiacion f
     WHERE c.activo AND c.deleted_at IS NULL AND c.estado_id IN (1, 2) AND c.precio_efectivo >= f.importe_minimo
       AND round((c.precio_efectivo - LEAST(c.precio_efectivo - f.importe_minimo, round(c.precio_efectivo * f.entrada_defecto / 100))) * 100
         * (f.tin / 1200) / (1 - power(1 + f.tin / 1200, -f.plazo_defecto)), 0) / 100 <= $1`,
    [max],
  );
  return row!.n;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the payment filter keeps the cars within the chosen monthly payment', async ({ page }) => {
    const expected = await carsWithin(400);
    expect(expected).toBeGreaterThan(0);
    await page.goto('/buscar');
    const trigger = page.getByRole('button', { name: /^Filtros/ });
    await hydrated(trigger);
    await trigger.click();
    const sheet = page.getByRole('dialog', { name: 'Filtros' });
    await sheet.getByRole('button', { name: 'Mostrar más filtros' }).click();
    await sheet.getByLabel('Cuota máxima').selectOption({ label: 'Hasta 400 €/mes' });
    await expect(page).toHaveURL(/cuota_max=400/);
    const show = sheet.getByRole('button', { name: /^Ver \d+ vehículos?$/ });
    await expect(show).toHaveText(`Ver ${expected} ${expected === 1 ? 'vehículo' : 'vehículos'}`);
    await show.click();
    await expect(sheet).toBeHidden();

    await expect(page.getByRole('button', { name: 'Quitar filtro: Hasta 400 €/mes' })).toBeVisible();
    const payments = await page
      .getByRole('list', { name: 'Resultados' })
      .locator('article')
      .evaluateAll((cards) => cards.map((card) => /desde ([\d.]+,\d{2})/.exec(card.textContent ?? '')?.[1] ?? ''));
    expect(payments.length).toBe(Math.min(expected, 12));
    for (const text of payments) expect(Number(text.replace(/\./g, '').replace(',', '.'))).toBeLessThanOrEqual(400);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    // The asterisk leads to the representative example under the results.
    await page.getByRole('link', { name: 'Ver las condiciones de la financiación' }).first().click();
    await expect(page.locator('#nota-financiacion')).toBeInViewport();
    await expect(page.locator('#nota-financiacion')).toContainText('Ejemplo representativo');
  });
});
