import { expect, test, type Page } from '@playwright/test';
import { STOCK_PER_PAGE } from '../../server/contracts/stock.ts';
import { sql } from '../support/e2e-db.ts';
import { hydrated, signInAsStaff } from '../support/e2e.ts';

/**
 * The staff vehicle list (back-office §2 "Vehicle list", §4, §7, §8): filters and order against
 * the database, delete and renew behind their confirms, and what the public site then shows.
 * Runs at a desktop width, where the list is a table.
 */

const LISTED = 'deleted_at IS NULL AND estado_id IN (1, 2)';

/** The car ids of the table's rows, in order (each row's edit link ends with the id). */
const rowIds = (page: Page) =>
  page.locator('table tbody tr').evaluateAll((rows) =>
    rows.map((row) => Number(row.querySelector('a[href*="/dashboard/coches/edit/"]')?.getAttribute('href')?.split('/').pop())),
  );

async function expectedIds(where: string, order: string, values: unknown[] = []): Promise<number[]> {
  const rows = await sql<{ id: number }>(`SELECT id FROM coches WHERE ${LISTED} AND ${where} ORDER BY ${order} LIMIT ${STOCK_PER_PAGE}`, values);
  return rows.map((row) => row.id);
}

/** The cars a journey made for itself, removed after it. */
const madeCars: number[] = [];

test.afterEach(async () => {
  await sql('DELETE FROM coches WHERE id = ANY($1)', [madeCars.splice(0)]);
});

/**
 * A car of its own for a journey that changes it, copied from an active NORMAL car of the seed
 * (without photos), entered `daysAgo` days ago, so the seeded stock stays as the other journeys expect.
 */
async function ownCar(nombre: string, daysAgo: number): Promise<{ id: number; slug: string }> {
  const slug = nombre.toLowerCase().replace(/\s+/g, '-');
  const [car] = await sql<{ id: number; slug: string }>(
    `INSERT INTO coches (slug, nombre, marca_id, modelo_id, year, kilometros, potencia, cilindrada, cilindros, marchas, plazas, puertas,
                         color, emisiones, precio, precio_oferta, matricula, eco_id, estado_id, carroceria_id, combustible_id, cambio_id,
                         garantia_id, caracteristicas, activo, created_at, fecha_entrada, updated_at)
     SELECT $1, $2, marca_id, modelo_id, year, kilometros, potencia, cilindrada, cilindros, marchas, plazas, puertas,
            color, emisiones, precio, precio_oferta, NULL, eco_id, 1, carroceria_id, combustible_id, cambio_id,
            garantia_id, caracteristicas, true, now() - make_interval(days => $3),
            (((now() AT TIME ZONE 'Atlantic/Canary')::date - $3::int) + time '12:00') AT TIME ZONE 'Atlantic/Canary', now()
     FROM coches WHERE deleted_at IS NULL AND activo AND estado_id = 1 ORDER BY id LIMIT 1
     RETURNING id, slug`,
    [slug, nombre, daysAgo],
  );
  if (!car) throw new Error('No seeded car to copy');
  madeCars.push(car.id);
  return car;
}

async function openList(page: Page, query = '') {
  await page.goto(`/dashboard/vehiculos${query}`);
  await expect(page).toHaveTitle('Vehículos - GTCars');
  await hydrated(page.getByRole('link', { name: 'Crear Vehículo' }));
}

/** Searches by name through the search-field selector and waits for the one matching row. */
async function findByName(page: Page, nombre: string) {
  await page.getByLabel('Campo de búsqueda').selectOption('nombre');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(nombre);
  await expect(page).toHaveURL(/search_field=nombre/);
  await expect(page.locator('table tbody tr')).toHaveCount(1);
}

test.describe('the staff vehicle list', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.beforeEach(async ({ page }) => signInAsStaff(page));

  test('opens from the menu with states 1 and 2, newest first, and a clean address', async ({ page }) => {
    await page.getByRole('navigation', { name: 'Menú del panel' }).getByRole('link', { name: 'Vehículos' }).click();
    await expect(page).toHaveURL(/\/dashboard\/vehiculos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vehículos' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Crear Vehículo' })).toHaveAttribute('href', '/dashboard/coches/add');
    await expect.poll(() => rowIds(page)).toEqual(await expectedIds('TRUE', 'created_at DESC, id DESC'));
    await expect(page.getByRole('columnheader', { name: 'Alta' })).toHaveAttribute('aria-sort', 'descending');
  });

  test('filters by brand and by a search field, and the rows are the database’s', async ({ page }) => {
    const [brand] = await sql<{ id: number; nombre: string }>(
      `SELECT m.id, m.nombre FROM marcas m JOIN coches c ON c.marca_id = m.id WHERE c.deleted_at IS NULL AND c.estado_id IN (1, 2)
       GROUP BY m.id ORDER BY count(*) DESC, m.id LIMIT 1`,
    );
    await openList(page);
    await page.getByLabel('Marca', { exact: true }).selectOption(brand!.nombre);
    await expect(page).toHaveURL(new RegExp(`/dashboard/vehiculos\\?marca=${brand!.id}$`));
    const byBrand = await expectedIds('marca_id = $1', 'created_at DESC, id DESC', [brand!.id]);
    expect(byBrand.length).toBeGreaterThan(1);
    await expect.poll(() => rowIds(page)).toEqual(byBrand);

    await page.getByLabel('Marca', { exact: true }).selectOption('Todas');
    const [plated] = await sql<{ matricula: string }>(`SELECT matricula FROM coches WHERE ${LISTED} AND matricula IS NOT NULL ORDER BY id LIMIT 1`);
    const fragment = plated!.matricula.slice(-3).toLowerCase();
    await page.getByLabel('Campo de búsqueda').selectOption('Matrícula');
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(fragment);
    await expect(page).toHaveURL(new RegExp(`\\?search_field=matricula&search_query=${fragment}$`));
    const byPlate = await expectedIds('matricula ILIKE $1', 'created_at DESC, id DESC', [`%${fragment}%`]);
    expect(byPlate.length).toBeGreaterThan(0);
    await expect.poll(() => rowIds(page)).toEqual(byPlate);

    await page.getByRole('searchbox', { name: 'Buscar' }).fill('zz-ninguno-zz');
    await expect(page.getByText('No se encontraron vehículos con los filtros seleccionados.')).toBeVisible();
  });

  test('sorts by name: ascending first, then the other way', async ({ page }) => {
    await openList(page);
    const header = page.getByRole('columnheader', { name: 'Nombre · Matrícula' });
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await header.getByRole('button').click();
    await expect(page).toHaveURL(/\?sort_by=nombre&sort_dir=asc$/);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(() => rowIds(page)).toEqual(await expectedIds('TRUE', 'nombre ASC, id ASC'));

    await header.getByRole('button').click();
    await expect(page).toHaveURL(/\?sort_by=nombre&sort_dir=desc$/);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => rowIds(page)).toEqual(await expectedIds('TRUE', 'nombre DESC, id DESC'));
  });

  test('deletes a car after the confirm: it leaves the list and its public page answers 404', async ({ page }) => {
    const nombre = `Prueba Borrado ${Date.now()}`;
    const car = await ownCar(nombre, 3);
    expect((await page.request.get(`/vehiculo/${car.slug}`)).status()).toBe(200);
    await openList(page);
    await findByName(page, nombre);

    await page.getByRole('button', { name: /^Eliminar: / }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('¿Estás seguro de que quieres eliminar este Coche?');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('table tbody tr')).toHaveCount(1);

    await page.getByRole('button', { name: /^Eliminar: / }).click();
    await dialog.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await expect(page.getByText('Vehículo eliminado.')).toBeVisible();
    await expect(page.getByText('No se encontraron vehículos con los filtros seleccionados.')).toBeVisible();
    const [row] = await sql<{ deleted: boolean }>('SELECT deleted_at IS NOT NULL AS deleted FROM coches WHERE id = $1', [car.id]);
    expect(row?.deleted).toBe(true);
    expect((await page.request.get(`/vehiculo/${car.slug}`)).status()).toBe(404);
  });

  test('renews a car’s date after the confirm: it becomes the newest on the public search, its days in stock unchanged', async ({ page }) => {
    const nombre = `Prueba Renovar ${Date.now()}`;
    const car = await ownCar(nombre, 40);
    await openList(page);
    await findByName(page, nombre);
    const row = page.locator('table tbody tr');
    await expect(row).toContainText('40 días');

    await page.getByRole('button', { name: /^Renovar fecha: / }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('¿Estás seguro de que quieres renovar la fecha de este coche?');
    await dialog.getByRole('button', { name: 'Renovar fecha', exact: true }).click();
    await expect(page.getByText('Fecha del vehículo renovada.')).toBeVisible();
    // The date is today's; the days in stock still count from the car's real entry.
    await expect(row.locator('time')).toHaveText(new Intl.DateTimeFormat('es-ES', { timeZone: 'Atlantic/Canary', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date()));
    await expect(row).toContainText('40 días');

    await page.goto('/buscar');
    const first = page.getByRole('list', { name: 'Resultados' }).locator('article').first();
    await expect(first.locator(`a[href="/vehiculo/${car.slug}"]`).first()).toBeVisible();
  });

  test('row actions: the web in a new tab and the edit page', async ({ page }) => {
    await openList(page);
    const [first] = await expectedIds('TRUE', 'created_at DESC, id DESC');
    const [{ slug }] = (await sql<{ slug: string }>('SELECT slug FROM coches WHERE id = $1', [first])) as [{ slug: string }];
    const row = page.locator('table tbody tr').first();
    const web = row.getByRole('link', { name: /^Ver en la web: / });
    await expect(web).toHaveAttribute('href', `/vehiculo/${slug}`);
    await expect(web).toHaveAttribute('target', '_blank');
    await expect(web).toHaveAttribute('rel', 'noopener');
    await expect(row.getByRole('link', { name: /^Editar: / })).toHaveAttribute('href', `/dashboard/coches/edit/${first}`);
  });
});

test.describe('the staff vehicle list on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test.beforeEach(async ({ page }) => signInAsStaff(page));

  test('shows the cars as cards, orders them with the select and keeps the filters behind "Más filtros"', async ({ page }) => {
    await openList(page);
    await expect(page.locator('table')).toBeHidden();
    const cardIds = () =>
      page.getByRole('listitem').evaluateAll((items) =>
        items.flatMap((item) => {
          const href = item.querySelector('a[href*="/dashboard/coches/edit/"]')?.getAttribute('href');
          return href ? [Number(href.split('/').pop())] : [];
        }),
      );
    await expect.poll(cardIds).toEqual(await expectedIds('TRUE', 'created_at DESC, id DESC'));

    await page.getByLabel('Ordenar por').selectOption('Nombre (A-Z)');
    await expect(page).toHaveURL(/\?sort_by=nombre&sort_dir=asc$/);
    await expect.poll(cardIds).toEqual(await expectedIds('TRUE', 'nombre ASC, id ASC'));

    const brand = page.getByLabel('Marca', { exact: true });
    await expect(brand).toBeHidden();
    const more = page.getByRole('button', { name: 'Más filtros' });
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(brand).toBeVisible();
    const estados = page.getByRole('group', { name: 'Estados' });
    await estados.getByText('VENDIDO', { exact: true }).click();
    await expect(estados.getByRole('checkbox', { name: 'VENDIDO' })).toBeChecked();
    await expect(page).toHaveURL(/estados=1%2C2%2C3|estados=1,2,3/);
    await expect.poll(cardIds).toEqual(
      (await sql<{ id: number }>(`SELECT id FROM coches WHERE deleted_at IS NULL ORDER BY nombre ASC, id ASC LIMIT ${STOCK_PER_PAGE}`)).map((r) => r.id),
    );
  });
});
