import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS } from '../../../server/contracts/search.ts';
import { highestPriceFor, type FinanceTerms } from '../../../server/contracts/finance.ts';
import { checkFilters, emptyBounds, facetGroups, indexListing, listingBounds, lookupsByKind, searchOptions, totalMatching } from '../../../server/features/catalogue/search.facets.ts';
import { cuotaMaxAsPriceRange } from '../../../server/features/catalogue/search.payment.ts';
import type { FacetGroup, LookupRow } from '../../../server/features/catalogue/search.queries.ts';

const lookups = lookupsByKind([
  { kind: 'marca', id: 1, nombre: 'Mini', marca_id: null },
  { kind: 'marca', id: 2, nombre: 'Mercedes-Benz', marca_id: null },
  { kind: 'modelo', id: 10, nombre: 'Clase E', marca_id: 2 },
  { kind: 'modelo', id: 11, nombre: 'Clase A', marca_id: 2 },
  { kind: 'combustible', id: 1, nombre: 'Gasolina', marca_id: null },
  { kind: 'combustible', id: 4, nombre: 'Eléctrico', marca_id: null },
  { kind: 'cambio', id: 1, nombre: 'Automático', marca_id: null },
  { kind: 'carroceria', id: 1, nombre: 'Berlina', marca_id: null },
] satisfies LookupRow[]);

const group = (over: Partial<FacetGroup>): FacetGroup => ({
  marca_id: 2, modelo_id: 10, combustible_id: 1, cambio_id: 1, carroceria_id: 1, eco_id: 0, sede_id: 1, matching: 1,
  min_precio: 30_000, max_precio: 30_000, min_kilometros: 10_000, max_kilometros: 10_000, min_year: 2020, max_year: 2020,
  ...over,
});

describe('search facets', () => {
  it('sorts lookups by Spanish name', () => {
    expect(lookups.marca.map((row) => row.nombre)).toEqual(['Mercedes-Benz', 'Mini']);
    expect(lookups.combustible.map((row) => row.nombre)).toEqual(['Eléctrico', 'Gasolina']);
  });

  it('drops unknown ids and a model of another brand, and infers the brand of a lone model', () => {
    expect(checkFilters({ ...EMPTY_FILTERS, marcas: 1, modelo: 10, combustible: 3 }, lookups)).toMatchObject({ marcas: 1, modelo: null, combustible: null });
    expect(checkFilters({ ...EMPTY_FILTERS, modelo: 11 }, lookups)).toMatchObject({ marcas: 2, modelo: 11 });
    expect(checkFilters({ ...EMPTY_FILTERS, marcas: 2, modelo: 11, cambio: 1 }, lookups)).toMatchObject({ marcas: 2, modelo: 11, cambio: 1 });
  });

  it('counts each facet without its own filter', () => {
    const groups = [group({ matching: 3 }), group({ combustible_id: 4, matching: 2 }), group({ marca_id: 1, modelo_id: 99, matching: 5 }), group({ modelo_id: 11, matching: 0 })];
    const filters = { ...EMPTY_FILTERS, marcas: 2, modelo: 10, combustible: 1 };
    expect(totalMatching(groups, filters)).toBe(3);
    const options = searchOptions(groups, lookups, filters);
    expect(options.marcas).toEqual([{ id: 2, nombre: 'Mercedes-Benz', count: 3 }, { id: 1, nombre: 'Mini', count: 5 }]);
    expect(options.modelos).toEqual([{ id: 11, nombre: 'Clase A', count: 0 }, { id: 10, nombre: 'Clase E', count: 3 }]);
    expect(options.combustibles).toEqual([{ id: 4, nombre: 'Eléctrico', count: 2 }, { id: 1, nombre: 'Gasolina', count: 3 }]);
  });

  it('widens the bounds to the slider steps, and has defaults for an empty stock', () => {
    const groups = [group({ min_precio: 12_345, max_precio: 45_001, min_kilometros: 1_500, max_kilometros: 88_001, min_year: 2016 }), group({ max_year: 2025 })];
    expect(listingBounds(groups)).toEqual({ min_price: 12_000, max_price: 45_500, min_kilometros: 1_000, max_kilometros: 89_000, min_year: 2016, max_year: 2025 });
    const year = new Date(2026, 5, 1);
    expect(emptyBounds(year)).toEqual({ min_price: 0, max_price: 100_000, min_kilometros: 0, max_kilometros: 200_000, min_year: 2011, max_year: 2026 });
    expect(listingBounds([])).toEqual(emptyBounds());
  });

  it('counts the cars of each group inside the ranges, bounds included, and keeps the extremes of all of them', () => {
    const listing = indexListing([
      { marca_id: 2, modelo_id: 10, combustible_id: 1, cambio_id: 1, carroceria_id: 1, eco_id: 3, sede_id: 1, precios: [45_000, 20_000, 30_000], kilometros: [5_000, 90_000, 10_000], years: [2024, 2018, 2021] },
      { marca_id: 1, modelo_id: 20, combustible_id: 4, cambio_id: 1, carroceria_id: 1, eco_id: 1, sede_id: 2, precios: [29_999], kilometros: [30_000], years: [2020] },
    ]);
    expect(listing[0]!.group).toMatchObject({ min_precio: 20_000, max_precio: 45_000, min_kilometros: 5_000, max_kilometros: 90_000, min_year: 2018, max_year: 2024 });

    const everything = facetGroups(listing, EMPTY_FILTERS);
    expect(everything.map((g) => g.matching)).toEqual([3, 1]);
    expect(everything[0]).not.toHaveProperty('precios');

    const ranged = facetGroups(listing, { ...EMPTY_FILTERS, min_precio: 30_000, max_precio: 45_000, max_kilometros: 10_000, min_year: 2021 });
    expect(ranged.map((g) => g.matching)).toEqual([2, 0]);
    // Each car's price, kilometres and year stay together once sorted by price.
    expect(facetGroups(listing, { ...EMPTY_FILTERS, max_precio: 20_000, min_kilometros: 90_000, max_year: 2018 })[0]!.matching).toBe(1);
    expect(ranged[1]).toMatchObject({ min_precio: 29_999, max_precio: 29_999 });
    expect(totalMatching(ranged, { ...EMPTY_FILTERS, max_precio: 45_000 })).toBe(2);
  });

  it('counts the DGT labels without their own filter, several labels matching any of them', () => {
    const groups = [group({ eco_id: 2, matching: 4 }), group({ eco_id: 4, matching: 3 }), group({ eco_id: 0, matching: 2 }), group({ eco_id: 2, combustible_id: 4, matching: 1 })];
    const filters = { ...EMPTY_FILTERS, etiqueta: [2, 4], combustible: 1 };
    expect(totalMatching(groups, filters)).toBe(7);
    expect(searchOptions(groups, lookups, filters).etiquetas).toEqual([
      { id: 1, nombre: 'Cero', count: 0 },
      { id: 2, nombre: 'ECO', count: 4 },
      { id: 3, nombre: 'B', count: 0 },
      { id: 4, nombre: 'C', count: 3 },
    ]);
    // The fuel's count keeps the labels: the electric ECO car counts, the unlabelled one does not.
    expect(searchOptions(groups, lookups, filters).combustibles).toEqual([{ id: 4, nombre: 'Eléctrico', count: 1 }, { id: 1, nombre: 'Gasolina', count: 7 }]);
  });

  it('counts the branches like the labels: any chosen branch matches, each count without its own filter', () => {
    const groups = [group({ sede_id: 1, matching: 5 }), group({ sede_id: 2, matching: 2 }), group({ sede_id: 3, matching: 4 }), group({ sede_id: 2, eco_id: 2, matching: 1 })];
    const island = { ...EMPTY_FILTERS, sede: [1, 2] };
    expect(totalMatching(groups, island)).toBe(8);
    expect(totalMatching(groups, { ...island, etiqueta: [2] })).toBe(1);
    expect(searchOptions(groups, lookups, { ...island, etiqueta: [2] }).sedes.map((option) => option.count)).toEqual([0, 1, 0]);
    expect(searchOptions(groups, lookups, island).sedes.map((option) => option.count)).toEqual([5, 3, 4]);
  });

  it('turns a highest payment into a range of effective prices, within the price filter', () => {
    const terms: FinanceTerms = { tin: 8.99, comisionApertura: 3, comisionMinima: 150, plazoMinimo: 12, plazoMaximo: 96, plazoDefecto: 72, entradaDefecto: 20, importeMinimo: 3000, entidad: 'Prueba' };
    const highest = highestPriceFor(terms, 300, 100_000_000)!;
    expect(cuotaMaxAsPriceRange({ ...EMPTY_FILTERS, cuota_max: 300 }, terms)).toMatchObject({ min_precio: 3000, max_precio: highest });
    expect(cuotaMaxAsPriceRange({ ...EMPTY_FILTERS, cuota_max: 300, min_precio: 10_000, max_precio: 15_000 }, terms)).toMatchObject({ min_precio: 10_000, max_precio: 15_000 });
    // A payment no credit is as low as finds nothing; no payment leaves the filters alone.
    const none = cuotaMaxAsPriceRange({ ...EMPTY_FILTERS, cuota_max: 10 }, terms);
    expect(none.max_precio!).toBeLessThan(none.min_precio!);
    const plain = { ...EMPTY_FILTERS, min_precio: 5 };
    expect(cuotaMaxAsPriceRange(plain, terms)).toBe(plain);
  });
});
