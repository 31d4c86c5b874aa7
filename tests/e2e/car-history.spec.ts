import { expect, test } from '@playwright/test';
import { demoVehicles } from '../../prisma/seed/vehicles.ts';
import { sql } from '../support/e2e-db.ts';
import { hydrated, signInAsStaff } from '../support/e2e.ts';
import { processPhotosNow } from '../support/e2e-photos.ts';

/**
 * A car's history, from the staff's screens to a visitor's phone: staff inspect a car, enter its
 * odometer readings (one below the one before, explained) and mark an imperfection on a photo;
 * a visitor on a 375 px phone sees 'Revisado en 100 puntos', opens the checklist, reads the
 * readings with their explanation, and reaches the imperfection's hotspot by keyboard and by tap.
 */

// The car after the axe suite's (the middle one on sale): no other journey reserves, sells, books or inspects it.
const onSale = demoVehicles(120).filter((car) => car.estado_id === 1 && car.activo);
const slug = onSale[Math.floor(onSale.length / 2) + 1]!.slug;

test('staff inspect a car, enter two readings and mark an imperfection; a visitor on a phone sees it all', async ({ page, browser }) => {
  const [car] = await sql<{ id: number }>('SELECT id FROM coches WHERE slug = $1', [slug]);
  await sql('DELETE FROM inspecciones WHERE coche_id = $1', [car!.id]);
  await sql('DELETE FROM lecturas_km WHERE coche_id = $1', [car!.id]);
  await sql('DELETE FROM imperfecciones WHERE foto_id IN (SELECT id FROM fotos WHERE coche_id = $1)', [car!.id]);
  await processPhotosNow([slug], 2);
  await signInAsStaff(page);

  await test.step('the inspection: every section passed, the tyres and brakes measured, one point repaired with its note', async () => {
    await page.goto(`/dashboard/coches/${car!.id}/inspeccion`);
    const form = page.getByRole('form', { name: 'Inspección' });
    await hydrated(form.getByRole('button', { name: 'Guardar inspección' }));
    const rear = form.getByRole('group', { name: 'Paragolpes trasero' });
    await rear.getByText('Reparado', { exact: true }).click();
    await form.getByLabel('Paragolpes trasero: nota para la web').fill('Roce pintado en nuestro taller.');
    for (const button of await form.getByRole('button', { name: /^Correctos los que faltan/ }).all()) await button.click();
    for (const input of await form.getByLabel(/^Dibujo del neumático .*: medida/).all()) await input.fill('6,5');
    for (const input of await form.getByLabel(/: medida/).all()) if ((await input.inputValue()) === '') await input.fill('75');
    await expect(form.getByText('100 de 100 puntos con resultado.')).toBeVisible();
    await form.getByRole('button', { name: 'Guardar inspección' }).click();
    await expect(page.getByText('Inspección guardada.')).toBeVisible();
  });

  await test.step('two readings: the second below the first needs its explanation, which is kept', async () => {
    await page.goto(`/dashboard/coches/${car!.id}/kilometros`);
    const form = page.getByRole('form', { name: 'Añadir lectura' });
    await hydrated(form.getByRole('button', { name: 'Añadir lectura' }));
    await form.getByLabel('Fecha').fill('2023-09-20');
    await form.getByLabel('Kilómetros').fill('141300');
    await form.getByLabel('Fuente').selectOption('entrada');
    await form.getByRole('button', { name: 'Añadir lectura' }).click();
    await expect(page.getByText('Lectura añadida.')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: '141.300 Km' })).toContainText('20 de septiembre de 2023 · Entrada en el concesionario');

    await form.getByLabel('Fecha').fill('2024-11-22');
    await form.getByLabel('Kilómetros').fill('14130');
    await form.getByLabel('Fuente').selectOption('taller');
    await expect(form.getByRole('status')).toContainText('Es menor que la lectura del 20 de septiembre de 2023 (141.300 Km)');
    await form.getByRole('button', { name: 'Añadir lectura' }).click();
    // The car is on the site: a drop without its explanation is refused, and what was typed stays.
    await expect(form.getByText(/^Esta lectura es menor que una anterior y el coche está en la web/)).toBeVisible();
    await expect(form.getByLabel('Explicación')).toBeFocused();
    await expect(form.getByLabel('Kilómetros')).toHaveValue('14.130');
    await form.getByLabel('Explicación').fill('El taller anotó 14.130 km en la factura en lugar de 141.300.');
    await form.getByRole('button', { name: 'Añadir lectura' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: '14.130 Km' })).toContainText('El taller anotó 14.130 km');
    await expect(form.getByLabel('Kilómetros')).toHaveValue('');
  });

  await test.step('an imperfection marked on the first photo, where staff click', async () => {
    await page.goto(`/dashboard/coches/edit/${car!.id}`);
    const section = page.getByRole('region', { name: 'Imperfecciones' });
    const photo = section.getByRole('button', { name: 'Marcar un punto de la foto' });
    await hydrated(photo);
    await photo.scrollIntoViewIfNeeded();
    const box = (await photo.boundingBox())!;
    await photo.click({ position: { x: box.width * 0.25, y: box.height * 0.6 } });
    await section.getByLabel('Qué es').fill('Arañazo leve en la puerta delantera.');
    await section.getByRole('button', { name: 'Guardar imperfección' }).click();
    await expect(page.getByText('Imperfección señalada en la foto.')).toBeVisible();
    await expect(section.getByRole('listitem').filter({ hasText: 'Arañazo leve en la puerta delantera.' })).toBeVisible();
    const [mark] = await sql<{ x: number; y: number }>('SELECT x::float8 AS x, y::float8 AS y FROM imperfecciones i JOIN fotos f ON f.id = i.foto_id WHERE f.coche_id = $1', [car!.id]);
    expect(mark!.x).toBeCloseTo(0.25, 1);
    expect(mark!.y).toBeCloseTo(0.6, 1);
  });

  await test.step('a visitor on a phone', async () => {
    const visitor = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'es-ES', isMobile: true, hasTouch: true });
    const phone = await visitor.newPage();
    await phone.goto(`/vehiculo/${slug}`);
    const inspection = phone.getByRole('region', { name: 'Revisado en 100 puntos' });
    await expect(inspection).toContainText('1 punto reparado');
    const show = inspection.getByRole('button', { name: 'Ver la lista completa' });
    await hydrated(show);
    await show.tap();
    await expect(inspection.getByRole('heading', { name: 'Reparado y a vigilar' })).toBeVisible();
    await expect(inspection.getByText('Roce pintado en nuestro taller.').first()).toBeVisible();

    const mileage = phone.getByRole('region', { name: 'Historial de kilómetros' });
    await expect(mileage.getByRole('img', { name: 'Kilómetros por fecha' })).toBeVisible();
    const rows = mileage.getByRole('row');
    await expect(rows.nth(1)).toContainText('20 de septiembre de 2023');
    await expect(rows.nth(2)).toContainText('14.130 Km');
    await expect(rows.nth(3)).toContainText('Explicación: El taller anotó 14.130 km en la factura en lugar de 141.300.');
    // The imperfection by keyboard: its count's button goes to the photo and focuses its hotspot.
    const count = phone.getByRole('button', { name: '1 imperfección señalada' });
    await count.focus();
    await phone.keyboard.press('Enter');
    const hotspot = phone.getByRole('button', { name: 'Imperfección 1: Arañazo leve en la puerta delantera.' });
    await expect(hotspot).toBeFocused();
    await phone.keyboard.press('Enter');
    await expect(hotspot).toHaveAttribute('aria-expanded', 'true');
    await expect(phone.getByText('Arañazo leve en la puerta delantera.', { exact: true })).toBeVisible();
    await phone.keyboard.press('Escape');
    await expect(hotspot).toHaveAttribute('aria-expanded', 'false');
    // And by tap, which opens its note, not the full-screen viewer.
    await hotspot.tap();
    await expect(phone.getByText('Arañazo leve en la puerta delantera.', { exact: true })).toBeVisible();
    await expect(phone.getByRole('dialog')).toHaveCount(0);

    // The longest months' days and the longest source still fit the phone's width.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await visitor.close();
  });
});
