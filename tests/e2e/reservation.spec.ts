import { randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { FORM_RATE_LIMIT, FORM_RATE_LIMIT_MESSAGE } from '../../server/http/middleware/rate-limit.ts';
import { clearRateLimits, expectConsentRecord, sql } from '../support/e2e-db.ts';
import { hydrated, signInAsStaff } from '../support/e2e.ts';
import { newestMailTo } from '../support/e2e-mail.ts';
import { processPhotosNow } from '../support/e2e-photos.ts';

/**
 * A reservation's life with the deposit paid online: a visitor reserves an available car on a
 * phone, pays by card on the (local) Redsys page, and the car is held at once; 'Mi reserva'
 * counts the hold down; the visitor withdraws there in two clicks and the deposit goes back by
 * itself; staff see the payment and its refund in the Solicitud and in 'Pagos'.
 */

test.beforeEach(() => clearRateLimits());

/** A car's page on a phone, with its 'Reservar' dialog open. */
async function openReservation(page: Page, slug: string): Promise<Locator> {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/vehiculo/${slug}`);
  const reserve = page.getByRole('button', { name: 'Reservar', exact: true });
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
  if (visitor.sede) await dialog.getByLabel('Sede para recoger el coche').selectOption({ label: visitor.sede });
  await dialog.getByRole('checkbox', { name: /condiciones de la reserva/ }).check();
  await dialog.getByRole('checkbox', { name: /aviso legal/ }).check();
  await dialog.getByRole('button', { name: 'Continuar al pago' }).click();
}

/** The car this journey reserves: on sale again afterwards, whatever happened, for the journeys after it. */
let reservedCar: number | null = null;
test.afterEach(async () => {
  if (reservedCar === null) return;
  await sql(`UPDATE reservas SET estado = 'liberada', cerrada_at = now() WHERE coche_id = $1 AND estado = 'confirmada'`, [reservedCar]);
  await sql('UPDATE coches SET estado_id = 1, reservado_hasta = NULL WHERE id = $1', [reservedCar]);
});

/** Reserves `car` on a phone and pays the deposit on the gateway's page with `outcome`: back on 'Mi reserva'. */
async function reserveAndPay(page: Page, slug: string, email: string, outcome = 'Pagar con tarjeta') {
  const dialog = await openReservation(page, slug);
  await expect(dialog.getByText('300 €')).toBeVisible();
  await expect(dialog.getByText(/Pagas la señal ahora, con tarjeta o Bizum/)).toBeVisible();
  await sendReservation(dialog, { nombre: 'Nayra', apellidos: 'Quintana', telefono: '628 222 444', email, sede: 'El Tablero' });
  await page.waitForURL(/\/sis\/realizarPago$/);
  await expect(page.getByText('300,00 €')).toBeVisible();
  await page.getByRole('button', { name: outcome }).click();
  await page.waitForURL(/\/mi-reserva\/[\w-]{43}$/);
}

test('reserve and pay on a phone: the car is held at once, withdraw in Mi reserva, the deposit comes back; staff see it all', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const since = Date.now();
  const email = `reserva-${since}@example.com`;
  const [car] = await sql<{ id: number; slug: string }>(
    `SELECT c.id, c.slug FROM coches c WHERE c.activo AND c.deleted_at IS NULL AND c.estado_id = 1
       AND EXISTS (SELECT 1 FROM fotos f WHERE f.coche_id = c.id) ORDER BY c.id DESC LIMIT 1`,
  );
  // Its gallery carries the RESERVADO ribbon: its first photo, rendered now.
  await processPhotosNow([car!.slug], 1);
  reservedCar = car!.id;

  await reserveAndPay(page, car!.slug, email);
  await expectConsentRecord(email);
  await expect(page.getByRole('heading', { name: 'El coche está reservado para ti' })).toBeVisible();
  await expect(page.getByText(/^Reservado hasta el /)).toBeVisible();
  await expect(page.getByText(/^Quedan (2 días|3 días), /)).toBeVisible();
  await expect(page.getByText('con tarjeta, el', { exact: false })).toBeVisible();
  const myReservation = new URL(page.url()).pathname;

  // The car's page says so, and offers no reservation.
  await page.goto(`/vehiculo/${car!.slug}`);
  const gallery = page.getByRole('region', { name: 'Fotos y vídeo del vehículo' });
  await expect(gallery.getByText('RESERVADO', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reservar', exact: true })).toHaveCount(0);

  // The buyer's mail links to Mi reserva.
  await expect.poll(() => newestMailTo(email, since, 'Hemos recibido la se'), { timeout: 20_000 }).not.toBeNull();
  expect(await newestMailTo(email, since, 'Hemos recibido la se')).toContain(myReservation);

  // Withdraw: the first button asks, the second (by keyboard) withdraws.
  await page.goto(myReservation);
  const withdraw = page.getByRole('button', { name: 'Desistir de la reserva' });
  await hydrated(withdraw);
  await withdraw.click();
  await expect(page.getByRole('heading', { name: '¿Confirmas que desistes?' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Confirmar el desistimiento' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Has desistido de la reserva' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Devolución de la señal' })).toBeVisible();
  // The refund job asks the gateway; the page then says it is done.
  await expect
    .poll(async () => (await sql<{ devolucion_estado: string }>('SELECT p.devolucion_estado FROM pagos p JOIN reservas r ON r.id = p.reserva_id JOIN leads l ON l.id = r.lead_id WHERE l.email = $1', [email]))[0]?.devolucion_estado, { timeout: 20_000 })
    .toBe('hecha');
  await page.reload();
  await expect(page.getByText(/^Devuelta el .*: 300 € por el mismo medio de pago/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Desistir de la reserva' })).toHaveCount(0);
  await expect.poll(() => newestMailTo(email, since, 'Te hemos devuelto la se'), { timeout: 20_000 }).not.toBeNull();
  await page.goto(`/vehiculo/${car!.slug}`);
  await expect(page.getByRole('button', { name: 'Reservar', exact: true })).toBeVisible();

  // Staff see the payment and its refund in the Solicitud and in 'Pagos'.
  const [row] = await sql<{ lead_id: number; pedido: string }>('SELECT r.lead_id, p.pedido FROM pagos p JOIN reservas r ON r.id = p.reserva_id JOIN leads l ON l.id = r.lead_id WHERE l.email = $1', [email]);
  const staff = await browser.newPage();
  await signInAsStaff(staff);
  await staff.goto(`/dashboard/solicitudes/${row!.lead_id}`);
  const card = staff.getByRole('region', { name: 'Reserva' });
  await expect(card.getByText('Desistida por el cliente')).toBeVisible();
  await expect(card.getByText(`Pago online ${row!.pedido}`)).toBeVisible();
  await expect(card.getByText('Devuelta (Desistimiento)')).toBeVisible();
  await staff.goto('/dashboard/pagos?devolucion=hecha');
  await expect(staff.getByRole('heading', { name: 'Pagos', level: 1 })).toBeVisible();
  await expect(staff.getByRole('rowheader', { name: row!.pedido })).toBeVisible();
  await staff.close();
});

test('a refused payment leaves the car on sale, and Mi reserva offers to pay again', async ({ page }) => {
  const since = Date.now();
  const [car] = await sql<{ id: number; slug: string }>('SELECT id, slug FROM coches WHERE activo AND deleted_at IS NULL AND estado_id = 1 ORDER BY id LIMIT 1');
  await reserveAndPay(page, car!.slug, `denegada-${since}@example.com`, 'Denegar el pago');
  await expect(page.getByRole('heading', { name: 'El pago no se ha completado' })).toBeVisible();
  const pay = page.getByRole('button', { name: 'Pagar la señal (300 €)' });
  await hydrated(pay);
  await pay.click();
  await page.waitForURL(/\/sis\/realizarPago$/);
  await page.getByRole('button', { name: 'Pagar con Bizum' }).click();
  await page.waitForURL(/\/mi-reserva\/[\w-]{43}$/);
  reservedCar = car!.id;
  await expect(page.getByRole('heading', { name: 'El coche está reservado para ti' })).toBeVisible();
  await expect(page.getByText('con Bizum, el', { exact: false })).toBeVisible();
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
  await page.goto(`/mi-reserva/${token}`);
  const opener = page.getByRole('button', { name: 'Desistir de la reserva' });
  await hydrated(opener);
  await opener.click();
  const button = page.getByRole('button', { name: 'Confirmar el desistimiento' });
  // The page's first load carries no toast library.
  await expect(page.locator('[data-sonner-toaster]')).toHaveCount(0);
  // Other tries from this address use up its allowance first.
  const xsrf = decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value);
  for (let i = 0; i < FORM_RATE_LIMIT.limit; i += 1) {
    await page.request.post(`/mi-reserva/${'x'.repeat(42)}${i}/desistir`, { headers: { 'X-XSRF-TOKEN': xsrf, 'X-Inertia': 'true' }, maxRedirects: 0 });
  }
  await button.click();
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toContainText(FORM_RATE_LIMIT_MESSAGE);
  const [row] = await sql<{ estado: string }>('SELECT estado FROM reservas WHERE token = $1', [token]);
  expect(row!.estado).toBe('pendiente');
});
