import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { TRADE_IN_SUCCESS_MESSAGE } from '../../server/contracts/trade-in.ts';
import { clearRateLimits, expectConsentRecord, sql } from '../support/e2e-db.ts';
import { hydrated, signInAsStaff } from '../support/e2e.ts';

/**
 * 'Tasamos tu coche': a visitor on a phone goes from a car's page to the valuation form, sends
 * their car with two photos, and staff open the enquiry and see both photos.
 */

test.beforeEach(() => clearRateLimits());

const photo = async (colour: string, name: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } }).jpeg().toBuffer(),
});

test('a visitor sends their car with two photos, and staff see the enquiry with both', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const email = `tasacion-${Date.now()}@example.com`;
  const [car] = await sql<{ slug: string }>('SELECT slug FROM coches WHERE activo AND deleted_at IS NULL AND estado_id = 1 ORDER BY id LIMIT 1');

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/vehiculo/${car!.slug}`);
  const link = page.getByRole('link', { name: 'Te lo tasamos' });
  await hydrated(link);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tasamos tu coche' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Tasamos tu coche' });
  const send = form.getByRole('button', { name: 'Solicitar tasación' });
  await hydrated(send);
  // Sent empty, the form says what is missing and goes to the first field.
  await send.click();
  await expect(form.getByLabel('Matrícula')).toBeFocused();

  await form.getByLabel('Matrícula').fill('4821 MTB');
  await form.getByLabel('Marca').selectOption({ label: 'Otra marca (escríbela)' });
  await form.getByLabel('¿Qué marca?').fill('Lancia');
  await form.getByLabel('Modelo y versión').fill('Delta HF');
  await form.getByLabel('Año de matriculación').fill('2014');
  await form.getByLabel('Kilómetros').fill('123456');
  await expect(form.getByLabel('Kilómetros')).toHaveValue('123.456');
  await form.getByLabel('Combustible').selectOption({ index: 1 });
  await form.getByLabel('Cambio').selectOption({ index: 1 });
  await form.getByLabel('Estado').selectOption('bueno');
  await form.getByLabel('Fotos del coche').setInputFiles([await photo('#8a1c1c', 'frontal.jpg'), await photo('#1c3f8a', 'interior.jpg')]);
  await expect(form.getByRole('list', { name: 'Fotos elegidas' }).getByRole('listitem')).toHaveCount(2);
  await form.getByLabel('Nombre y apellidos').fill('Yaiza Santana');
  await form.getByLabel('Teléfono').fill('628 111 333');
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByRole('checkbox', { name: /aviso legal/ }).check();
  await send.click();
  await expect(form.getByRole('status')).toHaveText(TRADE_IN_SUCCESS_MESSAGE);
  await expectConsentRecord(email);
  const [lead] = await sql<{ id: number; source: string }>('SELECT id, source FROM leads WHERE email = $1', [email]);
  expect(lead!.source).toBe('tasacion');

  // Staff open it from Solicitudes and see the car and both photos once processed.
  const staff = await browser.newPage();
  await signInAsStaff(staff);
  await staff.goto('/dashboard/solicitudes');
  await staff.getByRole('link', { name: email }).first().waitFor();
  await staff.goto(`/dashboard/solicitudes/${lead!.id}`);
  await expect(staff.getByText('4821MTB')).toBeVisible();
  await expect(staff.getByText('Lancia')).toBeVisible();
  const images = staff.getByRole('img', { name: /^Foto \d del coche del cliente/ });
  await expect(images).toHaveCount(2, { timeout: 20_000 });
  // The photos sit below the enquiry's follow-up and load as staff scroll to them (lazy images).
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);
  }
  await staff.close();
});
