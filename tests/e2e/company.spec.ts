import { expect, test } from '@playwright/test';
import { DEMO_EMPRESA } from '../../prisma/seed/empresa.ts';
import { EMPRESA_MESSAGES } from '../../server/contracts/company-form.ts';
import { sql } from '../support/e2e-db.ts';
import { hydrated, signInAsStaff } from '../support/e2e.ts';

/**
 * 'Datos de la empresa' as staff use it: from the menu, a wrong CIF is refused with its message,
 * then a new phone for the Tenerife branch is saved and the public contact page shows it.
 */

test.afterEach(async () => {
  await sql('UPDATE empresa SET cif = $1, telefono_tenerife = $2 WHERE id = 1', [DEMO_EMPRESA.cif, DEMO_EMPRESA.telefono_tenerife]);
});

test('staff correct a branch phone and the contact page shows it', async ({ page }) => {
  await signInAsStaff(page);
  await page.getByRole('link', { name: 'Datos de la empresa' }).first().click();
  await expect(page.getByRole('heading', { name: 'Datos de la empresa', level: 1 })).toBeVisible();
  await hydrated(page.getByRole('button', { name: 'Guardar' }));
  await expect(page.getByLabel('Razón social')).toHaveValue(DEMO_EMPRESA.razon_social!);

  await page.getByLabel('CIF').fill('B76543215');
  await page.getByLabel('Teléfono de Santa Cruz de Tenerife').fill('+34 922 111 222');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(EMPRESA_MESSAGES.cif)).toBeVisible();
  await expect(page.getByLabel('CIF')).toBeFocused();

  await page.getByLabel('CIF').fill('b-76543214');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(EMPRESA_MESSAGES.saved)).toBeVisible();
  await expect(page.getByLabel('CIF')).toHaveValue('B76543214');
  await expect(page.getByLabel('Teléfono de Santa Cruz de Tenerife')).toHaveValue('922 111 222');

  await page.goto('/contacto');
  const tenerife = page.getByRole('article', { name: 'Santa Cruz de Tenerife' });
  await expect(tenerife.getByRole('link', { name: /922 111 222/ })).toHaveAttribute('href', 'tel:+34922111222');
});
