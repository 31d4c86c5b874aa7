import { expect, test, type Page } from '@playwright/test';
import { CONTACT_MESSAGES } from '../../server/contracts/contacts.ts';
import { formatNumber } from '../../server/contracts/format.ts';
import { routes } from '../../server/contracts/routes.ts';
import { sql } from '../support/e2e-db.ts';
import { hydrated, signInAsStaff } from '../support/e2e.ts';

type Definition = { method: string; path: string; access?: string };
const staffPages = (Object.values(routes) as Definition[]).filter((d) => d.access === 'staff' && d.method === 'get');

test.describe('anonymous visitors', () => {
  for (const definition of staffPages) {
    test(`${definition.path} sends to the login`, async ({ page }) => {
      await page.goto(definition.path.replace(/:\w+/g, '1'));
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    });
  }
});

/** The six numbers as the database has them: public cars per state, leads by Canary Islands day, week, month. */
async function expectedTiles() {
  const [stock] = await sql<{ venta: number; reservados: number; vendidos: number }>(
    `SELECT count(*) FILTER (WHERE estado_id = 1)::int AS venta, count(*) FILTER (WHERE estado_id = 2)::int AS reservados,
            count(*) FILTER (WHERE estado_id = 3)::int AS vendidos
     FROM coches WHERE activo AND deleted_at IS NULL`,
  );
  const [leads] = await sql<{ hoy: number; semana: number; mes: number }>(
    `WITH local AS (SELECT now() AT TIME ZONE 'Atlantic/Canary' AS at)
     SELECT count(*) FILTER (WHERE l.created_at >= date_trunc('day', at) AT TIME ZONE 'Atlantic/Canary')::int AS hoy,
            count(*) FILTER (WHERE l.created_at >= date_trunc('week', at) AT TIME ZONE 'Atlantic/Canary')::int AS semana,
            count(*) FILTER (WHERE l.created_at >= date_trunc('month', at) AT TIME ZONE 'Atlantic/Canary')::int AS mes
     FROM leads l, local`,
  );
  return {
    'Vehículos en venta': stock!.venta,
    'Vehículos reservados': stock!.reservados,
    'Vehículos vendidos': stock!.vendidos,
    'Contactos hoy': leads!.hoy,
    'Contactos esta semana': leads!.semana,
    'Contactos este mes': leads!.mes,
  };
}

const tileValue = (page: Page, label: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: label, exact: true }) }).locator('p').first();

test.describe('signed-in staff', () => {
  test.beforeEach(async ({ page }) => signInAsStaff(page));

  test('the panel shows the six tiles with the database’s numbers', async ({ page }) => {
    // An enquiry of a moment ago (already mailed), so every contact counter has one to count.
    await sql(
      `INSERT INTO leads (source, nombre, telefono, email, consent_at, consent_version, mailed_at, mail_next_at)
       VALUES ('cita', 'Panel', '600000000', 'panel@example.es', now(), 'e2e', now(), NULL)`,
    );
    await page.reload();
    await expect(page).toHaveTitle('Panel - GTCars');
    await expect(page.getByRole('heading', { level: 1, name: 'Panel GTCars' })).toBeVisible();
    const expected = await expectedTiles();
    expect(expected['Vehículos en venta']).toBeGreaterThan(0);
    expect(expected['Contactos hoy']).toBeGreaterThan(0);
    for (const [label, value] of Object.entries(expected)) await expect(tileValue(page, label)).toHaveText(formatNumber(value));
  });

  test('adds, edits and deletes a contact, with the confirm and the toasts', async ({ page }) => {
    const name = `Aarón Prueba ${Date.now()}`;
    await page.getByRole('navigation', { name: 'Menú del panel' }).getByRole('link', { name: 'Contactos' }).click();
    await expect(page).toHaveURL(/\/dashboard\/contacts$/);
    await expect(page).toHaveTitle('Contactos - GTCars');

    const add = page.getByRole('button', { name: 'Add Contact' });
    await hydrated(add);
    await add.click();
    const form = page.getByRole('dialog', { name: 'Add Contact' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Este campo es obligatorio.')).toHaveCount(2);
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Phone').fill('+34 628 111 222');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: CONTACT_MESSAGES.created })).toBeVisible();
    await expect(form).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: `Prueba ${name.split(' ').at(-1)}` });
    await expect(row.getByRole('cell').nth(1)).toHaveText('Aarón');

    await row.getByRole('button', { name: `Editar ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Contact' });
    await expect(edit.getByLabel('Phone')).toHaveValue('+34 628 111 222');
    await edit.getByLabel('Name').fill(`Abel ${name}`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: CONTACT_MESSAGES.updated })).toBeVisible();
    const edited = page.getByRole('row').filter({ hasText: `Aarón Prueba ${name.split(' ').at(-1)}` });
    await expect(edited.getByRole('cell').nth(1)).toHaveText('Abel');

    await edited.getByRole('button', { name: `Eliminar Abel ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Warning!' });
    await expect(confirm).toContainText(`Are you sure went to delete Abel ${name}?`);
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(confirm).toBeHidden();
    await expect(edited).toBeVisible();

    await edited.getByRole('button', { name: `Eliminar Abel ${name}` }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: CONTACT_MESSAGES.deleted })).toBeVisible();
    await expect(edited).toHaveCount(0);
    expect(await sql('SELECT id FROM contacts WHERE name LIKE $1', [`%${name}`])).toEqual([]);
  });

  test('on a phone the menu is a drawer: Escape closes it and focus returns to its button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const toggle = page.getByRole('button', { name: 'Abrir menú' });
    await hydrated(toggle);
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Menú del panel' });
    await expect(drawer.getByRole('link', { name: 'Contactos' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await drawer.getByRole('link', { name: 'Contactos' }).click();
    await expect(page).toHaveURL(/\/dashboard\/contacts$/);
    await expect(drawer).toBeHidden();
  });

  test('Log Out in the user menu ends the session', async ({ page }) => {
    await page.getByRole('button', { name: /Administración GTCars/ }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});
