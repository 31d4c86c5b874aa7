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

/** Signs in through the login screen as the demo staff account and waits for the panel. */
export async function signInAsStaff(page: Page, credentials: { email: string; password: string } = DEMO_STAFF): Promise<void> {
  await page.goto('/login');
  const button = page.getByRole('button', { name: 'Login' });
  await hydrated(button);
  await page.getByLabel('Correo electrónico').fill(credentials.email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(credentials.password);
  await button.click();
  await page.waitForURL('**/dashboard');
}
