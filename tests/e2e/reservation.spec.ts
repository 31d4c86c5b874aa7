import { randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { RESERVA_MESSAGES, RESERVATION_SUCCESS_MESSAGE } from '../../server/contracts/reservations.ts';
import { FORM_RATE_LIMIT, FORM_RATE_LIMIT_MESSAGE } from '../../server/http/middleware/rate-limit.ts';
import { clearRateLimits, expectConsentRecord, sql } from '../support/e2e-db.ts';
import { hydrated, signInAsStaff } from '../support/e2e.ts';
import { newestMailTo } from '../support/e2e-mail.ts';
import { processPhotosNow } from '../support/e2e-photos.ts';

/**
 * A reservation's life: a visitor reserves an available car, staff confirm it, the car's page
 * says RESERVADO, and once the hold ends (time moved in the test) the car is on sale again.
 */

test.beforeEach(() => clearRateLimits());

/** A car's page on a phone, with its 'Reservar' dialog open. */
async function openReservation(page: Page, slug: string): Promise<Locator> {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/vehiculo/${slug}`);
  const reserve = page.getByRole('button', { name: 'Reservar' });
  await hydrated(reserve);
  await reserve.click();
  return page.getByRole('dialog', { name: 'Reservar' });
}

/** Fills the 'Reservar' dialog (the branch left as it is unless given), accepts both texts and sends it. */
async function sendReservation(dialog: Locator, visitor: { nombre: string; apellidos: string; telefono: string; email: string; sede?: string }) {
  await dialog.getByLabel('Nombre').fill(visitor.nombre);
  await dialog.getByLabel('Apellidos').fill(visitor.apellidos);
  await dialog.getByLabel('Teléfono').fill(visitor.telefono);
  await dialog.getByLabel('Correo').fill(visitor.email);
  if (visitor.sede) await dialog.getByLabel('Sede para pagar la señal y recoger el coche').selectOption({ label: visitor.sede });
  await dialog.getByRole('checkbox', { name: /condiciones de la reserva/ }).check();
  await dialog.getByRole('checkbox', { name: /aviso legal/ }).check();
  await dialog.getByRole('button', { name: 'Enviar reserva' }).click();
}

/** The car this journey reserves: on sale again afterwards, whatever happened, for the journeys after it. */
let reservedCar: number | null = null;
test.afterEach(async () => {
  if (reservedCar === null) return;
  await sql(`UPDATE reservas SET estado = 'liberada', cerrada_at = now() WHERE coche_id = $1 AND estado = 'confirmada'`, [reservedCar]);
  await sql('UPDATE coches SET estado_id = 1, reservado_hasta = NULL WHERE id = $1', [reservedCar]);
});

test('reserve a car, staff confirm it, it shows as reserved, and it is on sale again once the hold ends', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const email = `reserva-${Date.now()}@example.com`;
  const [car] = await sql<{ id: number; slug: string }>(
    `SELECT c.id, c.slug FROM coches c WHERE c.activo AND c.deleted_at IS NULL AND c.estado_id = 1
       AND EXISTS (SELECT 1 FROM fotos f WHERE f.coche_id = c.id) ORDER BY c.id DESC LIMIT 1`,
  );
  // Its gallery carries the RESERVADO ribbon: its first photo, rendered now.
  await processPhotosNow([car!.slug], 1);

  reservedCar = car!.id;

  // The visitor, on a phone.
  const dialog = await openReservation(page, car!.slug);
  await expect(dialog.getByText('300 €')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'condiciones de la reserva' })).toHaveAttribute('href', '/condiciones-reserva');
  await sendReservation(dialog, { nombre: 'Nayra', apellidos: 'Quintana', telefono: '628 222 444', email, sede: 'El Tablero' });
  await expect(dialog.getByRole('status')).toHaveText(RESERVATION_SUCCESS_MESSAGE);
  await expectConsentRecord(email);
  const [lead] = await sql<{ id: number }>('SELECT id FROM leads WHERE email = $1', [email]);

  // Staff confirm it from the enquiry.
  const staff = await browser.newPage();
  await signInAsStaff(staff);
  await staff.goto(`/dashboard/solicitudes/${lead!.id}`);
  const card = staff.getByRole('region', { name: 'Reserva' });
  await expect(card.getByText('Pendiente de confirmar')).toBeVisible();
  await expect(card.getByText('El Tablero')).toBeVisible();
  const confirm = card.getByRole('button', { name: 'Confirmar reserva' });
  await hydrated(confirm);
  await confirm.click();
  await expect(staff.locator('[data-sonner-toast]')).toContainText(RESERVA_MESSAGES.confirmada);
  await expect(card.getByText('Confirmada')).toBeVisible();
  await expect(card.getByText('Reservado hasta')).toBeVisible();

  // The public page says so, and offers no reservation.
  await page.goto(`/vehiculo/${car!.slug}`);
  const gallery = page.getByRole('region', { name: 'Fotos y vídeo del vehículo' });
  await expect(gallery.getByText('RESERVADO', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reservar' })).toHaveCount(0);

  // The hold ends: its job puts the car back on sale.
  await sql(`UPDATE reservas SET hasta = now() - interval '1 minute' WHERE lead_id = $1`, [lead!.id]);
  await sql(`UPDATE pgboss.job SET start_after = now() WHERE name = 'reservation-expiry' AND state IN ('created', 'retry')`);
  await expect.poll(async () => (await sql<{ estado_id: number }>('SELECT estado_id FROM coches WHERE id = $1', [car!.id]))[0]!.estado_id, { timeout: 20_000 }).toBe(1);
  await page.goto(`/vehiculo/${car!.slug}`);
  await expect(page.getByRole('button', { name: 'Reservar' })).toBeVisible();
  await expect(gallery.getByText('RESERVADO', { exact: true })).toHaveCount(0);
  await staff.reload();
  await expect(staff.getByRole('region', { name: 'Reserva' }).getByText('Caducada')).toBeVisible();
  await staff.close();
});

test('withdraw from a reservation with the Desistir link of its mail, on a phone and with the keyboard', async ({ page }) => {
  test.setTimeout(60_000);
  const since = Date.now();
  const email = `desiste-${since}@example.com`;
  const [car] = await sql<{ id: number; slug: string }>(
    `SELECT c.id, c.slug FROM coches c WHERE c.activo AND c.deleted_at IS NULL AND c.estado_id = 1 ORDER BY c.id LIMIT 1`,
  );
  const dialog = await openReservation(page, car!.slug);
  await sendReservation(dialog, { nombre: 'Aday', apellidos: 'Perdomo', telefono: '628 333 555', email });
  await expect(dialog.getByRole('status')).toHaveText(RESERVATION_SUCCESS_MESSAGE);

  // The mail, sent by the job queue, carries the withdrawal information, the model form and the link.
  const subject = 'MODELO DE FORMULARIO DE DESISTIMIENTO';
  await expect.poll(() => newestMailTo(email, since, subject), { timeout: 20_000 }).not.toBeNull();
  const mail = await newestMailTo(email, since, subject);
  expect(mail).toContain('Tienes derecho a desistir de la reserva en un plazo de 14 d');
  const link = /https?:\/\/\S+?\/reservas\/desistir\/[\w-]{43}/.exec(mail!)![0];

  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Desistir de la reserva' })).toBeVisible();
  const button = page.getByRole('button', { name: 'Desistir de la reserva' });
  await hydrated(button);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Has desistido de la reserva' })).toBeVisible();
  await expect(page.getByText(/te la devolvemos en dinero, por el mismo medio de pago, a más tardar el/)).toBeVisible();
  const [row] = await sql<{ estado: string }>('SELECT r.estado FROM reservas r JOIN leads l ON l.id = r.lead_id WHERE l.email = $1', [email]);
  expect(row!.estado).toBe('desistida');
  await expect.poll(() => newestMailTo(email, since, 'Hemos recibido tu desistimiento'), { timeout: 20_000 }).not.toBeNull();
});

test('a withdrawal refused for too many tries says why in a toast, loaded with it', async ({ page }) => {
  const [car] = await sql<{ id: number }>('SELECT id FROM coches WHERE activo AND deleted_at IS NULL AND estado_id = 1 ORDER BY id LIMIT 1');
  const [lead] = await sql<{ id: number }>(
    `INSERT INTO leads (source, coche_id, nombre, telefono, email, consent_at, consent_version, mailed_at, mail_next_at)
     VALUES ('reserva', $1, 'Aday', '628 333 555', 'toast@example.com', now(), 'e2e', now(), NULL) RETURNING id`,
    [car!.id],
  );
  const token = randomBytes(32).toString('base64url');
  await sql('INSERT INTO reservas (lead_id, coche_id, sede_id, token, correo_at) VALUES ($1, $2, 1, $3, now())', [lead!.id, car!.id, token]);
  await page.goto(`/reservas/desistir/${token}`);
  const button = page.getByRole('button', { name: 'Desistir de la reserva' });
  await hydrated(button);
  // The page's first load carries no toast library.
  await expect(page.locator('[data-sonner-toaster]')).toHaveCount(0);
  // Other tries from this address use up its allowance first.
  const xsrf = decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value);
  for (let i = 0; i < FORM_RATE_LIMIT.limit; i += 1) {
    await page.request.post(`/reservas/desistir/${'x'.repeat(42)}${i}`, { headers: { 'X-XSRF-TOKEN': xsrf, 'X-Inertia': 'true' }, maxRedirects: 0 });
  }
  await button.click();
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toContainText(FORM_RATE_LIMIT_MESSAGE);
  const [row] = await sql<{ estado: string }>('SELECT estado FROM reservas WHERE token = $1', [token]);
  expect(row!.estado).toBe('pendiente');
});
