import { expect, test } from '@playwright/test';
import { FINANCE_MESSAGES } from '../../server/contracts/finance-form.ts';
import { sql } from '../support/e2e-db.ts';
import { hydrated, signInAsStaff } from '../support/e2e.ts';

/**
 * 'Financiación' as staff use it: the preview of the representative example follows the terms
 * as they are typed, inconsistent terms are refused under their field, and a save stores them.
 */

// Back to the defaults in one transaction: the axe suite, running beside, never finds no terms.
test.afterEach(() => sql('DELETE FROM financiacion; INSERT INTO financiacion (id) VALUES (1)'));

test('staff change the finance terms, watching the representative example, and save them', async ({ page }) => {
  await signInAsStaff(page);
  await page.getByRole('link', { name: 'Financiación' }).first().click();
  await expect(page.getByRole('heading', { name: 'Financiación', level: 1 })).toBeVisible();
  await hydrated(page.getByRole('button', { name: 'Guardar' }));
  const example = page.getByRole('complementary', { name: 'Ejemplo representativo' });
  // The defaults: 20.000 €, 20 % down, 72 months at 8,99 % with a 3 % commission.
  await expect(example).toContainText('288,33 €');
  await expect(example).toContainText('10,58 %');

  await page.getByLabel('TIN (%)').fill('0');
  await page.getByLabel('Comisión de apertura (%)').fill('0');
  await page.getByLabel('Comisión mínima (€)').fill('0');
  // 16.000 € over 72 months without interest or commission: 222,23 € a month (rounded up so the
  // payments repay it all), TAE 0 %.
  await expect(example).toContainText('222,23 €');
  await expect(example).toContainText('0,00 %');

  await page.getByLabel('Plazo máximo (meses)').fill('60');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(FINANCE_MESSAGES.defaultTerm)).toBeVisible();
  await expect(page.getByLabel('Plazo por defecto (meses)')).toBeFocused();
  await expect(example).toContainText('Corrige los campos marcados');

  await page.getByLabel('Plazo por defecto (meses)').fill('48');
  await page.getByLabel('Entidad', { exact: true }).fill('Banco Atlántico de Consumo, S.A.');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(FINANCE_MESSAGES.saved)).toBeVisible();
  expect(await sql('SELECT tin::float AS tin, plazo_maximo, plazo_defecto, entidad FROM financiacion')).toEqual([
    { tin: 0, plazo_maximo: 60, plazo_defecto: 48, entidad: 'Banco Atlántico de Consumo, S.A.' },
  ]);
  await expect(example).toContainText('333,34 €');
  await expect(example).toContainText('Banco Atlántico de Consumo, S.A.');
});
