import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  LEAD_EMAIL_MESSAGE,
  LEAD_ERROR_MESSAGE,
  LEAD_OPTION_MESSAGE,
  LEAD_PHONE_MESSAGE,
  LEAD_SUCCESS_MESSAGE,
} from '../../server/contracts/lead-forms.ts';
import { REQUIRED_MESSAGE } from '../../server/contracts/field-messages.ts';
import { clearRateLimits, expectConsentRecord, sql } from '../support/e2e-db.ts';
import { hydrated } from '../support/e2e.ts';

async function openCita(page: Page, query = ''): Promise<Locator> {
  await page.goto(`/cita${query}`);
  const form = page.getByRole('form', { name: 'Solicitar cita' });
  await hydrated(form.getByRole('button', { name: 'Solicitar prueba gratuita' }));
  return form;
}

async function fill(form: Locator, email: string) {
  await form.getByLabel('Nombre completo').fill('  Aday Cabrera León ');
  await form.getByLabel('Teléfono').fill('+34 628 555 666');
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByRole('radio', { name: 'Mañana' }).check();
  await form.getByRole('radio', { name: 'No' }).check();
  await form.getByRole('checkbox').check();
}

test.beforeEach(clearRateLimits);

test.describe('Solicitar cita (/cita)', () => {
  test('a lead is stored with its car and origin, then the visitor sees it sent and the personal fields clear', async ({ page }) => {
    const [car] = await sql<{ id: number }>('SELECT id FROM coches WHERE activo AND deleted_at IS NULL ORDER BY id LIMIT 1');
    const form = await openCita(page, `?vehicle_id=${car!.id}&origen=newsletter`);
    await expect(page.getByRole('heading', { name: '¿Quieres probarlo?' })).toBeVisible();
    const email = `landing-${Date.now()}@example.com`;
    await fill(form, email);

    const answer = page.waitForResponse((response) => response.url().endsWith('/api/leads') && response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Solicitar prueba gratuita' }).click();
    expect((await answer).status()).toBe(201);
    await expect(form.getByRole('status')).toHaveText(LEAD_SUCCESS_MESSAGE);
    await expect(form.getByLabel('Nombre completo')).toHaveValue('');
    await expect(form.getByRole('radio', { name: 'Mañana' })).not.toBeChecked();

    const [lead] = await sql<{ source: string; nombre: string; coche_id: number; payload: Record<string, unknown> }>(
      'SELECT source, nombre, coche_id, payload FROM leads WHERE email = $1',
      [email],
    );
    expect(lead).toMatchObject({
      source: 'landing',
      nombre: 'Aday Cabrera León',
      coche_id: car!.id,
      payload: { origen: 'newsletter', horario_preferencia: 'Mañana', desea_financiar: 'No', vehicle_id: car!.id },
    });
    expect(lead!.payload.page_url).toContain(`/cita?vehicle_id=${car!.id}`);
    await expectConsentRecord(email);

    // The origin is kept for the next lead from the same page.
    const second = `landing-2-${Date.now()}@example.com`;
    await fill(form, second);
    await form.getByRole('button', { name: 'Solicitar prueba gratuita' }).click();
    await expect(form.getByRole('status')).toHaveText(LEAD_SUCCESS_MESSAGE);
    await expect.poll(async () => (await sql<{ origen: string }>("SELECT payload->>'origen' AS origen FROM leads WHERE email = $1", [second]))[0]?.origen).toBe('newsletter');
  });

  test('a server failure shows the error text, never success, and keeps what was typed', async ({ page }) => {
    const form = await openCita(page);
    await fill(form, 'falla@example.com');
    await page.route('**/api/leads', (route) => route.fulfill({ status: 500, json: { message: 'Error interno' } }));
    await form.getByRole('button', { name: 'Solicitar prueba gratuita' }).click();
    await expect(form.getByRole('alert')).toHaveText(LEAD_ERROR_MESSAGE);
    await expect(form.getByRole('status')).toHaveCount(0);
    await expect(form.getByLabel('Nombre completo')).toHaveValue('  Aday Cabrera León ');
  });

  test('an empty send shows the §5 messages under the fields and posts nothing', async ({ page }) => {
    const form = await openCita(page);
    let posted = false;
    await page.route('**/api/leads', (route) => {
      posted = true;
      return route.continue();
    });
    await form.getByLabel('Nombre completo').fill('   ');
    await form.getByRole('button', { name: 'Solicitar prueba gratuita' }).click();
    await expect(form.getByLabel('Nombre completo')).toHaveAccessibleDescription(REQUIRED_MESSAGE);
    await expect(form.getByLabel('Nombre completo')).toBeFocused();
    await expect(form.getByLabel('Teléfono')).toHaveAccessibleDescription(LEAD_PHONE_MESSAGE);
    await expect(form.getByLabel('Correo electrónico')).toHaveAccessibleDescription(LEAD_EMAIL_MESSAGE);
    await expect(form.getByText(LEAD_OPTION_MESSAGE)).toHaveCount(2);
    await expect(form.getByRole('radio', { name: 'Tarde' })).toHaveAccessibleDescription(LEAD_OPTION_MESSAGE);
    await expect(form.getByRole('radio', { name: 'Sí' })).toHaveAccessibleDescription(LEAD_OPTION_MESSAGE);
    expect(posted).toBe(false);
  });
});

test.describe('Landing /landing/clasea', () => {
  const dialog = (page: Page) => page.getByRole('dialog', { name: '¿Quieres probarlo?' });

  test('the form opens when the page end scrolls into view and closes on Escape', async ({ page }) => {
    await page.goto('/landing/clasea');
    await hydrated(page.getByRole('button', { name: 'Quiero mi oferta' }));
    await expect(page.getByText('Desde 195€/mes').first()).toBeVisible();
    await expect(dialog(page)).toBeHidden();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 10_000);
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
  });

  test('#formulario opens it, the close button closes it and the open action reopens it with the hash', async ({ page }) => {
    await page.goto('/landing/clasea#formulario');
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Cerrar ventana' }).click();
    await expect(dialog(page)).toBeHidden();
    expect(new URL(page.url()).hash).toBe('');

    await page.getByRole('button', { name: 'Quiero mi oferta' }).click();
    await expect(dialog(page)).toBeVisible();
    expect(new URL(page.url()).hash).toBe('#formulario');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
  });

  test('a lead sent from the modal is stored as clasea', async ({ page }) => {
    await page.goto('/landing/clasea#formulario');
    const form = dialog(page).getByRole('form', { name: 'Solicitar oferta' });
    await hydrated(form.getByRole('button', { name: 'Solicitar prueba gratuita' }));
    const email = `clasea-${Date.now()}@example.com`;
    await fill(form, email);
    await form.getByRole('button', { name: 'Solicitar prueba gratuita' }).click();
    await expect(form.getByRole('status')).toHaveText(LEAD_SUCCESS_MESSAGE);
    const [lead] = await sql<{ source: string; payload: Record<string, unknown> }>('SELECT source, payload FROM leads WHERE email = $1', [email]);
    expect(lead).toMatchObject({ source: 'clasea', payload: { origen: 'clasea' } });
    await expectConsentRecord(email);
  });
});
