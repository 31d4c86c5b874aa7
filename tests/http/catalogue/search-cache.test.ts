/**
 * The facet counts are cached per stock version (catalogo_version, kept by triggers on coches):
 * every change the search can see shows at once, counters that it cannot see keep the cache.
 */
import pg from 'pg';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HomeProps } from '../../../server/contracts/pages.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { testDatabaseUrl } from '../../support/db.ts';
import { BRAND, seedSearchFixture, unsoldWhere } from './search-fixture.ts';
import { buscar } from './search-helpers.ts';

const { app, prisma } = useTestApp();

beforeAll(() => seedSearchFixture(prisma));

async function version(): Promise<bigint> {
  return (await prisma.catalogoVersion.findUniqueOrThrow({ where: { id: 1 }, select: { version: true } })).version;
}

const audiCount = async (query = '') => (await buscar(app, query)).marcas.find((option) => option.id === BRAND.audi)!.count;

describe('facet counts after a change to the stock', () => {
  it('follow a car sold, a new price and a new car at once', async () => {
    const before = await buscar(app, '?max_precio=60000');
    const audi = before.marcas.find((option) => option.id === BRAND.audi)!.count;
    const car = await prisma.coche.findFirstOrThrow({ where: { ...unsoldWhere, marca_id: BRAND.audi, precio_efectivo: { lte: 60_000 } }, select: { id: true } });

    await prisma.coche.update({ where: { id: car.id }, data: { estado_id: 3 } });
    expect(await audiCount('?max_precio=60000')).toBe(audi - 1);

    await prisma.coche.update({ where: { id: car.id }, data: { estado_id: 1, precio: 59_000, precio_oferta: null } });
    expect(await audiCount('?max_precio=60000')).toBe(audi);
    await prisma.coche.update({ where: { id: car.id }, data: { precio: 90_000 } });
    expect(await audiCount('?max_precio=60000')).toBe(audi - 1);
    expect((await buscar(app)).max_price).toBe(90_000);

    const { id: _id, slug: _slug, ref: _ref, created_at: _created, updated_at: _updated, precio_efectivo: _efectivo, ...fields } = await prisma.coche.findUniqueOrThrow({ where: { id: car.id } });
    await prisma.coche.create({ data: { ...fields, slug: 'audi-nuevo', precio: 20_000 } });
    expect(await audiCount('?max_precio=60000')).toBe(audi);
    const home = await request(app).get('/').set(inertiaVisit);
    expect((home.body.props as HomeProps).search.marcas.find((option) => option.id === BRAND.audi)!.count).toBe(
      await prisma.coche.count({ where: { ...unsoldWhere, marca_id: BRAND.audi } }),
    );
  });

  it('keep their version when only the visit and contact counters change', async () => {
    const start = await version();
    await prisma.coche.updateMany({ where: { marca_id: BRAND.bmw }, data: { numbook: { increment: 1 }, num_contactos: { increment: 1 } } });
    expect(await version()).toBe(start);
    await prisma.coche.updateMany({ where: { marca_id: BRAND.bmw }, data: { kilometros: { increment: 1 } } });
    expect(await version()).not.toBe(start);
  });

  it('survive a missing version row by not caching', async () => {
    await prisma.catalogoVersion.deleteMany();
    const count = await audiCount();
    await prisma.$executeRaw`UPDATE coches SET marca_id = ${BRAND.audi} WHERE marca_id = ${BRAND.landRover}`;
    await prisma.catalogoVersion.deleteMany();
    expect(await audiCount()).toBeGreaterThan(count);
  });

  it('let two transactions write cars in opposite orders without a deadlock on the version', async () => {
    const [first, second] = await prisma.coche.findMany({ select: { id: true }, orderBy: { id: 'asc' }, take: 2 });
    const start = (await prisma.catalogoVersion.findUnique({ where: { id: 1 }, select: { version: true } }))?.version ?? null;
    const one = new pg.Client({ connectionString: testDatabaseUrl() });
    const two = new pg.Client({ connectionString: testDatabaseUrl() });
    await Promise.all([one.connect(), two.connect()]);
    try {
      await one.query('BEGIN');
      await two.query('BEGIN');
      await one.query('UPDATE coches SET kilometros = kilometros + 1 WHERE id = $1', [first!.id]);
      await two.query('UPDATE coches SET kilometros = kilometros + 1 WHERE id = $1', [second!.id]);
      // Waits for `two`'s row lock; with the version locked per statement, `two` would wait for
      // `one` in turn and PostgreSQL would abort one of them as a deadlock.
      const crossing = one.query('UPDATE coches SET kilometros = kilometros + 1 WHERE id = $1', [second!.id]);
      await two.query('COMMIT');
      await crossing;
      await one.query('COMMIT');
    } finally {
      await Promise.all([one.end(), two.end()]);
    }
    expect(await version()).not.toBe(start);
  });
});
