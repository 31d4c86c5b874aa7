import { readFile } from 'node:fs/promises';
import { expect, test, type Download } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { LEGAL_TEXT_VERSION } from '../../server/contracts/lead-forms.ts';
import { sql } from '../support/e2e-db.ts';
import { hydrated, signInAsStaff } from '../support/e2e.ts';

/**
 * 'Descargar presupuesto' on a phone: a visitor opens what the price includes and downloads the
 * car's quote with the keyboard; a member of staff makes a quote in a buyer's name from the
 * enquiry and downloads it from its timeline. Each PDF is read back.
 */

/** The downloaded PDF's text on one line. */
async function pdfText(download: Download): Promise<string> {
  const bytes = await readFile((await download.path())!);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** An available car with a price when financing with the dealer. */
async function financedCar() {
  const [car] = await sql<{ id: number; slug: string; precio: number }>(
    `SELECT id, slug, precio FROM coches WHERE activo AND deleted_at IS NULL AND estado_id = 1 AND precio_oferta IS NOT NULL ORDER BY id LIMIT 1`,
  );
  return car!;
}

const euros = (value: number) => `${new Intl.NumberFormat('es-ES', { useGrouping: 'always' }).format(value)} €`;

test('a visitor on a phone sees what the price includes and downloads the quote with the keyboard', async ({ page }) => {
  const car = await financedCar();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/vehiculo/${car.slug}`);

  const includes = page.getByText('Qué incluye el precio', { exact: false }).first();
  await hydrated(includes);
  await includes.click();
  const breakdown = page.getByRole('list', { name: 'Incluido en el precio' });
  await expect(breakdown).toBeVisible();
  await expect(breakdown).toContainText('Garantía legal de 3 años');
  await expect(page.getByText('Envío a domicilio: desde 350 €')).toBeVisible();

  const link = page.getByRole('link', { name: 'Descargar presupuesto (PDF)' });
  await link.focus();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe(`presupuesto-${car.slug}.pdf`);
  const text = await pdfText(download);
  expect(text).toContain('Presupuesto');
  expect(text).toContain(`Precio al contado ${euros(car.precio)}`);
  expect(text).toContain('Atención: tomar dinero prestado cuesta dinero.');
});

test('staff on a phone make a quote for an enquiry and download it from its timeline', async ({ page }) => {
  test.setTimeout(60_000);
  const car = await financedCar();
  const nombre = `Comprador Presupuesto ${Date.now()}`;
  const [lead] = await sql<{ id: number }>(
    `INSERT INTO leads (source, coche_id, nombre, apellidos, telefono, email, consent_at, consent_version, mailed_at, mail_next_at)
     VALUES ('vehiculo', $1, $2, 'Déniz', '600 111 222', 'presupuesto@example.com', now(), $3, now(), NULL) RETURNING id`,
    [car.id, nombre, LEGAL_TEXT_VERSION],
  );
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsStaff(page);
  await page.goto(`/dashboard/solicitudes/${lead!.id}`);

  const card = page.getByRole('region', { name: 'Vehículo' });
  const buyer = card.getByLabel('Nombre del comprador');
  await hydrated(buyer);
  await expect(buyer).toHaveValue(`${nombre} Déniz`);
  await buyer.fill(`${nombre} Déniz Santana`);
  await card.getByRole('button', { name: 'Crear presupuesto' }).click();
  await expect(page.locator('[data-sonner-toast]')).toContainText(/Presupuesto S-\d+-\d+ creado/);

  const historial = page.getByRole('region', { name: 'Seguimiento' }).getByRole('list').last();
  await expect(historial.getByRole('listitem').first()).toContainText(`hizo el presupuesto`);
  const [download] = await Promise.all([page.waitForEvent('download'), historial.getByRole('link', { name: /^Descargar PDF/ }).first().click()]);
  expect(download.suggestedFilename()).toMatch(/^presupuesto-S-\d+-\d+\.pdf$/);
  const text = await pdfText(download);
  expect(text).toContain(`Para: ${nombre} Déniz Santana`);
  expect(text).toContain(`Precio al contado ${euros(car.precio)}`);
});
