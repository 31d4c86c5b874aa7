import { expect, test, type Page } from '@playwright/test';
import { LEGAL_TEXT_VERSION } from '../../server/contracts/lead-forms.ts';
import { sql } from '../support/e2e-db.ts';
import { hydrated, signInAsStaff } from '../support/e2e.ts';

/**
 * An enquiry followed to a sale: a visitor's enquiry has waited a day with nobody on it; a member
 * of staff sees it on the panel, opens it from the 'Nuevas sin asignar' tile, takes it, moves it
 * to 'Cita concertada' with a note, and later to 'Vendida'. The panel's tiles follow each step.
 */

/** The number a panel tile shows. */
async function tile(page: Page, label: string): Promise<number> {
  await page.goto('/dashboard');
  const value = page.getByRole('article').filter({ has: page.getByRole('heading', { name: label, exact: true }) }).locator('p').first();
  return Number((await value.textContent())?.replace(/\D/g, ''));
}

test('take an unassigned enquiry, give it an appointment with a note, then sell: the panel follows', async ({ page }) => {
  test.setTimeout(60_000);
  const nombre = `Cliente Seguimiento ${Date.now()}`;
  const [inserted] = await sql<{ id: number }>(
    `INSERT INTO leads (source, nombre, telefono, email, consent_at, consent_version, created_at, mailed_at, mail_next_at)
     VALUES ('cita', $1, '600 111 222', 'seguimiento@example.com', now(), $2, now() - interval '26 hours', now(), NULL) RETURNING id`,
    [nombre, LEGAL_TEXT_VERSION],
  );
  const id = inserted!.id;
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsStaff(page);
  const before = { sinAsignar: await tile(page, 'Nuevas sin asignar'), sinContacto: await tile(page, 'Sin contacto en 24 h'), mias: await tile(page, 'Mis solicitudes abiertas') };
  expect(before.sinAsignar).toBeGreaterThan(0);
  expect(before.sinContacto).toBeGreaterThan(0);

  // From the tile to the list of new, unassigned enquiries, and to this one.
  await page.getByRole('article').filter({ hasText: 'Nuevas sin asignar' }).getByRole('link', { name: 'Ver solicitudes' }).click();
  await page.waitForURL('**/dashboard/solicitudes?estado=nueva&asignado=nadie');
  await page.getByRole('link', { name: nombre }).click();
  await page.waitForURL(`**/dashboard/solicitudes/${id}`);
  const card = page.getByRole('region', { name: 'Seguimiento' });
  await expect(card.getByText('Asignada a nadie')).toBeVisible();

  const take = card.getByRole('button', { name: 'Asignármela' });
  await hydrated(take);
  await take.click();
  await expect(page.getByText('Te has asignado esta solicitud.')).toBeVisible();
  await expect(card.getByText('Asignada a Administración GTCars')).toBeVisible();

  await card.getByLabel('Estado').selectOption({ label: 'Cita concertada' });
  await card.getByRole('button', { name: 'Guardar estado' }).click();
  await expect(page.getByText('Estado: Cita concertada.')).toBeVisible();
  await card.getByLabel('Nota interna').fill('Viene el sábado a las 11:00 con su pareja a probar el coche.');
  await card.getByRole('button', { name: 'Añadir nota' }).click();
  await expect(page.getByText('Nota añadida.')).toBeVisible();
  const historial = card.getByRole('list').last();
  await expect(historial.getByRole('listitem').first()).toContainText('Administración GTCars añadió una nota');
  await expect(historial).toContainText('Viene el sábado a las 11:00');
  await expect(historial).toContainText('cambió el estado de «Nueva» a «Cita concertada»');
  await expect(historial).toContainText('Administración GTCars se la asignó');
  await expect(card.getByLabel('Nota interna')).toHaveValue('');
  // Without leaving the page, the next change starts from the enquiry as it now is.
  await expect(card.getByLabel('Estado')).toHaveValue('cita');
  await expect(card.getByRole('button', { name: 'Guardar estado' })).toBeDisabled();

  // The panel: one fewer waiting, one more of mine (still open).
  expect(await tile(page, 'Nuevas sin asignar')).toBe(before.sinAsignar - 1);
  expect(await tile(page, 'Sin contacto en 24 h')).toBe(before.sinContacto - 1);
  expect(await tile(page, 'Mis solicitudes abiertas')).toBe(before.mias + 1);

  // Later: sold. It leaves my open enquiries.
  await page.getByRole('article').filter({ hasText: 'Mis solicitudes abiertas' }).getByRole('link', { name: 'Ver solicitudes' }).click();
  await page.waitForURL('**/dashboard/solicitudes?asignado=yo&abiertas=1');
  await expect(page.getByRole('button', { name: 'Mis solicitudes', pressed: true })).toBeVisible();
  await page.getByRole('link', { name: nombre }).click();
  await card.getByLabel('Estado').selectOption({ label: 'En negociación' });
  await card.getByRole('button', { name: 'Guardar estado' }).click();
  await expect(page.getByText('Estado: En negociación.')).toBeVisible();
  await card.getByLabel('Estado').selectOption({ label: 'Vendida' });
  await card.getByRole('button', { name: 'Guardar estado' }).click();
  await expect(page.getByText('Estado: Vendida.')).toBeVisible();
  await expect(card.getByRole('list').last().getByRole('listitem').first()).toContainText('«En negociación» a «Vendida»');
  expect(await tile(page, 'Mis solicitudes abiertas')).toBe(before.mias);
  expect(await sql<{ estado: string }>('SELECT estado FROM leads WHERE id = $1', [id])).toEqual([{ estado: 'vendida' }]);
});
