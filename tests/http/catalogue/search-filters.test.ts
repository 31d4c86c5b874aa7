/**
 * /buscar against a small known stock: every filter alone and combined, sold cars, the eight
 * sort orders (price by the effective price), and pagination that keeps the filters.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SORT_OPTIONS, type SortBy } from '../../../server/contracts/search.ts';
import type { Prisma } from '../../../server/db/client.ts';
import { useTestApp } from '../../support/app.ts';
import { BODY, BRAND, effectivePrice, FUEL, GEARBOX, MODEL, publicWhere, seedSearchFixture, unsoldWhere } from './search-fixture.ts';
import { allResultIds, buscar } from './search-helpers.ts';

const { app, prisma } = useTestApp();

beforeAll(() => seedSearchFixture(prisma));

const newest = [{ created_at: 'desc' }, { id: 'desc' }] satisfies Prisma.CocheOrderByWithRelationInput[];

async function expectedIds(where: Prisma.CocheWhereInput): Promise<number[]> {
  const rows = await prisma.coche.findMany({ where: { ...unsoldWhere, ...where }, orderBy: newest, select: { id: true } });
  return rows.map((row) => row.id);
}

/** Public unsold cars with their effective price computed here, not by the database. */
async function unsoldCars() {
  const rows = await prisma.coche.findMany({
    where: unsoldWhere,
    select: { id: true, precio: true, precio_oferta: true, kilometros: true, year: true, created_at: true },
  });
  return rows.map((row) => ({ ...row, efectivo: effectivePrice(row) }));
}

describe('each filter alone', () => {
  const cases: [string, string, Prisma.CocheWhereInput][] = [
    ['marcas', `?marcas=${BRAND.audi}`, { marca_id: BRAND.audi }],
    ['modelo', `?marcas=${BRAND.bmw}&modelo=${MODEL.x5}`, { modelo_id: MODEL.x5 }],
    ['cambio', `?cambio=${GEARBOX.manual}`, { cambio_id: GEARBOX.manual }],
    ['combustible', `?combustible=${FUEL.diesel}`, { combustible_id: FUEL.diesel }],
    ['carroceria', `?carroceria=${BODY.suv}`, { carroceria_id: BODY.suv }],
    ['min_kilometros', '?min_kilometros=60000', { kilometros: { gte: 60_000 } }],
    ['max_kilometros', '?max_kilometros=60000', { kilometros: { lte: 60_000 } }],
    ['min_year', '?min_year=2020', { year: { gte: 2020 } }],
    ['max_year', '?max_year=2020', { year: { lte: 2020 } }],
  ];

  it.each(cases)('%s', async (_name, query, where) => {
    const expected = await expectedIds(where);
    expect(expected.length).toBeGreaterThan(0);
    const props = await buscar(app, query);
    expect(props.entradas.total).toBe(expected.length);
    expect(await allResultIds(app, query)).toEqual(expected);
  });

  it('min_precio and max_precio compare the effective price: an offer below the bound excludes the car', async () => {
    const cars = await unsoldCars();
    const offer = cars.find((car) => car.precio_oferta !== null && car.precio_oferta > 0)!;
    // A bound between the offer and the list price: the car's list price passes, its effective price does not.
    const bound = offer.efectivo + 1;
    const byNewest = (ids: number[]) => cars.filter((car) => ids.includes(car.id)).sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id).map((car) => car.id);

    const above = byNewest(cars.filter((car) => car.efectivo >= bound).map((car) => car.id));
    const min = await allResultIds(app, `?min_precio=${bound}`);
    expect(min).toEqual(above);
    expect(min).not.toContain(offer.id);

    const below = byNewest(cars.filter((car) => car.efectivo <= offer.efectivo).map((car) => car.id));
    const max = await allResultIds(app, `?max_precio=${offer.efectivo}`);
    expect(max).toEqual(below);
    expect(max).toContain(offer.id);
  });
});

describe('filters combined and sold cars', () => {
  it('applies every filter at once', async () => {
    const query = `?marcas=${BRAND.bmw}&cambio=${GEARBOX.automatico}&min_year=2016&max_year=2025&min_kilometros=1000&max_kilometros=140000&sort_by=oldest`;
    const expected = await prisma.coche.findMany({
      where: { ...unsoldWhere, marca_id: BRAND.bmw, cambio_id: GEARBOX.automatico, year: { gte: 2016, lte: 2025 }, kilometros: { gte: 1000, lte: 140_000 } },
      orderBy: [{ created_at: 'asc' }, { id: 'asc' }],
      select: { id: true },
    });
    expect(expected.length).toBeGreaterThan(1);
    expect(await allResultIds(app, query)).toEqual(expected.map((row) => row.id));
    const props = await buscar(app, query);
    expect(props.filters).toMatchObject({ marcas: BRAND.bmw, cambio: GEARBOX.automatico, min_year: 2016, max_year: 2025, min_kilometros: 1000, max_kilometros: 140_000, sort_by: 'oldest', page: 1 });
  });

  it('finds nothing when the filters exclude each other, and says so with an empty page', async () => {
    const props = await buscar(app, `?marcas=${BRAND.landRover}&carroceria=${BODY.berlina}`);
    expect(props.entradas).toMatchObject({ data: [], total: 0, current_page: 1, last_page: 1 });
  });

  it('lists only sold cars with vendidos=1, and only unsold ones by default', async () => {
    const sold = await prisma.coche.findMany({ where: { ...publicWhere, estado_id: 3 }, orderBy: newest, select: { id: true } });
    expect(sold.length).toBeGreaterThan(0);
    expect(await allResultIds(app, '?vendidos=1')).toEqual(sold.map((row) => row.id));
    const props = await buscar(app, '?vendidos=1');
    expect(props.filters.vendidos).toBe(true);
    expect(props.entradas.data.every((car) => car.estado_id === 3)).toBe(true);

    const unsold = await buscar(app);
    expect(unsold.filters.vendidos).toBe(false);
    expect(unsold.entradas.data.every((car) => car.estado_id !== 3)).toBe(true);
  });

  it('never shows an inactive or removed car', async () => {
    const hidden = await prisma.coche.findMany({ where: { OR: [{ activo: false }, { deleted_at: { not: null } }] }, select: { id: true } });
    expect(hidden).toHaveLength(2);
    const all = [...(await allResultIds(app)), ...(await allResultIds(app, '?vendidos=1'))];
    for (const { id } of hidden) expect(all).not.toContain(id);
  });
});

describe('sort orders', () => {
  type Car = Awaited<ReturnType<typeof unsoldCars>>[number];
  const keys: Record<SortBy, [(car: Car) => number, 1 | -1]> = {
    newest: [(car) => car.created_at.getTime(), -1],
    oldest: [(car) => car.created_at.getTime(), 1],
    price_asc: [(car) => car.efectivo, 1],
    price_desc: [(car) => car.efectivo, -1],
    // The payment grows with the effective price; cars below the minimum amount to finance (3.000 €) go last.
    cuota_asc: [(car) => (car.efectivo < 3000 ? 1e9 : 0) + car.efectivo, 1],
    km_asc: [(car) => car.kilometros, 1],
    km_desc: [(car) => car.kilometros, -1],
    year_asc: [(car) => car.year, 1],
    year_desc: [(car) => car.year, -1],
  };

  it.each(SORT_OPTIONS)('%s orders every page, ties broken by id', async (sort) => {
    const [key, direction] = keys[sort];
    const expected = (await unsoldCars()).sort((a, b) => direction * (key(a) - key(b) || a.id - b.id)).map((car) => car.id);
    expect(await allResultIds(app, `?sort_by=${sort}`)).toEqual(expected);
  });

  it('price_asc puts a car on offer by its offer price, not its list price', async () => {
    const cars = await unsoldCars();
    const offer = cars.filter((car) => car.precio_oferta !== null && car.precio_oferta > 0).sort((a, b) => a.efectivo - b.efectivo)[0]!;
    const props = await buscar(app, '?sort_by=price_asc');
    const card = props.entradas.data.find((car) => car.id === offer.id);
    expect(card, 'the cheapest offer is on the first page').toBeDefined();
    expect(card).toMatchObject({ precio: offer.precio, precio_oferta: offer.precio_oferta, effectivePrice: offer.precio_oferta });
    const prices = props.entradas.data.map((car) => car.effectivePrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // Sorting by list price would have put it after cars that are cheaper than its list price.
    expect(cars.some((car) => car.efectivo < offer.precio && car.efectivo > offer.efectivo)).toBe(true);
  });
});

describe('pagination', () => {
  it('keeps the filters in every link and marks the current page', async () => {
    const props = await buscar(app, `?cambio=${GEARBOX.automatico}&sort_by=price_desc&page=2`);
    const total = await prisma.coche.count({ where: { ...unsoldWhere, cambio_id: GEARBOX.automatico } });
    expect(props.entradas).toMatchObject({ current_page: 2, per_page: 12, total, last_page: Math.ceil(total / 12) });
    expect(props.filters.page).toBe(2);
    const links = props.entradas.links;
    expect(links[0]).toEqual({ url: `/buscar?cambio=${GEARBOX.automatico}&sort_by=price_desc`, label: 'Previo', active: false });
    expect(links.find((link) => link.active)?.label).toBe('2');
    for (const link of links.filter((l) => l.url !== null)) {
      expect(link.url).toMatch(new RegExp(`^/buscar\\?cambio=${GEARBOX.automatico}&sort_by=price_desc(&page=\\d+)?$`));
    }
  });

  it('lists 12 cars a page with Spanish labels, and the pages together hold every car once', async () => {
    const first = await buscar(app);
    expect(first.entradas.data).toHaveLength(12);
    expect(first.entradas.links.map((link) => link.label)).toEqual(['Previo', '1', '2', '3', 'Siguiente']);
    const ids = await allResultIds(app);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(await prisma.coche.count({ where: unsoldWhere }));
  });

  it('shows the last page for a page past it, and page 1 for an empty result', async () => {
    const far = await buscar(app, '?sort_by=km_asc&page=99');
    const total = await prisma.coche.count({ where: unsoldWhere });
    expect(total).toBeGreaterThan(24);
    expect(far.entradas.current_page).toBe(Math.ceil(total / 12));
    expect(far.filters.page).toBe(far.entradas.current_page);
    expect(far.entradas.data).toHaveLength(total - (far.entradas.current_page - 1) * 12);
    const none = await buscar(app, `?marcas=${BRAND.mercedes}&page=5`);
    expect(none.entradas).toMatchObject({ current_page: 1, total: 0, data: [] });
  });
});
