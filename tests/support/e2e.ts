import { type Cookie, expect, type Locator, type Page } from '@playwright/test';
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

/** The cookies of each account's session, as its first sign-in in this worker left them. */
const sessions = new Map<string, Cookie[]>();

/**
 * Signs in as the demo staff account (or `credentials`) and waits for the panel. The login
 * screen is gone through once per account and worker: later journeys start from the session it
 * left, as long as the server still honours it (a journey that signed out, or changed the
 * account, makes the next one sign in again).
 */
export async function signInAsStaff(page: Page, credentials: { email: string; password: string } = E2E_STAFF): Promise<void> {
  const kept = sessions.get(credentials.email);
  if (kept) {
    await page.context().addCookies(kept);
    await page.goto('/dashboard');
    if (new URL(page.url()).pathname === '/dashboard') {
      // As after the login screen's own visit, the panel is React's before the journey clicks.
      await hydrated(page.getByRole('banner').getByRole('button').first());
      return;
    }
    await page.context().clearCookies();
  }
  await signInThroughLogin(page, credentials);
  sessions.set(credentials.email, await page.context().cookies());
}

async function signInThroughLogin(page: Page, credentials: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  const button = page.getByRole('button', { name: 'Login' });
  await hydrated(button);
  await page.getByLabel('Correo electrónico').fill(credentials.email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(credentials.password);
  await button.click();
  await page.waitForURL('**/dashboard');
}

/** Opens a page behind the password confirmation (the 'Personal' screen), confirming it when asked. */
export async function openConfirmed(page: Page, url: string, password: string = E2E_STAFF.password): Promise<void> {
  await page.goto(url);
  if (!page.url().includes('/confirm-password')) return;
  const button = page.getByRole('button', { name: 'Confirmar' });
  await hydrated(button);
  await page.getByLabel('Contraseña').fill(password);
  await button.click();
  await page.waitForURL(`**${url}`);
}

/** A form control by its name. */
export const field = (form: Locator, name: string) => form.locator(`[name="${name}"]`);

async function pickFirst(select: Locator): Promise<void> {
  const value = await select.locator('option:not([value=""])').first().getAttribute('value');
  await select.selectOption(value!);
}

/** Fills the staff car form with a valid car: the first brand, model and lookup of each list. */
export async function fillCar(page: Page, form: Locator, nombre: string): Promise<void> {
  const models = page.waitForResponse((response) => /\/listall\/modelos\/\d+$/.test(response.url()));
  await pickFirst(form.getByLabel('Marca'));
  expect((await models).ok()).toBe(true);
  await expect(form.getByLabel('Modelo')).toBeEnabled();
  await pickFirst(form.getByLabel('Modelo'));
  const values: Record<string, string> = {
    nombre, anyo: '2023', matricula: '4821 MTB', color: 'Gris Nardo', kilometros: '12000', cilindrada: '1998', potencia: '245',
    cilindros: '4', marchas: '8', emisiones: '2500', precio: '45900', puertas: '5', plazas: '5', caracteristicas: 'Techo panorámico',
  };
  for (const [name, value] of Object.entries(values)) await field(form, name).fill(value);
  for (const name of ['carroceria_id', 'combustible_id', 'cambio_id', 'garantia_id']) await pickFirst(field(form, name));
  await field(form, 'eco_id').selectOption({ label: 'Etiqueta C' });
  await field(form, 'sede_id').selectOption({ label: 'El Tablero' });
}

/** The props of the page object in the server HTML of a fresh request for `url`. */
export async function propsAt<Props>(page: Page, url: string): Promise<Props> {
  const html = await (await page.request.get(url)).text();
  const json = /<script data-page="app" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error(`No page object at ${url}`);
  return (JSON.parse(json) as { props: Props }).props;
}
