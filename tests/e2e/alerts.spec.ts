import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { ALERT_CREATED_MESSAGE } from '../../server/contracts/alerts.ts';
import { clearRateLimits, queueJob, sql } from '../support/e2e-db.ts';
import { field, fillCar, hydrated, signInAsStaff } from '../support/e2e.ts';
import { newestMailTo } from '../support/e2e-mail.ts';

/**
 * A saved search's life: a visitor creates an alert on /buscar, confirms it from the .eml, staff
 * add a car that matches, the daily digest mails it, and the visitor unsubscribes from the
 * digest's link.
 */

test.beforeEach(() => clearRateLimits());

/** The link of `kind` in a mail's text. */
const linkIn = (mail: string, kind: 'confirmar' | 'baja') => new RegExp(`https?://[^\\s"]+/alertas/${kind}/[\\w-]{43}`).exec(mail)?.[0];

test('create an alert, confirm it from the mail, get a new matching car in the digest, then unsubscribe', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = `alerta-${Date.now()}@example.com`;
  const nombre = `Alerta E2E ${Date.now()}`;

  // Staff's car form offers its first brand first: the alert watches that brand.
  const staff = await browser.newPage();
  await signInAsStaff(staff);
  await staff.goto('/dashboard/coches/add');
  const form = staff.getByRole('form', { name: 'Crear Vehículo' });
  const marca = form.getByLabel('Marca').locator('option:not([value=""])').first();
  const [marcaId, marcaNombre] = [await marca.getAttribute('value'), (await marca.textContent())!.trim()];

  // The visitor saves the search.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/buscar?marcas=${marcaId}`);
  const open = page.getByRole('button', { name: 'Crear alerta' });
  await hydrated(open);
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Crear alerta' });
  await expect(dialog.getByRole('listitem').filter({ hasText: marcaNombre })).toBeVisible();
  await dialog.getByRole('button', { name: 'Crear alerta' }).click();
  await expect(dialog.getByLabel('Correo electrónico')).toBeFocused();
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByRole('checkbox').check();
  const since = Date.now();
  await dialog.getByRole('button', { name: 'Crear alerta' }).click();
  await expect(dialog.getByRole('status')).toHaveText(ALERT_CREATED_MESSAGE);
  const [stored] = await sql<{ filtros: string; confirmada_at: Date | null }>('SELECT filtros, confirmada_at FROM alertas WHERE email = $1', [email]);
  expect(stored).toEqual({ filtros: `marcas=${marcaId}`, confirmada_at: null });

  // The confirmation arrives; its link shows the alert, and its button confirms it.
  let mail: string | null = null;
  await expect.poll(async () => (mail = await newestMailTo(email, since)) !== null).toBe(true);
  await page.goto(linkIn(mail!, 'confirmar')!);
  await expect(page.getByRole('heading', { name: 'Confirma tu alerta' })).toBeVisible();
  await expect(page.getByText(marcaNombre, { exact: true })).toBeVisible();
  const confirm = page.getByRole('button', { name: 'Confirmar la alerta' });
  await hydrated(confirm);
  await confirm.click();
  await expect(page.getByRole('heading', { name: 'Alerta confirmada' })).toBeVisible();

  // Staff add a car of that brand.
  const create = form.getByRole('button', { name: 'Crear vehículo' });
  await hydrated(create);
  await fillCar(staff, form, nombre);
  await field(form, 'emisiones').fill('160');
  await expect(field(form, 'marca_id')).toHaveValue(marcaId!);
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#204060' } }).jpeg().toBuffer();
  await form.getByLabel('Añadir fotos').setInputFiles({ name: 'frontal.jpg', mimeType: 'image/jpeg', buffer: photo });
  await create.click();
  // A new car's digest waits for its photo: the server's job runner processes it in seconds.
  await expect.poll(async () => (await sql('SELECT f.id FROM fotos f JOIN coches c ON c.id = f.coche_id WHERE c.nombre = $1 AND f.width IS NOT NULL', [nombre])).length, { timeout: 20_000 }).toBe(1);
  const [car] = await sql<{ slug: string }>('SELECT slug FROM coches WHERE nombre = $1', [nombre]);

  // The day's digest mails it, with its link and the one-click unsubscribe.
  const digestSince = Date.now();
  await queueJob('alert-digests');
  let digest: string | null = null;
  await expect.poll(async () => (digest = await newestMailTo(email, digestSince)) !== null, { timeout: 20_000 }).toBe(true);
  expect(digest).toContain(nombre);
  expect(digest).toContain(`/vehiculo/${car!.slug}`);
  expect(digest).toMatch(/List-Unsubscribe:\s+<https?:\/\/[^>]+\/alertas\/baja\/[\w-]{43}>/);
  expect(digest).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

  // Unsubscribing from the digest's link ends it.
  await page.goto(linkIn(digest!, 'baja')!);
  const leave = page.getByRole('button', { name: 'Darme de baja' });
  await hydrated(leave);
  await leave.click();
  await expect(page.getByRole('heading', { name: 'Te has dado de baja' })).toBeVisible();
  expect(await sql('SELECT id FROM alertas WHERE email = $1', [email])).toEqual([]);
  await staff.close();
  // Later journeys open the newest car and expect several photos: this one is not for them.
  await sql('DELETE FROM coches WHERE nombre = $1', [nombre]);
});
