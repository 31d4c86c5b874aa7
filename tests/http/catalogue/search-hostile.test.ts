/**
 * /buscar with hostile or broken query strings: negative, huge, decimal, text, repeated,
 * bracketed, SQL and unicode values always give a 200 with sane results, never a 500.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_FILTERS } from '../../../server/contracts/search.ts';
import { NULL_CHARACTER_MESSAGE } from '../../../server/http/middleware/null-characters.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { BRAND, seedSearchFixture, unsoldWhere } from './search-fixture.ts';
import { buscar } from './search-helpers.ts';

const { app, prisma } = useTestApp();
let unsold = 0;

beforeAll(async () => {
  await seedSearchFixture(prisma);
  unsold = await prisma.coche.count({ where: unsoldWhere });
});

const GARBAGE = [
  '-1',
  '0',
  '1.5',
  '1e3',
  '1e400',
  '99999999999999999999',
  '2147483648',
  'abc',
  '',
  ' ',
  '0x1F',
  'Infinity',
  'NaN',
  'null',
  '1 OR 1=1',
  "1' OR '1'='1",
  '1;DROP TABLE coches',
  '1)--',
  '%00',
  '١',
  '１',
  '€',
  '🚗',
  'x'.repeat(5000),
];
const ID_FILTERS = ['marcas', 'modelo', 'cambio', 'combustible', 'carroceria'] as const;
const RANGE_FILTERS = ['min_precio', 'max_precio', 'min_kilometros', 'max_kilometros', 'min_year', 'max_year'] as const;

describe('garbage in any filter is ignored', () => {
  it.each([...ID_FILTERS, ...RANGE_FILTERS])('%s', async (name) => {
    for (const value of GARBAGE) {
      const query = `?${name}=${encodeURIComponent(value)}`;
      const props = await buscar(app, query);
      // Digit strings within reach are legitimate for ranges (clamped); everything else is dropped.
      if (/^\d+$/.test(value) && RANGE_FILTERS.includes(name as (typeof RANGE_FILTERS)[number])) continue;
      expect(props.filters[name], query).toBeNull();
      expect(props.entradas.total, query).toBe(unsold);
    }
  });

  it('sort_by, page and vendidos fall back to their defaults', async () => {
    // A digit string is a page number (a huge one shows the last page: tested below).
    for (const value of GARBAGE.filter((v) => !/^\d+$/.test(v) || Number(v) < 2)) {
      const props = await buscar(app, `?sort_by=${encodeURIComponent(value)}&page=${encodeURIComponent(value)}&vendidos=${encodeURIComponent(value)}`);
      expect(props.filters).toEqual(EMPTY_FILTERS);
      expect(props.entradas.current_page).toBe(1);
    }
  });
});

describe('numbers out of range', () => {
  it('refuses ids beyond PostgreSQL integers instead of failing in the database', async () => {
    const props = await buscar(app, '?marcas=2147483648&modelo=99999999999999999999&combustible=2147483647');
    expect(props.filters).toMatchObject({ marcas: null, modelo: null, combustible: null });
    expect(props.entradas.total).toBe(unsold);
  });

  it('clamps prices, kilometres and years to their ranges', async () => {
    const props = await buscar(app, '?min_precio=99999999999999999999&max_kilometros=500000000&min_year=3000&max_year=99999');
    expect(props.filters).toMatchObject({ min_precio: 100_000_000, max_precio: null, max_kilometros: 100_000_000, min_year: 2100, max_year: 2100 });
    expect(props.entradas).toMatchObject({ total: 0, data: [] });
    const low = await buscar(app, '?max_year=5&min_kilometros=0');
    expect(low.filters).toMatchObject({ max_year: 1900, min_kilometros: 0 });
    expect(low.entradas.total).toBe(0);
  });

  it('raises max to min when min passes it', async () => {
    const props = await buscar(app, '?min_precio=50000&max_precio=30000&min_year=2022&max_year=2018&min_kilometros=9000&max_kilometros=10');
    expect(props.filters).toMatchObject({ min_precio: 50_000, max_precio: 50_000, min_year: 2022, max_year: 2022, min_kilometros: 9000, max_kilometros: 9000 });
  });

  it('shows the last page for a huge page number', async () => {
    const props = await buscar(app, '?page=99999999999999999999');
    expect(props.entradas.current_page).toBe(props.entradas.last_page);
    expect(props.entradas.data.length).toBeGreaterThan(0);
  });
});

describe('repeated, bracketed and odd parameters', () => {
  it('takes the first of a repeated parameter', async () => {
    const props = await buscar(app, `?marcas=${BRAND.audi}&marcas=${BRAND.bmw}&sort_by=price_asc&sort_by=DROP`);
    expect(props.filters).toMatchObject({ marcas: BRAND.audi, sort_by: 'price_asc' });
    expect(props.entradas.total).toBe(await prisma.coche.count({ where: { ...unsoldWhere, marca_id: BRAND.audi } }));
  });

  it.each(['marcas[]=1', 'marcas[a]=1', 'marcas[0][b]=1&marcas[1]=2', 'marcas=1&marcas[]=2', '__proto__[marcas]=1', 'constructor=1', 'page[]=2&vendidos[]=1'])(
    '?%s',
    async (query) => {
      const props = await buscar(app, `?${query}`);
      expect(props.filters.vendidos).toBe(false);
      expect(props.filters.page).toBe(1);
      // Whatever brand the server says it applied, the results are exactly that brand's.
      const marca = props.filters.marcas ?? undefined;
      expect(props.entradas.total).toBe(await prisma.coche.count({ where: { ...unsoldWhere, marca_id: marca } }));
    },
  );

  it('reads a lone % as text, refuses a cut UTF-8 sequence with 400, and survives a flood of parameters', async () => {
    expect((await request(app).get('/buscar?min_precio=%&marcas=%A').set(inertiaVisit)).status).toBe(200);
    const cut = await request(app).get('/buscar?marcas=%E0%A4%A').set(inertiaVisit);
    expect(cut.status).toBe(400);
    expect(cut.body).toEqual({ message: NULL_CHARACTER_MESSAGE });
    const flood = Array.from({ length: 500 }, (_, i) => `marcas=${i + 1000}&x${i}=${i}`).join('&');
    const props = await buscar(app, `?marcas=${BRAND.audi}&${flood}`);
    expect(props.filters.marcas).toBe(BRAND.audi);
    expect(props.entradas.total).toBe(await prisma.coche.count({ where: { ...unsoldWhere, marca_id: BRAND.audi } }));
  });

  it('leaves the table in place after SQL in every parameter', async () => {
    const sql = encodeURIComponent('1;DROP TABLE coches;--');
    await buscar(app, `?${[...ID_FILTERS, ...RANGE_FILTERS, 'sort_by', 'page', 'vendidos'].map((name) => `${name}=${sql}`).join('&')}`);
    expect(await prisma.coche.count({ where: unsoldWhere })).toBe(unsold);
  });

  it('answers the HTML page too', async () => {
    const res = await request(app).get('/buscar?marcas=1%20OR%201%3D1&page=-4&sort_by=%F0%9F%9A%97');
    expect(res.status).toBe(200);
    expect(res.text).toContain('data-page="app"');
  });
});
