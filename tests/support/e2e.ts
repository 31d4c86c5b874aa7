import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_STAFF } from '../../prisma/seed/staff.ts';

/**
 * Waits until React has hydrated the element, so its handlers are attached: right after a page
 * load the server-rendered button is there before React is, and a click then does nothing.
 */
export async function hydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
}

/**
 * The demo staff account of the browser tests' production server: its password is set with
 * SEED_DEMO_PASSWORD (playwright.config.ts), as production never keeps the published one.
 */
export const E2E_STAFF = { ...DEMO_STAFF, password: 'e2e-staff-password-2026' } as const;

/** Signs in through the login screen as the demo staff account and waits for the panel. */
export async function signInAsStaff(page: Page, credentials: { email: string; password: string } = E2E_STAFF): Promise<void> {
  await page.goto('/login');
  const button = page.getByRole('button', { name: 'Login' });
  await hydrated(button);
  await page.getByLabel('Correo electrónico').fill(credentials.email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(credentials.password);
  await button.click();
  await page.waitForURL('**/dashboard');
}
