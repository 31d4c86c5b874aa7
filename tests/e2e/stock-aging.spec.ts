import { expect, test } from '@playwright/test';
import { sql } from '../support/e2e-db.ts';
import { signInAsStaff } from '../support/e2e.ts';

/**
 * The stock aging report: a car 400 days in stock (the oldest, so first) that few people look at is in 'Precios a
 * revisar', and its 'Revisar precio' opens its edit page, where staff change the price.
 */
test('the aging report leads from an old, unwatched car to its edit page', async ({ page }) => {
  const [car] = await sql<{ id: number; nombre: string }>(
    // Noon of the Canary day 400 days ago: 'now minus 400 days' late in the evening can fall on the
    // next Canary day when a clock change lies between (399 days).
    `UPDATE coches SET fecha_entrada = (((now() AT TIME ZONE 'Atlantic/Canary')::date - 400) + time '12:00') AT TIME ZONE 'Atlantic/Canary', numbook = 3, num_contactos = 0
     WHERE id = (SELECT id FROM coches WHERE activo AND deleted_at IS NULL AND estado_id = 1 ORDER BY id LIMIT 1)
     RETURNING id, nombre`,
  );
  const id = car!.id;
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsStaff(page);
  await page.goto('/dashboard/informes/stock');
  await expect(page.getByRole('heading', { level: 1, name: 'Antigüedad del stock' })).toBeVisible();
  const porSede = page.getByRole('table', { name: 'Coches por días en stock y sede' });
  await expect(porSede.getByRole('row', { name: /^Total/ })).toBeVisible();

  const review = page.getByRole('region', { name: /Precios a revisar/ }).getByRole('listitem').filter({ hasText: car!.nombre }).first();
  await expect(review).toContainText('400 días');
  await review.getByRole('link', { name: /^Revisar precio/ }).click();
  await page.waitForURL(`**/dashboard/coches/edit/${id}`);
  await expect(page.getByRole('form', { name: /Editar/ }).or(page.locator('form')).first()).toBeVisible();
});
