import { expect, test } from '@playwright/test';
import { RESERVA_MESSAGES, RESERVATION_SUCCESS_MESSAGE } from '../../server/contracts/reservations.ts';
import { clearRateLimits, expectConsentRecord, sql } from '../support/e2e-db.ts';
import { hydrated, signInAsStaff } from '../support/e2e.ts';
import { processPhotosNow } from '../support/e2e-photos.ts';

/**
 * A reservation's life: a visitor reserves an available car, staff confirm it, the car's page
 * says RESERVADO, and once the hold ends (time moved in the test) the car is on sale again.
 */

test.beforeEach(() => clearRateLimits());

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
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/vehiculo/${car!.slug}`);
  const reserve = page.getByRole('button', { name: 'Reservar' });
  await hydrated(reserve);
  await reserve.click();
  const dialog = page.getByRole('dialog', { name: 'Reservar' });
  await expect(dialog.getByText('300 €')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'condiciones de la reserva' })).toHaveAttribute('href', '/condiciones-reserva');
  await dialog.getByLabel('Nombre').fill('Nayra');
  await dialog.getByLabel('Apellidos').fill('Quintana');
  await dialog.getByLabel('Teléfono').fill('628 222 444');
  await dialog.getByLabel('Correo').fill(email);
  await dialog.getByLabel('Sede para pagar la señal y recoger el coche').selectOption({ label: 'El Tablero' });
  await dialog.getByRole('checkbox', { name: /condiciones de la reserva/ }).check();
  await dialog.getByRole('checkbox', { name: /aviso legal/ }).check();
  await dialog.getByRole('button', { name: 'Enviar reserva' }).click();
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
