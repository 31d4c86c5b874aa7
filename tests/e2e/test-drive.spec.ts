import { expect, type Locator, test } from '@playwright/test';
import { formatTime } from '../../server/contracts/format.ts';
import { clearRateLimits, expectConsentRecord, sql } from '../support/e2e-db.ts';
import { hydrated, signInAsStaff } from '../support/e2e.ts';
import { newestMailTo } from '../support/e2e-mail.ts';

/**
 * A test drive booked in a real slot on a phone: the visitor picks a day and a time on the car's
 * page and books; the confirmation mail carries the calendar invite; staff find the drive in
 * the Agenda and move it; the visitor's new confirmation has the new time.
 */

test.beforeEach(() => clearRateLimits());

/** The calendar invite attached to a mail (base64 or quoted-printable, as the mailer chose), decoded. */
function invite(mail: string): string {
  const part = mail.split(/^--/m).find((chunk) => /Content-Type: text\/calendar/i.test(chunk));
  if (!part) return '';
  const [headers = '', ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join('\n').trim();
  return /Content-Transfer-Encoding: base64/i.test(headers) ? Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8') : content;
}

/** Chooses the second day of the picker that has free times. */
async function secondDay(picker: Locator): Promise<void> {
  const day = picker.getByRole('group', { name: 'Elige el día' }).locator('button:not([disabled])').nth(1);
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
}

test('a visitor books a test drive on a phone, gets the invite, and staff move it in the Agenda', async ({ page }) => {
  const [car] = await sql<{ id: number; slug: string; sede_id: number }>(
    `SELECT c.id, c.slug, c.sede_id FROM coches c WHERE c.activo AND c.deleted_at IS NULL AND c.estado_id = 1
       AND NOT EXISTS (SELECT 1 FROM pruebas p WHERE p.coche_id = c.id) ORDER BY c.id LIMIT 1 OFFSET 7`,
  );
  const email = `prueba-${Date.now()}@example.es`;
  const since = Date.now();

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/vehiculo/${car!.slug}`);
  const book = page.getByRole('button', { name: 'Reservar prueba' });
  await hydrated(book);
  await book.click();
  const dialog = page.getByRole('dialog', { name: 'Reservar una prueba de conducción' });
  const times = dialog.locator('button[name="inicio"]');
  await expect(times.first()).toBeVisible();
  // The second bookable day (today may have few times left), and its second free time: its label is the time the visitor reads.
  await secondDay(dialog);
  const chosen = (await times.nth(1).textContent())!;
  await times.nth(1).click();
  await expect(times.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByText(/^Has elegido: /)).toContainText(chosen);
  await dialog.getByLabel('Nombre').fill('Nayra');
  await dialog.getByLabel('Apellidos').fill('Quintana Déniz');
  await dialog.getByLabel('Teléfono').fill('628 222 555');
  await dialog.getByLabel('Correo').fill(email);
  await dialog.getByRole('checkbox', { name: /aviso legal/ }).check();
  await dialog.getByRole('button', { name: 'Reservar la prueba' }).click();
  await expect(dialog.getByText('Prueba reservada')).toBeVisible();
  await expect(dialog.getByText(new RegExp(`Te esperamos el .*${chosen}`))).toBeVisible();
  await expectConsentRecord(email);

  const [drive] = await sql<{ id: number; dia: string; inicio: Date }>(
    `SELECT p.id, to_char((lower(p.periodo) AT TIME ZONE 'Atlantic/Canary')::date, 'YYYY-MM-DD') AS dia, lower(p.periodo) AS inicio
     FROM pruebas p JOIN leads l ON l.id = p.lead_id WHERE l.email = $1`,
    [email],
  );
  expect(formatTime(drive!.inicio.toISOString())).toBe(chosen);

  // The confirmation, with the drive as a calendar invite.
  await expect.poll(() => newestMailTo(email, since, 'text/calendar'), { timeout: 15_000 }).not.toBeNull();
  const confirmation = (await newestMailTo(email, since, 'text/calendar'))!;
  expect(confirmation).toContain(`${chosen} en `);
  expect(confirmation).toMatch(/filename="?prueba\.ics/);
  const ics = invite(confirmation);
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('METHOD:PUBLISH');
  expect(ics).toMatch(new RegExp(`DTSTART:${drive!.inicio.toISOString().replace(/[-:]/g, '').replace('.000', '')}`));

  // Staff find it in the Agenda of its day and move it to another free time.
  await signInAsStaff(page);
  await page.goto(`/dashboard/agenda?sede=${car!.sede_id}&fecha=${drive!.dia}`);
  const card = page.getByRole('article', { name: new RegExp(`^Prueba de las ${chosen}:`) });
  await expect(card.getByText('Nayra Quintana Déniz')).toBeVisible();
  const move = card.getByRole('button', { name: 'Mover' });
  await hydrated(move);
  await move.click();
  const mover = page.getByRole('dialog', { name: 'Mover la prueba' });
  const free = mover.locator('button[name="inicio"]');
  await expect(free.first()).toBeVisible();
  await secondDay(mover);
  const later = (await free.nth(3).textContent())!;
  await free.nth(3).click();
  const movedAt = Date.now();
  await mover.getByRole('button', { name: 'Mover a este hueco' }).click();
  await expect(page.getByText('Prueba movida. El cliente recibe la nueva cita por correo.')).toBeVisible();
  await expect(page.getByRole('article', { name: new RegExp(`^Prueba de las ${later}:`) })).toBeVisible();

  // The visitor's new confirmation has the new time.
  await expect.poll(async () => (await newestMailTo(email, movedAt, 'text/calendar')) ?? '', { timeout: 15_000 }).toContain(`${later} en `);
});
