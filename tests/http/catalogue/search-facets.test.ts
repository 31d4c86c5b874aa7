/**
 * /buscar's options: every lookup option with the count of cars matching the other filters,
 * the slider bounds of the whole listing, the lookups' checks (a model of another brand is
 * dropped), and the home page's search box options.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FacetOption, HomeProps, SearchBounds } from '../../../server/contracts/pages.ts';
import type { Prisma } from '../../../server/db/client.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { BRAND, effectivePrice, FUEL, MODEL, publicWhere, seedSearchFixture, unsoldWhere } from './search-fixture.ts';
import { buscar } from './search-helpers.ts';

const { app, prisma } = useTestApp();

beforeAll(() => seedSearchFixture(prisma));

const boundsOf = ({ min_price, max_price, min_kilometros, max_kilometros, min_year, max_year }: SearchBounds): SearchBounds => ({
  min_price, max_price, min_kilometros, max_kilometros, min_year, max_year,
});

/** The option counts a facet should show: one Prisma count per option. */
async function expectedFacet(options: FacetOption[], where: Prisma.CocheWhereInput, column: keyof Prisma.CocheWhereInput) {
  return Promise.all(
    options.map(async ({ id, nombre }) => ({ id, nombre, count: await prisma.coche.count({ where: { ...unsoldWhere, ...where, [column]: id } }) })),
  );
}

describe('facet counts', () => {
  const query = `?marcas=${BRAND.bmw}&combustible=${FUEL.gasolina}&min_year=2016&max_precio=70000`;
  const ranges = { year: { gte: 2016 }, precio_efectivo: { lte: 70_000 } } satisfies Prisma.CocheWhereInput;

  it('counts each option with all the other filters, not its own', async () => {
    const props = await buscar(app, query);
    expect(props.marcas).toEqual(await expectedFacet(props.marcas, { ...ranges, combustible_id: FUEL.gasolina }, 'marca_id'));
    expect(props.combustibles).toEqual(await expectedFacet(props.combustibles, { ...ranges, marca_id: BRAND.bmw }, 'combustible_id'));
    const both = { ...ranges, marca_id: BRAND.bmw, combustible_id: FUEL.gasolina };
    expect(props.cambios).toEqual(await expectedFacet(props.cambios, both, 'cambio_id'));
    expect(props.carrocerias).toEqual(await expectedFacet(props.carrocerias, both, 'carroceria_id'));
    expect(props.modelos).toEqual(await expectedFacet(props.modelos, both, 'modelo_id'));
    // Not all zero: the counts say something.
    expect(props.marcas.find((option) => option.id === BRAND.audi)?.count).toBeGreaterThan(0);
  });

  it('lists every option of each lookup, sorted by name, zero counts included', async () => {
    const props = await buscar(app, query);
    expect(props.marcas.map((option) => option.nombre)).toEqual(['Audi', 'BMW', 'Land Rover', 'Mercedes-Benz']);
    expect(props.marcas.find((option) => option.id === BRAND.mercedes)?.count).toBe(0);
    expect(props.combustibles.map((option) => option.nombre)).toEqual(['Diesel', 'Eléctrico', 'Gasolina', 'Híbrido Enchufable']);
    expect(props.cambios.map((option) => option.nombre)).toEqual(['Automático', 'Manual']);
    expect(props.carrocerias.map((option) => option.nombre)).toEqual(['Berlina', 'Cabrio', 'Compacto', 'Coupé', 'Familiar', 'Monovolumen', 'SUV']);
    expect(props.carrocerias.find((option) => option.nombre === 'Cabrio')?.count).toBe(0);
    expect(props.modelos.map((option) => option.nombre)).toEqual(['Serie 3', 'X5']);
  });

  it('counts the model facet within the brand and ignores the model when counting brands', async () => {
    const props = await buscar(app, `?marcas=${BRAND.bmw}&modelo=${MODEL.x5}`);
    expect(props.filters).toMatchObject({ marcas: BRAND.bmw, modelo: MODEL.x5 });
    expect(props.entradas.total).toBe(await prisma.coche.count({ where: { ...unsoldWhere, modelo_id: MODEL.x5 } }));
    expect(props.modelos).toEqual(await expectedFacet(props.modelos, { marca_id: BRAND.bmw }, 'modelo_id'));
    expect(props.marcas).toEqual(await expectedFacet(props.marcas, {}, 'marca_id'));
  });

  it('has no models without a brand, and counts sold cars with vendidos=1', async () => {
    const all = await buscar(app);
    expect(all.modelos).toEqual([]);
    const sold = await buscar(app, '?vendidos=1');
    const soldCounts = await Promise.all(sold.marcas.map(({ id }) => prisma.coche.count({ where: { ...publicWhere, estado_id: 3, marca_id: id } })));
    expect(sold.marcas.map((option) => option.count)).toEqual(soldCounts);
  });
});

describe('slider bounds', () => {
  async function listingBounds(estados: number[]): Promise<SearchBounds> {
    const cars = await prisma.coche.findMany({ where: { ...publicWhere, estado_id: { in: estados } }, select: { precio: true, precio_oferta: true, kilometros: true, year: true } });
    const prices = cars.map(effectivePrice);
    const km = cars.map((car) => car.kilometros);
    const years = cars.map((car) => car.year);
    return {
      min_price: Math.floor(Math.min(...prices) / 500) * 500,
      max_price: Math.ceil(Math.max(...prices) / 500) * 500,
      min_kilometros: Math.floor(Math.min(...km) / 1000) * 1000,
      max_kilometros: Math.ceil(Math.max(...km) / 1000) * 1000,
      min_year: Math.min(...years),
      max_year: Math.max(...years),
    };
  }

  it('come from the effective prices, kilometres and years of the unsold stock, widened to the slider steps', async () => {
    expect(boundsOf(await buscar(app))).toEqual(await listingBounds([1, 2]));
  });

  it('stay put whatever the other filters, so the sliders do not jump', async () => {
    const unfiltered = boundsOf(await buscar(app));
    const filtered = boundsOf(await buscar(app, `?marcas=${BRAND.audi}&max_precio=30000&min_year=2021&combustible=${FUEL.diesel}`));
    expect(filtered).toEqual(unfiltered);
  });

  it('follow the sold stock with vendidos=1', async () => {
    expect(boundsOf(await buscar(app, '?vendidos=1'))).toEqual(await listingBounds([3]));
  });
});

describe('filters checked against the lookups', () => {
  it('drops a model of another brand and lists the chosen brand', async () => {
    const props = await buscar(app, `?marcas=${BRAND.bmw}&modelo=${MODEL.a4}`);
    expect(props.filters).toMatchObject({ marcas: BRAND.bmw, modelo: null });
    expect(props.entradas.total).toBe(await prisma.coche.count({ where: { ...unsoldWhere, marca_id: BRAND.bmw } }));
    expect(props.modelos.map((option) => option.id).sort()).toEqual([MODEL.x5, MODEL.serie3].sort());
  });

  it('takes the brand from a model chosen alone', async () => {
    const props = await buscar(app, `?modelo=${MODEL.a4}`);
    expect(props.filters).toMatchObject({ marcas: BRAND.audi, modelo: MODEL.a4 });
    expect(props.entradas.total).toBe(await prisma.coche.count({ where: { ...unsoldWhere, modelo_id: MODEL.a4 } }));
    expect(props.modelos.map((option) => option.nombre)).toEqual(['A4', 'Q5']);
  });

  it('ignores ids that name no option', async () => {
    const props = await buscar(app, '?marcas=77&modelo=77&combustible=3&cambio=9&carroceria=44');
    expect(props.filters).toMatchObject({ marcas: null, modelo: null, combustible: null, cambio: null, carroceria: null });
    expect(props.entradas.total).toBe(await prisma.coche.count({ where: unsoldWhere }));
  });
});

describe('home search box', () => {
  it('gets every facet and the bounds with no filter, as /buscar does', async () => {
    const res = await request(app).get('/').set(inertiaVisit);
    expect(res.status).toBe(200);
    const { search } = res.body.props as HomeProps;
    const { entradas: _entradas, filters: _filters, ...options } = await buscar(app);
    expect(search).toEqual({
      marcas: options.marcas,
      modelos: [],
      combustibles: options.combustibles,
      cambios: options.cambios,
      carrocerias: options.carrocerias,
      etiquetas: options.etiquetas,
      sedes: options.sedes,
      ...boundsOf(options),
    });
    expect(search.marcas.reduce((sum, option) => sum + option.count, 0)).toBe(await prisma.coche.count({ where: unsoldWhere }));
  });
});

