import { expect, test } from '@playwright/test';
import { demoVehicles } from '../../prisma/seed/vehicles.ts';
import { sql } from '../support/e2e-db.ts';
import { hydrated, signInAsStaff } from '../support/e2e.ts';

/**
 * A car's history, from the staff's screens to a visitor's phone: staff inspect a car and enter
 * its odometer readings (one below the one before, explained), and a visitor on a 375 px phone sees
 * 'Revisado en 100 puntos', opens the checklist, and reads the readings with their explanation.
 */

// The car after the axe suite's (the middle one on sale): no other journey reserves, sells, books or inspects it.
const onSale = demoVehicles(120).filter((car) => car.estado_id === 1 && car.activo);
const slug = onSale[Math.floor(onSale.length / 2) + 1]!.slug;

test('staff inspect a car and enter two readings; a visitor on a phone sees the summary, the checklist and the readings', async ({ page, browser }) => {
  const [car] = await sql<{ id: number }>('SELECT id FROM coches WHERE slug = $1', [slug]);
  await sql('DELETE FROM inspecciones WHERE coche_id = $1', [car!.id]);
  await sql('DELETE FROM lecturas_km WHERE coche_id = $1', [car!.id]);
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
    await form.getByLabel('Fecha').fill('2023-04-20');
    await form.getByLabel('Kilómetros').fill('41300');
    await form.getByLabel('Fuente').selectOption('itv');
    await form.getByRole('button', { name: 'Añadir lectura' }).click();
    await expect(page.getByText('Lectura añadida.')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: '41.300 Km' })).toContainText('20 de abril de 2023 · ITV');

    await form.getByLabel('Fecha').fill('2024-06-02');
    await form.getByLabel('Kilómetros').fill('4130');
    await form.getByLabel('Fuente').selectOption('taller');
    await expect(form.getByRole('status')).toContainText('Es menor que la lectura del 20 de abril de 2023 (41.300 Km)');
    await form.getByRole('button', { name: 'Añadir lectura' }).click();
    // The car is on the site: a drop without its explanation is refused, and what was typed stays.
    await expect(form.getByText(/^Esta lectura es menor que una anterior y el coche está en la web/)).toBeVisible();
    await expect(form.getByLabel('Explicación')).toBeFocused();
    await expect(form.getByLabel('Kilómetros')).toHaveValue('4.130');
    await form.getByLabel('Explicación').fill('El taller anotó 4.130 km en la factura en lugar de 41.300.');
    await form.getByRole('button', { name: 'Añadir lectura' }).click();
    await expect(page.getByText('Lectura añadida.')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: '4.130 Km' })).toContainText('El taller anotó 4.130 km');
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
    await expect(rows.nth(1)).toContainText('20 de abril de 2023');
    await expect(rows.nth(2)).toContainText('4.130 Km');
    await expect(rows.nth(3)).toContainText('Explicación: El taller anotó 4.130 km en la factura en lugar de 41.300.');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await visitor.close();
  });
});
