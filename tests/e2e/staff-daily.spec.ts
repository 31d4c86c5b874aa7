import { expect, test } from '@playwright/test';
import { vehicleTitle } from '../../server/contracts/vehicle.ts';
import { sql } from '../support/e2e-db.ts';
import { hydrated, signInAsStaff } from '../support/e2e.ts';

/** The staff screens in daily use: the stock table, the enquiry rows and answering an enquiry. */

test.beforeEach(async ({ page }) => signInAsStaff(page));

test('the vehicle list scrolls with the page, its header stays under the top bar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/dashboard/vehiculos');
  const table = page.getByRole('table', { name: 'Vehículos en stock' });
  await expect(table).toBeVisible();
  // No element between the table and the page scrolls on its own.
  const boxes = await table.evaluate((element) => {
    const found: string[] = [];
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(node);
      if ([overflowX, overflowY].some((value) => value === 'auto' || value === 'scroll' || value === 'hidden')) found.push(node.className);
    }
    return found;
  });
  expect(boxes).toEqual([]);

  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  const header = table.getByRole('columnheader', { name: /Nombre · Matrícula/ });
  await expect(header).toBeInViewport();
  expect((await header.boundingBox())!.y).toBeGreaterThanOrEqual(64);
});

test('row actions name themselves on hover', async ({ page }) => {
  await page.goto('/dashboard/vehiculos');
  const renew = page.getByRole('button', { name: /^Renovar fecha: / }).first();
  await hydrated(renew);
  const tip = renew.getByText('Renovar fecha', { exact: true });
  await expect(tip).toHaveCSS('opacity', '0');
  await renew.hover();
  await expect(tip).toHaveCSS('opacity', '1');
  await page.goto('/dashboard/marcaymodelo');
  const edit = page.getByRole('link', { name: /^Editar / }).first();
  await expect(edit.getByText('Editar', { exact: true })).toHaveCSS('opacity', '0');
  await edit.hover();
  await expect(edit.getByText('Editar', { exact: true })).toHaveCSS('opacity', '1');
});

test('an enquiry row opens from anywhere on it, and its page answers in one tap', async ({ page }) => {
  const [carRow] = await sql<{ id: number; marca: string; modelo: string; nombre: string }>(
    `SELECT c.id, ma.nombre AS marca, mo.nombre AS modelo, c.nombre FROM coches c JOIN marcas ma ON ma.id = c.marca_id JOIN modelos mo ON mo.id = c.modelo_id
      WHERE c.activo AND c.deleted_at IS NULL ORDER BY c.id LIMIT 1`,
  );
  const car = { id: carRow!.id, title: vehicleTitle({ marca: { nombre: carRow!.marca }, modelo: { nombre: carRow!.modelo }, nombre: carRow!.nombre }) };
  const [lead] = await sql<{ id: number }>(
    `INSERT INTO leads (source, coche_id, nombre, apellidos, telefono, email, consent_at, consent_version, mailed_at, mail_next_at)
     VALUES ('vehiculo', $1, 'Nira', 'Cabrera', '628 555 777', 'nira@example.es', now(), 'e2e', now(), NULL) RETURNING id`,
    [car.id],
  );
  await page.goto('/dashboard/solicitudes');
  const row = page.getByRole('table', { name: 'Solicitudes recibidas' }).locator('tbody tr').first();
  await expect(row).toContainText('Nira');
  await expect(row).toHaveCSS('cursor', 'pointer');
  // A click on the row's date, away from the name, opens the enquiry (the name's link covers the row).
  const date = (await row.locator('td').first().boundingBox())!;
  await page.mouse.click(date.x + date.width / 2, date.y + date.height / 2);
  await expect(page).toHaveURL(new RegExp(`/dashboard/solicitudes/${lead!.id}$`));

  await expect(page.getByRole('link', { name: 'Llamar' })).toHaveAttribute('href', 'tel:628555777');
  await expect(page.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/34628555777');
  const mail = await page.getByRole('link', { name: 'Responder por correo' }).getAttribute('href');
  expect(mail).toBe(`mailto:nira@example.es?subject=${encodeURIComponent(`Tu consulta sobre el ${car.title}`)}`);
  // The visitor first: the answer buttons come before the consent record.
  const order = await page.evaluate(() => {
    const text = document.querySelector('main')!.innerText;
    return [text.indexOf('Responder por correo'), text.indexOf('Consentimiento')];
  });
  expect(order[0]).toBeLessThan(order[1]!);
});

test('amounts show their thousand separators and unit while typing, and the caret stays put', async ({ page }) => {
  const [car] = await sql<{ id: number }>('SELECT id FROM coches WHERE activo AND deleted_at IS NULL ORDER BY id LIMIT 1');
  await page.goto(`/dashboard/coches/edit/${car!.id}`);
  const price = page.locator('input[name="precio"]');
  await hydrated(price);
  await price.fill('');
  await price.pressSequentially('1234567');
  await expect(price).toHaveValue('1.234.567');
  await expect(price.locator('xpath=following-sibling::span')).toHaveText('€');
  // Typed in the middle: the dots move, the caret stays right after the digits typed ('198|.234.567').
  await price.press('Home');
  await price.press('ArrowRight');
  await price.pressSequentially('98');
  await expect(price).toHaveValue('198.234.567');
  await expect.poll(() => price.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(3);
  // Delete before a dot removes the digit beyond it, not just the dot.
  await price.press('Delete');
  await expect(price).toHaveValue('19.834.567');
  // The year is never grouped.
  await expect(page.locator('input[name="anyo"]')).toHaveValue(/^\d{4}$/);
});
