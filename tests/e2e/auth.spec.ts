import { expect, test, type Page } from '@playwright/test';
import { DEMO_STAFF } from '../../prisma/seed/staff.ts';
import { FAILED_LOGIN_MESSAGE, PASSWORD_RESET_MESSAGE, RESET_LINK_SENT_MESSAGE } from '../../server/contracts/auth.ts';
import { hashPassword } from '../../server/features/auth/passwords.ts';
import { clearRateLimits, sql } from '../support/e2e-db.ts';
import { E2E_STAFF, hydrated } from '../support/e2e.ts';
import { newestMailTo } from '../support/e2e-mail.ts';

const RESET_USER = { name: 'Recepción E2E', email: 'e2e-reset@gtcars.es', password: 'clave-inicial-2026' };

const passwordField = (page: Page) => page.getByRole('textbox', { name: 'Contraseña', exact: true });
const errorToast = (page: Page) => page.locator('[data-sonner-toast][data-type="error"]');
const successToast = (page: Page) => page.locator('[data-sonner-toast][data-type="success"]');

async function openLogin(page: Page) {
  await page.goto('/login');
  const button = page.getByRole('button', { name: 'Login' });
  await hydrated(button);
  return button;
}

test.beforeEach(() => clearRateLimits());

test('a wrong password gives a red toast and clears the field; the right one opens the panel; logout ends the session and Back shows nothing of it', async ({ page }) => {
  const button = await openLogin(page);
  await page.getByLabel('Correo electrónico').fill(DEMO_STAFF.email);
  await passwordField(page).fill('no-es-la-clave');
  await button.click();

  await expect(errorToast(page)).toContainText(FAILED_LOGIN_MESSAGE);
  await expect(passwordField(page)).toHaveValue('');
  await expect(page.getByLabel('Correo electrónico')).toHaveAccessibleDescription(FAILED_LOGIN_MESSAGE);
  await expect(page).toHaveURL(/\/login$/);

  await passwordField(page).fill(E2E_STAFF.password);
  await button.click();
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { name: 'Panel GTCars' })).toBeVisible();

  const userMenu = page.getByRole('button', { name: DEMO_STAFF.name });
  await hydrated(userMenu);
  await userMenu.click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  // Back to the panel's history entry: its props were kept encrypted and the logout dropped the
  // key, so the browser asks the server again, which says to sign in; nothing of the panel shows.
  await page.goBack();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Panel GTCars' })).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot password: the link arrives in the outbox, sets a new password, and the new password signs in', async ({ page }) => {
  await sql(
    `INSERT INTO users (name, email, password, email_verified_at, updated_at) VALUES ($1, $2, $3, now(), now())
     ON CONFLICT (email) DO UPDATE SET password = EXCLUDED.password`,
    [RESET_USER.name, RESET_USER.email, await hashPassword(RESET_USER.password)],
  );
  const since = Date.now() - 1000;

  await openLogin(page);
  await page.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click();
  await page.waitForURL('**/forgot-password');
  const send = page.getByRole('button', { name: 'Email Password Reset Link' });
  await hydrated(send);
  await page.getByLabel('Correo electrónico').fill(RESET_USER.email);
  await send.click();
  await expect(successToast(page)).toContainText(RESET_LINK_SENT_MESSAGE);

  let mail: string | null = null;
  await expect.poll(async () => (mail = await newestMailTo(RESET_USER.email, since)) !== null).toBe(true);
  const link = /http:\/\/localhost:\d+\/reset-password\/[A-Za-z0-9_-]+\?email=[^\s"<]+/.exec(mail ?? '')?.[0];
  expect(link).toBeDefined();

  await page.goto(link ?? '');
  const reset = page.getByRole('button', { name: 'Restablecer la contraseña' });
  await hydrated(reset);
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(RESET_USER.email);
  await page.getByLabel('Contraseña nueva').fill('clave-renovada-2026');
  await page.getByLabel('Repite la contraseña').fill('clave-renovada-2026');
  await reset.click();
  await page.waitForURL('**/login');
  await expect(page.getByRole('status').filter({ hasText: PASSWORD_RESET_MESSAGE })).toBeVisible();

  await page.getByLabel('Correo electrónico').fill(RESET_USER.email);
  await passwordField(page).fill('clave-renovada-2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
});
