import { expect, test, type Page } from '@playwright/test';
import { clearRateLimits } from '../support/e2e-db.ts';
import { hydrated, openConfirmed, signInAsStaff } from '../support/e2e.ts';
import { newestMailTo } from '../support/e2e-mail.ts';

/**
 * Staff roles, as people meet them: an administrator invites a colleague in 'ventas' from the
 * 'Personal' screen; the colleague chooses a password from the invitation's .eml and signs in;
 * the settings are not in their menu and refuse them with the 403 page, and no car offers them
 * 'Eliminar'. The administrator then deactivates the account, which signs them out at once.
 */

test.beforeEach(() => clearRateLimits());

/** Opens the 'Personal' screen, confirming the password when asked. */
async function openPersonal(page: Page) {
  await openConfirmed(page, '/dashboard/personal');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal' })).toBeVisible();
}

test("a 'ventas' colleague is invited, cannot open the settings or delete a car, and is signed out when deactivated", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const email = `ventas-${Date.now()}@gtcars.es`;
  const name = `Vendedora ${Date.now()}`;
  const password = 'vendedora-clave-2026';

  // The administrator invites the colleague.
  await signInAsStaff(page);
  await openPersonal(page);
  const since = Date.now() - 1000;
  const invite = page.getByRole('button', { name: 'Invitar a un compañero' });
  await hydrated(invite);
  await invite.click();
  const dialog = page.getByRole('dialog', { name: 'Invitar a un compañero' });
  await dialog.getByLabel('Nombre').fill(name);
  await dialog.getByLabel('Correo electrónico').fill(email);
  await expect(dialog.getByLabel('Rol')).toHaveValue('ventas');
  await dialog.getByRole('button', { name: 'Enviar invitación', exact: true }).click();
  await expect(page.getByText(`Invitación enviada a ${email}`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Invitación pendiente')).toBeVisible();

  // The colleague opens the invitation and chooses a password.
  let mail: string | null = null;
  await expect.poll(async () => (mail = await newestMailTo(email, since)), { timeout: 20_000 }).not.toBeNull();
  const link = /https?:\/\/\S+\/reset-password\/[\w-]+\?email=\S+/.exec(mail ?? '')?.[0];
  expect(link).toBeDefined();
  const colleague = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
  await colleague.goto(new URL(link!).pathname + new URL(link!).search);
  const save = colleague.getByRole('button', { name: /contraseña/i });
  await hydrated(save);
  await colleague.getByLabel('Contraseña nueva').fill(password);
  await colleague.getByLabel('Repite la contraseña').fill(password);
  await save.click();
  await colleague.waitForURL('**/login');
  await signInAsStaff(colleague, { email, password });

  // The settings are not theirs: not in the menu, and the 403 page when opened by address.
  await colleague.getByRole('button', { name: 'Abrir menú' }).click();
  const menu = colleague.getByRole('navigation', { name: 'Menú del panel' }).last();
  await expect(menu.getByRole('link', { name: 'Vehículos' })).toBeVisible();
  for (const entry of ['Datos de la empresa', 'Financiación', 'Personal', 'Banners', 'Listas']) await expect(menu.getByRole('link', { name: entry })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Vehículos' }).click();
  await colleague.waitForURL('**/dashboard/vehiculos');
  await expect(colleague.getByRole('link', { name: /^Editar: / }).first()).toBeVisible();
  await expect(colleague.getByRole('button', { name: /^Eliminar: / })).toHaveCount(0);
  for (const url of ['/dashboard/financiacion', '/dashboard/empresa']) {
    const response = await colleague.goto(url);
    expect(response?.status()).toBe(403);
    await expect(colleague.getByRole('heading', { level: 1, name: 'Acceso denegado' })).toBeVisible();
  }
  await colleague.getByRole('link', { name: 'Volver al panel' }).click();
  await colleague.waitForURL('**/dashboard');

  // The administrator sees the account active, then deactivates it.
  await openPersonal(page);
  await expect(row.getByText('Activa', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Desactivar la cuenta de ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Desactivar la cuenta de ${name}` });
  await confirm.getByRole('button', { name: 'Desactivar' }).click();
  await expect(page.getByText(`Cuenta de ${name} desactivada`)).toBeVisible();
  await expect(row.getByText('Desactivada')).toBeVisible();

  // The colleague's next click finds the session gone: back to the login, and no way back in.
  await colleague.getByRole('button', { name: 'Abrir menú' }).click();
  await colleague.getByRole('navigation', { name: 'Menú del panel' }).last().getByRole('link', { name: 'Solicitudes' }).click();
  await colleague.waitForURL('**/login');
  await colleague.getByLabel('Correo electrónico').fill(email);
  await colleague.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
  await colleague.getByRole('button', { name: 'Login' }).click();
  await expect(colleague.getByText('Estas credenciales no coinciden con nuestros registros.').first()).toBeVisible();
  expect(colleague.url()).toContain('/login');
});
