/**
 * /buscar by monthly payment, DGT label and branch: cuota_max, the cuota_asc order, etiqueta and sede, alone
 * and combined, each against the same search done in SQL, where the payment is worked out by
 * SQL's own arithmetic from the default terms (8,99 % TIN, 20 % down, 72 months, at least 3.000 €
 * financed). Each card carries its payment; the label and branch facets count like the others.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '../../../server/db/client.ts';
import { useTestApp } from '../../support/app.ts';
import { FUEL, seedSearchFixture } from './search-fixture.ts';
import { allResultIds, buscar } from './search-helpers.ts';

const { app, prisma } = useTestApp();
let cheapId: number;

beforeAll(async () => {
  await seedSearchFixture(prisma);
  // One available car below the smallest amount offered on credit: it has no payment.
  const cheap = await prisma.coche.findFirstOrThrow({ where: { estado_id: 1, activo: true, deleted_at: null }, orderBy: { id: 'asc' }, select: { id: true } });
  cheapId = cheap.id;
  await prisma.coche.update({ where: { id: cheapId }, data: { precio: 2500, precio_oferta: null } });
});

interface PaidCar {
  id: number;
  eco_id: number | null;
  sede_id: number;
  combustible_id: number;
  precio_efectivo: number;
  /** The payment in euros, null below the minimum. */
  cuota: number | null;
}

/** The unsold public cars, newest first, each with its payment computed by PostgreSQL. */
function unsoldWithPayments(): Promise<PaidCar[]> {
  return prisma.$queryRaw<PaidCar[]>(Prisma.sql`
    SELECT id, eco_id::int AS eco_id, sede_id::int AS sede_id, combustible_id, precio_efectivo,
      CASE WHEN precio_efectivo < 3000 THEN NULL ELSE
        (round((precio_efectivo - LEAST(precio_efectivo - 3000, round(precio_efectivo * 0.20))) * 100
          * (0.0899 / 12) / (1 - power(1 + 0.0899 / 12, -72)), 0) / 100)::float8
      END AS cuota
    FROM coches
    WHERE activo AND deleted_at IS NULL AND estado_id IN (1, 2)
    ORDER BY created_at DESC, id DESC`);
}

const ids = (cars: PaidCar[]) => cars.map((car) => car.id);
const underPayment = (max: number) => (car: PaidCar) => car.cuota !== null && car.cuota <= max;

describe('cuota_max', () => {
  it.each([600, 800, 1000])('keeps the cars whose payment is at most %i €, as SQL works it out', async (max) => {
    const expected = ids((await unsoldWithPayments()).filter(underPayment(max)));
    expect(expected.length).toBeGreaterThan(0);
    const props = await buscar(app, `?cuota_max=${max}`);
    expect(props.filters.cuota_max).toBe(max);
    expect(props.entradas.total).toBe(expected.length);
    expect(await allResultIds(app, `?cuota_max=${max}`)).toEqual(expected);
  });

  it('finds nothing below the smallest credit’s payment, and never a car not offered on credit', async () => {
    expect((await buscar(app, '?cuota_max=10')).entradas.total).toBe(0);
    expect(await allResultIds(app, '?cuota_max=100000')).not.toContain(cheapId);
  });
});

describe('cuota_asc', () => {
  it('orders by payment, ties by id, the cars not offered on credit last', async () => {
    const cars = await unsoldWithPayments();
    const expected = [...cars].sort((a, b) => (a.cuota ?? Infinity) - (b.cuota ?? Infinity) || a.precio_efectivo - b.precio_efectivo || a.id - b.id);
    expect(await allResultIds(app, '?sort_by=cuota_asc')).toEqual(ids(expected));
    expect(ids(expected).at(-1)).toBe(cheapId);
  });
});

describe('etiqueta', () => {
  it('keeps the cars with any of the labels, however the list is written', async () => {
    const expected = ids((await unsoldWithPayments()).filter((car) => car.eco_id === 2 || car.eco_id === 4));
    expect(expected.length).toBeGreaterThan(0);
    for (const query of ['?etiqueta=2,4', '?etiqueta=4&etiqueta=2', '?etiqueta=2,4,9']) {
      expect((await buscar(app, query)).filters.etiqueta).toEqual([2, 4]);
      expect(await allResultIds(app, query)).toEqual(expected);
    }
  });

  it('counts each label with the other filters, not its own', async () => {
    const cars = (await unsoldWithPayments()).filter((car) => car.combustible_id === FUEL.diesel && underPayment(900)(car));
    expect(new Set(cars.map((car) => car.eco_id)).size).toBeGreaterThan(1);
    const props = await buscar(app, `?combustible=${FUEL.diesel}&cuota_max=900&etiqueta=1`);
    expect(props.etiquetas.map(({ id, count }) => [id, count])).toEqual([1, 2, 3, 4].map((id) => [id, cars.filter((car) => car.eco_id === id).length]));
    expect(props.entradas.total).toBe(cars.filter((car) => car.eco_id === 1).length);
  });
});

describe('sede', () => {
  it.each([1, 2, 3])('keeps the cars at branch %i, and counts each branch with the other filters', async (sede) => {
    const cars = await unsoldWithPayments();
    const expected = ids(cars.filter((car) => car.sede_id === sede));
    expect(expected.length).toBeGreaterThan(0);
    expect(await allResultIds(app, `?sede=${sede}`)).toEqual(expected);
    const labelled = cars.filter((car) => car.eco_id === 2);
    const props = await buscar(app, `?sede=${sede}&etiqueta=2`);
    expect(props.sedes.map(({ id, count }) => [id, count])).toEqual([1, 2, 3].map((id) => [id, labelled.filter((car) => car.sede_id === id).length]));
    expect(props.entradas.total).toBe(labelled.filter((car) => car.sede_id === sede).length);
  });

  it('keeps the cars at any of several branches (an island: sede=1,2), each branch counted without the branch filter', async () => {
    const cars = await unsoldWithPayments();
    const expected = ids(cars.filter((car) => car.sede_id === 1 || car.sede_id === 2));
    expect(await allResultIds(app, '?sede=2,1')).toEqual(expected);
    const props = await buscar(app, '?sede=1&sede=2');
    expect(props.filters.sede).toEqual([1, 2]);
    expect(props.entradas.total).toBe(expected.length);
    expect(props.sedes.map(({ id, count }) => [id, count])).toEqual([1, 2, 3].map((id) => [id, cars.filter((car) => car.sede_id === id).length]));
  });

  it('ignores a branch that does not exist or is not a number', async () => {
    const all = (await buscar(app)).entradas.total;
    for (const query of ['?sede=Tarahales', '?sede=-1', "?sede=1'--", '?sede=9', '?sede=1.5', '?sede[a]=1']) {
      const props = await buscar(app, query);
      expect(props.filters.sede, query).toEqual([]);
      expect(props.entradas.total).toBe(all);
    }
  });
});

describe('combined', () => {
  it('labels, payment, fuel and the payment order together', async () => {
    const query = `?etiqueta=2,3&cuota_max=1000&combustible=${FUEL.gasolina}&sort_by=cuota_asc`;
    const expected = (await unsoldWithPayments())
      .filter((car) => (car.eco_id === 2 || car.eco_id === 3) && car.combustible_id === FUEL.gasolina && underPayment(1000)(car))
      .sort((a, b) => a.precio_efectivo - b.precio_efectivo || a.id - b.id);
    expect(expected.length).toBeGreaterThan(0);
    expect((await buscar(app, query)).entradas.total).toBe(expected.length);
    expect(await allResultIds(app, query)).toEqual(ids(expected));
  });

  it('branch, payment, label and the payment order together', async () => {
    const query = '?sede=1&cuota_max=1100&etiqueta=2,3,4&sort_by=cuota_asc';
    const expected = (await unsoldWithPayments())
      .filter((car) => car.sede_id === 1 && (car.eco_id === 2 || car.eco_id === 3 || car.eco_id === 4) && underPayment(1100)(car))
      .sort((a, b) => a.precio_efectivo - b.precio_efectivo || a.id - b.id);
    expect(expected.length).toBeGreaterThan(0);
    expect((await buscar(app, query)).entradas.total).toBe(expected.length);
    expect(await allResultIds(app, query)).toEqual(ids(expected));
  });
});

describe('the cards', () => {
  it('carry each car’s payment with the default terms, as SQL works it out; none below the minimum or once sold', async () => {
    const payments = new Map((await unsoldWithPayments()).map((car) => [car.id, car.cuota]));
    const { entradas } = await buscar(app, '?sort_by=price_asc');
    expect(entradas.data.length).toBeGreaterThan(0);
    for (const card of entradas.data) expect(card.cuota).toBe(payments.get(card.id));
    expect(entradas.data.find((card) => card.id === cheapId)?.cuota).toBeNull();
    for (const card of (await buscar(app, '?vendidos=1')).entradas.data) expect(card.cuota).toBeNull();
  });

  it('follow new finance terms at once', async () => {
    const before = (await buscar(app, '?sort_by=price_desc')).entradas.data[0]!.cuota!;
    await prisma.financiacion.update({ where: { id: 1 }, data: { tin: 0 } });
    try {
      const after = (await buscar(app, '?sort_by=price_desc')).entradas.data[0]!;
      expect(after.cuota).toBeLessThan(before);
      expect(after.cuota).toBe(Math.round(((after.effectivePrice - Math.round(after.effectivePrice * 0.2)) / 72) * 100) / 100);
    } finally {
      await prisma.financiacion.update({ where: { id: 1 }, data: { tin: 8.99 } });
    }
  });
});

describe('hostile values', () => {
  it.each([
    "?cuota_max=-1&etiqueta=1'%20OR%20'1'='1",
    '?cuota_max=1e400&etiqueta[]=2&etiqueta[foo]=3',
    '?cuota_max=abc&etiqueta=%27%3B--&sort_by=cuota_asc;DROP%20TABLE%20coches',
    '?cuota_max=300.5&etiqueta=ECO',
  ])('%s is a 200 search with the bad values ignored', async (query) => {
    const props = await buscar(app, query);
    expect(props.filters.cuota_max).toBeNull();
    expect(props.filters.etiqueta.every((id) => [1, 2, 3, 4].includes(id))).toBe(true);
    expect(await prisma.coche.count()).toBeGreaterThan(0);
  });
});
