import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { IMPORT_MESSAGES } from '../../server/contracts/stock-import.ts';
import { car, tempDir, writeCsv, writeZip } from '../http/import/import-fixtures.ts';
import { field, fillCar, hydrated, signInAsStaff } from '../support/e2e.ts';
import { sqlOn } from '../support/e2e-db.ts';
import { LIVE_ENV, LIVE_STORAGE, LIVE_URL } from '../support/e2e-live.ts';

/**
 * docs/going-live.md, as a new dealership does it: a production install on an empty database
 * with SEED_DEMO=off; the first account from `npm run user:create`; the stock CSV checked (a bad
 * row is reported and nothing is written), the corrected one checked with its photo ZIP and
 * imported from the files the clean check kept; the cars on
 * /buscar with their photos in order; a fourth car created by hand with the installed lookups.
 */

test.use({ baseURL: LIVE_URL });

const live = <T>(text: string, values: unknown[] = []) => sqlOn<T>({ storage: LIVE_STORAGE, port: Number(LIVE_ENV.EMBEDDED_PG_PORT) }, text, values);
const count = async (table: string) => (await live<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

const OWNER = { name: 'Marta Déniz', email: 'marta@concesionario-canarias.es', password: 'clave-de-marta-2026' };

/** A photo whose width tells it apart once imported: the ZIP's order must survive the import. */
const photo = (width: number, colour: string) => sharp({ create: { width, height: 600, channels: 3, background: colour } }).jpeg({ quality: 80 }).toBuffer();

test('a new dealership creates its account, imports its stock with photos and adds a car by hand', async ({ page }) => {
  test.setTimeout(180_000);
  expect(await count('coches')).toBe(0);
  expect(await count('users')).toBe(0);

  // 1. The first account, from the command line.
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/db/user-create.ts', '--name', OWNER.name, '--email', OWNER.email, '--password', OWNER.password], {
    env: { ...process.env, ...LIVE_ENV },
    stdio: 'pipe',
  });

  // 2. Sign in: the panel says the company's details are still missing.
  await signInAsStaff(page, OWNER);
  await expect(page.getByRole('status').filter({ hasText: 'Faltan datos de la empresa' })).toBeVisible();

  const dir = await tempDir();
  try {
    const cars = [
      car('GL-1', { marca: 'Porsche', modelo: 'Macan', nombre: 'GTS', precio: 84900 }),
      car('GL-2', { marca: 'BMW', modelo: 'X5', nombre: 'xDrive45e', combustible: 'Híbrido Enchufable', precio: 69900 }),
      car('GL-3', { marca: 'Audi', modelo: 'Q5', nombre: '40 TDI quattro', precio: 45900 }),
    ];
    const bad = await writeCsv(dir, [cars[0]!, cars[1]!, { ...cars[2]!, combustible: 'Vapor' }], undefined, 'stock-con-error.csv');
    const good = await writeCsv(dir, cars, undefined, 'stock.csv');
    const zip = await writeZip(dir, {
      'GL-1/1.jpg': await photo(1200, '#1d3f8f'),
      'GL-1/2.jpg': await photo(1000, '#b3121b'),
      'GL-1/3.jpg': await photo(900, '#1f7a3a'),
      'GL-2/1.jpg': await photo(1100, '#333333'),
      'GL-3/1.jpg': await photo(1050, '#777777'),
    });

    // 3a. A dry run of the file with a bad row: the row's error, and nothing written.
    await page.getByRole('link', { name: 'Vehículos' }).first().click();
    await page.getByRole('link', { name: 'Importar vehículos' }).click();
    await expect(page.getByRole('heading', { name: 'Importar vehículos', level: 1 })).toBeVisible();
    const send = page.getByRole('button', { name: 'Comprobar' });
    await hydrated(send);
    await page.getByLabel('Archivo CSV').setInputFiles(bad);
    await expect(page.getByLabel('Solo comprobar')).toBeChecked();
    await send.click();
    await expect(page.getByRole('heading', { name: /^Comprobación n\.º \d+$/ })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '1 error en el archivo: no se ha guardado nada.' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('row', { name: `4 combustible ${IMPORT_MESSAGES.option}` })).toBeVisible();
    expect(await count('coches')).toBe(0);
    expect(await count('marcas')).toBe(0);

    // 3b. The corrected file with its photos, checked clean, then imported from the kept files.
    await page.getByRole('link', { name: '← Importar vehículos' }).click();
    await hydrated(page.getByRole('button', { name: 'Comprobar' }));
    await page.getByLabel('Archivo CSV').setInputFiles(good);
    await page.getByLabel('Fotos (ZIP)').setInputFiles(zip);
    await page.getByRole('button', { name: 'Comprobar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Todo correcto. 3 filas: 3 vehículos nuevos, 0 actualizados, 5 fotos. No se ha guardado nada.' })).toBeVisible({
      timeout: 60_000,
    });
    expect(await count('coches')).toBe(0);
    await page.getByRole('button', { name: 'Importar ahora' }).click();
    await expect(page.getByRole('heading', { name: /^Importación n\.º \d+$/ })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Importación completa. 3 filas: 3 vehículos nuevos, 0 actualizados, 5 fotos.' })).toBeVisible({
      timeout: 60_000,
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }

  // 4. The cars are on /buscar, each with its first photo; a car's page shows them in the ZIP's order.
  const fotos = await live<{ ref: string; slug: string; id: number; width: number }>(
    'SELECT c.ref, c.slug, f.id, f.width FROM coches c JOIN fotos f ON f.coche_id = c.id ORDER BY c.ref, f.orden',
  );
  const gl1 = fotos.filter((foto) => foto.ref === 'GL-1');
  expect(gl1.map((foto) => foto.width)).toEqual([1200, 1000, 900]);
  await page.goto('/buscar');
  await expect(page.locator('article')).toHaveCount(3);
  for (const ref of ['GL-1', 'GL-2', 'GL-3']) {
    const first = fotos.find((foto) => foto.ref === ref)!;
    await expect(page.locator(`article:has(a[href="/vehiculo/${first.slug}"]) img`).first()).toHaveAttribute('src', new RegExp(`/${first.id}\\.jpg$`));
  }
  await page.locator(`a[href="/vehiculo/${gl1[0]!.slug}"]`).first().click();
  const gallery = page.getByRole('region', { name: 'Fotos y vídeo del vehículo' });
  await expect(gallery.locator('.swiper-slide img')).toHaveCount(3);
  const sources = await gallery.locator('.swiper-slide img').evaluateAll((images) => images.map((image) => image.getAttribute('src')));
  expect(sources).toEqual(gl1.map((foto) => `/storage/vehiculos/compressed/${foto.id}.jpg`));

  // 5. A fourth car by hand, with the lookups the migration installed.
  await page.goto('/dashboard/coches/add');
  const form = page.getByRole('form', { name: 'Crear Vehículo' });
  const create = form.getByRole('button', { name: 'Crear vehículo' });
  await hydrated(create);
  await fillCar(page, form, 'Cuarto coche a mano');
  await field(form, 'emisiones').fill('160');
  await create.click();
  await page.waitForURL(/\/dashboard\/coches\/edit\/\d+\?creado=1$/);
  await expect(page.getByRole('status').filter({ hasText: 'Vehículo creado con éxito.' })).toBeVisible();
  expect(await count('coches')).toBe(4);
  const [handmade] = await live<{ combustible_id: number; cambio_id: number }>("SELECT combustible_id, cambio_id FROM coches WHERE nombre = 'Cuarto coche a mano'");
  expect([1, 2, 4, 9]).toContain(handmade!.combustible_id);
  expect([1, 2]).toContain(handmade!.cambio_id);
});
