import { expect, test, type Locator, type Page } from '@playwright/test';
import { LEAD_SUCCESS_MESSAGE, LEGAL_TEXT_VERSION } from '../../server/contracts/lead-forms.ts';
import { LEAD_INBOX_MESSAGES } from '../../server/contracts/lead-inbox.ts';
import { clearRateLimits, sql } from '../support/e2e-db.ts';
import { hydrated, signInAsStaff } from '../support/e2e.ts';

test.beforeEach(clearRateLimits);

/** A visitor asks for a test drive of a car on /cita; resolves once the server stored it. */
async function sendCitaLead(page: Page, lead: { nombre: string; email: string; carId: number }) {
  await page.goto(`/cita?vehicle_id=${lead.carId}&origen=e2e`);
  const form = page.getByRole('form', { name: 'Solicitar cita' });
  await hydrated(form.getByRole('button', { name: 'Solicitar prueba gratuita' }));
  await form.getByLabel('Nombre completo').fill(lead.nombre);
  await form.getByLabel('Teléfono').fill('+34 628 555 777');
  await form.getByLabel('Correo electrónico').fill(lead.email);
  await form.getByRole('radio', { name: 'Tarde' }).check();
  await form.getByRole('radio', { name: 'Sí' }).check();
  await form.getByRole('checkbox').check();
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/leads') && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Solicitar prueba gratuita' }).click();
  expect((await answer).status()).toBe(201);
  await expect(form.getByRole('status')).toHaveText(LEAD_SUCCESS_MESSAGE);
}

const firstRow = (page: Page): Locator => page.getByRole('table', { name: 'Solicitudes recibidas' }).locator('tbody tr').first();

test('staff find a visitor’s enquiry at the top of Solicitudes, filter it, open it and send a failed mail again', async ({ page }) => {
  const [car] = await sql<{ id: number; nombre: string }>('SELECT id, nombre FROM coches WHERE activo AND deleted_at IS NULL ORDER BY id LIMIT 1');
  const nombre = `Tesela Ojeda ${Date.now().toString(36)}`;
  const email = `solicitud-${Date.now()}@example.com`;
  await sendCitaLead(page, { nombre, email, carId: car!.id });

  await signInAsStaff(page);
  await page.getByRole('navigation', { name: 'Menú del panel' }).getByRole('link', { name: 'Solicitudes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes' })).toBeVisible();
  await expect(page).toHaveTitle('Solicitudes - GTCars');
  await expect(firstRow(page)).toContainText(nombre);
  await expect(firstRow(page)).toContainText('Landing cita');
  await expect(firstRow(page).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(firstRow(page).getByRole('link', { name: '+34 628 555 777' })).toHaveAttribute('href', 'tel:+34628555777');
  await expect(firstRow(page).locator(`a[href="/dashboard/coches/edit/${car!.id}"]`)).toContainText(car!.nombre);

  // Another origin hides it; its own brings it back, and the URL keeps the filter.
  const origen = page.getByLabel('Origen');
  await hydrated(origen);
  await origen.selectOption({ label: 'Cita' });
  await expect(page).toHaveURL(/origen=cita/);
  await expect(page.getByRole('link', { name: nombre })).toHaveCount(0);
  await origen.selectOption({ label: 'Landing cita' });
  await expect(page).toHaveURL(/origen=landing/);
  await expect(firstRow(page)).toContainText(nombre);

  await firstRow(page).getByRole('link', { name: nombre }).click();
  await expect(page.getByRole('heading', { level: 1, name: nombre })).toBeVisible();
  const datos = page.getByRole('region', { name: 'Datos del formulario' });
  await expect(datos).toContainText('Horario preferido');
  await expect(datos).toContainText('Tarde');
  await expect(datos).toContainText('Desea financiar');
  await expect(datos).toContainText('e2e');
  const consent = page.getByRole('region', { name: 'Consentimiento' });
  await expect(consent).toContainText('Versión del texto legal');
  await expect(consent).toContainText(LEGAL_TEXT_VERSION);
  await expect(consent).toContainText('Chrome');
  await expect(page.getByRole('region', { name: 'Vehículo' }).getByRole('link', { name: /Ver en la web/ })).toHaveAttribute('href', /^\/vehiculo\//);

  // The mail server refused it until the retries gave up (set once its first mail is out, which
  // would otherwise overwrite this).
  await expect.poll(async () => (await sql<{ mailed: boolean }>('SELECT mailed_at IS NOT NULL AS mailed FROM leads WHERE email = $1', [email]))[0]?.mailed).toBe(true);
  await sql(
    "UPDATE leads SET mailed_at = NULL, mail_next_at = NULL, mail_attempts = 10, mail_error = 'connect ECONNREFUSED (prueba)' WHERE email = $1",
    [email],
  );
  await page.reload();
  const entrega = page.getByRole('region', { name: 'Entrega' });
  await expect(entrega).toContainText('Fallida');
  await expect(entrega).toContainText('connect ECONNREFUSED (prueba)');
  const retry = entrega.getByRole('button', { name: 'Reintentar envío' });
  await hydrated(retry);
  await retry.click();
  await expect(page.locator('[data-sonner-toast][data-type="success"]')).toContainText(LEAD_INBOX_MESSAGES.retried);
  await expect(entrega).not.toContainText('Fallida');
  await expect(async () => {
    await page.reload();
    await expect(entrega).toContainText('Enviada', { timeout: 1_000 });
  }).toPass();
  await expect(entrega.getByRole('button', { name: 'Reintentar envío' })).toHaveCount(0);

  await page.goto('/dashboard/solicitudes?entrega=fallida');
  await expect(page.getByRole('link', { name: nombre })).toHaveCount(0);
});
