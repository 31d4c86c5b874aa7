import { expect, test } from '@playwright/test';
import { formatNumber } from '../../server/contracts/format.ts';
import { sql } from '../support/e2e-db.ts';
import { signInAsStaff } from '../support/e2e.ts';

/**
 * Per-car analytics: a visitor opens a car's page (a desktop Chrome, counted like a person),
 * then a member of staff finds that visit in the car's 90-day chart on its edit page, and the
 * panel draws its 30 days. The server writes counted visits every few seconds, hence the polls.
 */
test('a visit to a car shows in its chart on the edit page, and the panel draws the last 30 days', async ({ page, browser }) => {
  const [car] = await sql<{ id: number; slug: string }>(
    `SELECT id, slug FROM coches WHERE activo AND deleted_at IS NULL AND estado_id = 1 ORDER BY id DESC LIMIT 1`,
  );
  const todayVisits = async () =>
    (await sql<{ visitas: number }>(`SELECT visitas FROM actividad_diaria WHERE coche_id = $1 AND dia = (now() AT TIME ZONE 'Atlantic/Canary')::date`, [car!.id]))[0]?.visitas ?? 0;
  const before = await todayVisits();

  // A visitor of their own: a car's visits count each visitor (IP and browser) once a day, and
  // other journeys have opened car pages from this machine's browser today.
  const visitor = await browser.newContext({ userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 visitante-${Date.now()}` });
  const carPage = await visitor.newPage();
  await carPage.goto(`/vehiculo/${car!.slug}`);
  await expect(carPage.getByRole('heading', { level: 1 })).toBeVisible();
  await visitor.close();
  // At least this visit (another journey's, still unwritten, may land with it).
  await expect.poll(todayVisits, { timeout: 15_000 }).toBeGreaterThan(before);
  const counted = await todayVisits();

  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsStaff(page);
  await page.goto(`/dashboard/coches/edit/${car!.id}`);
  const interest = page.getByRole('region', { name: 'Interés en la web' });
  await interest.scrollIntoViewIfNeeded();
  // The chart: one bar per day of the 90, today's the last, as tall as its visits allow.
  const visitsChart = interest.getByRole('figure', { name: 'Visitas por día' });
  await expect(visitsChart.locator('svg .ct-bar')).toHaveCount(90);
  await expect(visitsChart.getByRole('img', { name: /^[\d.]+ visitas en 90 días; más en un día: / })).toBeVisible();
  const todayBar = visitsChart.locator('svg .ct-bar').last();
  const height = await todayBar.evaluate((bar) => Number(bar.getAttribute('y1')) - Number(bar.getAttribute('y2')));
  expect(height).toBeGreaterThan(0);
  await expect(interest.getByRole('figure', { name: 'Contactos por día' }).locator('svg .ct-bar')).toHaveCount(90);
  // The same figures as text, for screen readers: today's row holds the visit just made.
  const table = interest.getByRole('table', { name: /Interés en la web: visitas y contactos por día/ });
  await expect(table.getByRole('row').last().getByRole('cell').first()).toHaveText(formatNumber(counted));
  // The 90 days' total above the chart, as the counters hold it.
  const [total] = await sql<{ visitas: number }>(
    `SELECT coalesce(sum(visitas), 0)::int AS visitas FROM actividad_diaria WHERE coche_id = $1 AND dia > (now() AT TIME ZONE 'Atlantic/Canary')::date - 90`,
    [car!.id],
  );
  await expect(interest.getByRole('definition').first()).toHaveText(formatNumber(total!.visitas));

  await page.goto('/dashboard');
  const panel = page.getByRole('region', { name: 'Actividad de los coches' });
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.getByRole('figure', { name: 'Visitas por día' }).locator('svg .ct-bar')).toHaveCount(30);
  await expect(page.getByRole('region', { name: 'Mejor conversión' })).toBeVisible();
});
