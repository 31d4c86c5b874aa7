import { expect, test } from '@playwright/test';
import { lookupMessages } from '../../server/contracts/lookups.ts';
import { sql } from '../support/e2e-db.ts';
import { hydrated, signInAsStaff } from '../support/e2e.ts';

/**
 * The lookup lists as staff use them: from the menu to Carrocerías, a body type added, renamed
 * and deleted; one that cars use, and the fixed fuels, offer no delete at all.
 */

const run = Date.now().toString(36);
const messages = lookupMessages('carrocerias');

test('add, rename and delete a body type; rows in use and fixed fuels cannot be deleted', async ({ page }) => {
  const nombre = `Pick-up ${run}`;
  await signInAsStaff(page);
  await page.getByRole('link', { name: 'Listas' }).first().click();
  await expect(page.getByRole('heading', { name: 'Carrocerías', level: 1 })).toBeVisible();
  await hydrated(page.getByRole('button', { name: 'Agregar carrocería' }));

  await expect(page.getByRole('cell', { name: /^Berlina/ })).toContainText('En uso por');
  await expect(page.getByRole('button', { name: 'Eliminar Berlina' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Agregar carrocería' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar Carrocería' });
  await dialog.getByRole('button', { name: 'Agregar' }).click();
  await expect(dialog.getByText('Este campo es obligatorio.')).toBeVisible();
  await dialog.getByLabel('Nombre').fill(nombre);
  await dialog.getByRole('button', { name: 'Agregar' }).click();
  await expect(page.getByText(messages.created)).toBeVisible();
  await page.getByPlaceholder('Buscar Carrocerías').fill(run);
  await expect(page).toHaveURL(new RegExp(`buscar=${run}`));
  await expect(page.getByRole('cell', { name: nombre, exact: true })).toBeVisible();

  await page.getByRole('link', { name: `Editar ${nombre}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Editar Carrocería' })).toBeVisible();
  await page.getByLabel('Nombre').fill(`${nombre} doble cabina`);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/dashboard\/listas\/carrocerias$/);
  await expect(page.getByText(messages.updated)).toBeVisible();
  expect(await sql('SELECT nombre FROM carrocerias WHERE nombre LIKE $1', [`%${run}%`])).toEqual([{ nombre: `${nombre} doble cabina` }]);

  await page.getByPlaceholder('Buscar Carrocerías').fill(run);
  await expect(page).toHaveURL(new RegExp(`buscar=${run}`));
  await page.getByRole('button', { name: `Eliminar ${nombre} doble cabina` }).click();
  await page.getByRole('dialog', { name: 'Eliminar carrocería' }).getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText(messages.deleted)).toBeVisible();
  await expect(page.getByPlaceholder('Buscar Carrocerías')).toBeFocused();
  expect(await sql('SELECT nombre FROM carrocerias WHERE nombre LIKE $1', [`%${run}%`])).toEqual([]);

  await page.getByRole('link', { name: 'Combustibles' }).click();
  await expect(page.getByRole('heading', { name: 'Combustibles', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: /^Eléctrico/ })).toContainText('Fija');
  await expect(page.getByRole('button', { name: /^Eliminar / })).toHaveCount(0);
});

test('a delete on the second page of a search leaves the list on that page', async ({ page }) => {
  const prefix = `Serie ${run}`;
  const names = Array.from({ length: 12 }, (_, i) => `${prefix} ${String(i + 1).padStart(2, '0')}`);
  await sql('INSERT INTO carrocerias (nombre) SELECT unnest($1::text[])', [names]);
  try {
    await signInAsStaff(page);
    await page.goto(`/dashboard/listas/carrocerias?buscar=${encodeURIComponent(prefix)}&page=2`);
    await hydrated(page.getByRole('button', { name: 'Agregar carrocería' }));
    await expect(page.getByRole('cell', { name: names[10], exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Eliminar ${names[10]}`, exact: true }).click();
    await page.getByRole('dialog', { name: 'Eliminar carrocería' }).getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText(messages.deleted)).toBeVisible();
    await expect(page.getByRole('cell', { name: names[11], exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: names[0], exact: true })).toHaveCount(0);
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  } finally {
    await sql('DELETE FROM carrocerias WHERE nombre LIKE $1', [`${prefix}%`]);
  }
});
