import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, parseId, parseSearchFilters, searchQuery } from '../../../server/contracts/search.ts';

describe('parseSearchFilters', () => {
  it('reads every filter of a clean query string', () => {
    const query = {
      marcas: '3', modelo: '12', cambio: '1', combustible: '9', carroceria: '2', sede: '3', etiqueta: '4,2', vendidos: '1', cuota_max: '300',
      min_precio: '10000', max_precio: '40000', min_kilometros: '0', max_kilometros: '90000',
      min_year: '2018', max_year: '2024', sort_by: 'price_asc', page: '3',
    };
    expect(parseSearchFilters(query)).toEqual({
      marcas: 3, modelo: 12, cambio: 1, combustible: 9, carroceria: 2, sede: [3], etiqueta: [2, 4], vendidos: true, cuota_max: 300,
      min_precio: 10_000, max_precio: 40_000, min_kilometros: 0, max_kilometros: 90_000,
      min_year: 2018, max_year: 2024, sort_by: 'price_asc', page: 3,
    });
  });

  it('gives the defaults for nothing, and for input that is not an object', () => {
    for (const input of [{}, undefined, null, 'marcas=1', 42, ['1']]) expect(parseSearchFilters(input)).toEqual(EMPTY_FILTERS);
  });

  it.each([
    ['-1'], ['0'], ['1.5'], ['1e3'], ['1e400'], ['2147483648'], ['99999999999999999999'], ['abc'], [''], ['0x10'],
    ['1 OR 1=1'], ['1;DROP TABLE coches'], ['١'], ['１'], [{ a: '1' }], [[{ a: '1' }]], [true], [7],
  ])('ignores the id %j', (value) => {
    expect(parseSearchFilters({ marcas: value }).marcas).toBeNull();
    expect(parseId(value)).toBeNull();
  });

  it('accepts ids up to PostgreSQL integers, with spaces around and leading zeros', () => {
    expect(parseSearchFilters({ marcas: '2147483647', modelo: ' 7 ', cambio: '0002' })).toMatchObject({ marcas: 2_147_483_647, modelo: 7, cambio: 2 });
  });

  it('takes the first value of a repeated parameter', () => {
    expect(parseSearchFilters({ marcas: ['2', '5'], sort_by: ['km_desc', 'oldest'], vendidos: ['1', '0'] })).toMatchObject({ marcas: 2, sort_by: 'km_desc', vendidos: true });
    expect(parseSearchFilters({ marcas: ['x', '5'] }).marcas).toBeNull();
  });

  it('clamps prices and kilometres to 0..100,000,000 and years to 1900..2100', () => {
    expect(parseSearchFilters({ min_precio: '99999999999999999999', max_kilometros: '100000001', min_year: '0', max_year: '99999' })).toMatchObject({
      min_precio: 100_000_000, max_kilometros: 100_000_000, min_year: 1900, max_year: 2100,
    });
    for (const value of ['-5', '1.5', '1e400', 'Infinity', 'NaN', '5 OR 1=1']) expect(parseSearchFilters({ min_precio: value }).min_precio).toBeNull();
  });

  it('raises max to min when min passes it', () => {
    expect(parseSearchFilters({ min_precio: '30000', max_precio: '20000', min_year: '2020', max_year: '2010', min_kilometros: '5', max_kilometros: '1' })).toMatchObject({
      min_precio: 30_000, max_precio: 30_000, min_year: 2020, max_year: 2020, min_kilometros: 5, max_kilometros: 5,
    });
    expect(parseSearchFilters({ min_precio: '30000' })).toMatchObject({ min_precio: 30_000, max_precio: null });
  });

  it('reads labels as a list or repeated, keeping the known ones once, in order', () => {
    expect(parseSearchFilters({ etiqueta: ['3', '1'] }).etiqueta).toEqual([1, 3]);
    expect(parseSearchFilters({ etiqueta: ' 2 , 2,9,0,x,1e1,-1' }).etiqueta).toEqual([2]);
    expect(parseSearchFilters({ etiqueta: ['1,4', '2'] }).etiqueta).toEqual([1, 2, 4]);
    for (const value of ['', '5', 'ECO', "1' OR '1'='1", { a: '1' }, [{ a: '1' }], 7, true]) expect(parseSearchFilters({ etiqueta: value }).etiqueta).toEqual([]);
  });

  it('reads branches the same way: an island is its branches (sede=1,2)', () => {
    expect(parseSearchFilters({ sede: '2,1' }).sede).toEqual([1, 2]);
    expect(parseSearchFilters({ sede: ['3', '3', '1'] }).sede).toEqual([1, 3]);
    expect(parseSearchFilters({ sede: '0,4,2147483648,99999999999,2' }).sede).toEqual([2]);
    for (const value of ['', 'Tenerife', '1.0', "1' OR '1'='1", { a: '1' }, 3]) expect(parseSearchFilters({ sede: value }).sede).toEqual([]);
  });

  it('clamps a highest payment to 0..100,000 euros and ignores anything but digits', () => {
    expect(parseSearchFilters({ cuota_max: '99999999' }).cuota_max).toBe(100_000);
    expect(parseSearchFilters({ cuota_max: ['250', '900'] }).cuota_max).toBe(250);
    for (const value of ['-5', '299.99', '1e3', 'abc', '', '300 OR 1=1']) expect(parseSearchFilters({ cuota_max: value }).cuota_max).toBeNull();
  });

  it('writes branches and labels as one comma-separated parameter each, and leaves out none', () => {
    expect(searchQuery({ ...EMPTY_FILTERS, etiqueta: [1, 2], cuota_max: 300, sort_by: 'cuota_asc' })).toEqual({ etiqueta: '1,2', cuota_max: '300', sort_by: 'cuota_asc' });
    expect(searchQuery({ ...EMPTY_FILTERS, sede: [1, 2] })).toEqual({ sede: '1,2' });
    expect(searchQuery(EMPTY_FILTERS)).toEqual({});
  });

  it('knows vendidos by 1 or true only, and the listed sorts only', () => {
    for (const value of ['1', 'true']) expect(parseSearchFilters({ vendidos: value }).vendidos).toBe(true);
    for (const value of ['0', 'false', 'yes', '2', '']) expect(parseSearchFilters({ vendidos: value }).vendidos).toBe(false);
    for (const value of ['PRICE_ASC', 'price', 'price_asc;--', '']) expect(parseSearchFilters({ sort_by: value }).sort_by).toBe('newest');
  });

  it('clamps the page to 1..1,000,000 and falls back to 1', () => {
    expect(parseSearchFilters({ page: '99999999999999999999' }).page).toBe(1_000_000);
    for (const value of ['0', '-2', 'abc', '2.5']) expect(parseSearchFilters({ page: value }).page).toBe(1);
  });

  it('round-trips through searchQuery', () => {
    const filters = parseSearchFilters({ marcas: '3', vendidos: 'true', max_precio: '40000', sort_by: 'km_asc', page: '2' });
    expect(parseSearchFilters(searchQuery(filters))).toEqual(filters);
  });
});
