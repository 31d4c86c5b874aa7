import type { FacetOption, Lookup, SearchBounds, SearchOptions } from '../../contracts/pages.ts';
import { SLIDER_STEPS, type SearchFilters } from '../../contracts/search.ts';
import { BRANCH_OPTIONS } from '../../contracts/site.ts';
import { DGT_LABELS } from '../../contracts/vehicle.ts';
import type { FacetGroup, ListingGroup, LookupKind, LookupRow } from './search.queries.ts';

/**
 * The search's rules over the lookups and the listing's facet groups (search.queries.ts):
 * which filters apply, how many cars match, each option's count and the sliders' bounds.
 * Pure functions: no database.
 */

/** The select filters and their columns; `marcas` also ignores the model when counting brands. */
const DIMENSIONS = [
  ['marcas', 'marca_id'],
  ['modelo', 'modelo_id'],
  ['combustible', 'combustible_id'],
  ['cambio', 'cambio_id'],
  ['carroceria', 'carroceria_id'],
] as const;

/** The filters that take several values (any of them matches) and their columns. */
const CHOICES = [
  ['sede', 'sede_id'],
  ['etiqueta', 'eco_id'],
] as const;

type Dimension = (typeof DIMENSIONS)[number][0] | (typeof CHOICES)[number][0];
type Column = (typeof DIMENSIONS)[number][1] | (typeof CHOICES)[number][1];

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** Sorts lookups by name as a Spanish reader expects ('Clase A' before 'Clase C', accents ignored). */
export const byNombre = (a: Lookup, b: Lookup) => collator.compare(a.nombre, b.nombre) || a.id - b.id;

export type Lookups = Record<LookupKind, LookupRow[]>;

/** Lookups by kind, each sorted by name as a Spanish reader expects. */
export function lookupsByKind(rows: readonly LookupRow[]): Lookups {
  const kinds: Lookups = { marca: [], modelo: [], combustible: [], cambio: [], carroceria: [] };
  for (const row of rows) kinds[row.kind].push(row);
  for (const list of Object.values(kinds)) list.sort(byNombre);
  return kinds;
}

/**
 * The filters that can apply: ids missing from their lookup are dropped, a model of another
 * brand is dropped (§4), and a model chosen without a brand brings its brand along.
 */
export function checkFilters(filters: SearchFilters, lookups: Lookups): SearchFilters {
  const known = (kind: LookupKind, id: number | null) => (id !== null && lookups[kind].some((row) => row.id === id) ? id : null);
  const marcas = known('marca', filters.marcas);
  const model = lookups.modelo.find((row) => row.id === filters.modelo);
  const modelo = model && (marcas === null || model.marca_id === marcas) ? model : undefined;
  return {
    ...filters,
    marcas: modelo?.marca_id ?? marcas,
    modelo: modelo?.id ?? null,
    combustible: known('combustible', filters.combustible),
    cambio: known('cambio', filters.cambio),
    carroceria: known('carroceria', filters.carroceria),
  };
}

/**
 * A listing group as a stock version's searches count from it: the group with the extremes of
 * its cars, and its cars sorted by effective price, as three columns.
 */
export interface IndexedGroup {
  group: Omit<FacetGroup, 'matching'>;
  precios: Int32Array;
  kilometros: Int32Array;
  years: Int32Array;
}

function extremes(values: Int32Array): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return [min, max];
}

/** The listing's groups ready to count, built once per stock version. */
export function indexListing(groups: readonly ListingGroup[]): IndexedGroup[] {
  return groups.map(({ precios, kilometros, years, ...dimensions }) => {
    const order = precios.map((_, index) => index).sort((a, b) => precios[a]! - precios[b]!);
    const column = (values: readonly number[]) => Int32Array.from(order, (index) => values[index]!);
    const sorted = { precios: column(precios), kilometros: column(kilometros), years: column(years) };
    const [min_precio, max_precio] = extremes(sorted.precios);
    const [min_kilometros, max_kilometros] = extremes(sorted.kilometros);
    const [min_year, max_year] = extremes(sorted.years);
    return { group: { ...dimensions, min_precio, max_precio, min_kilometros, max_kilometros, min_year, max_year }, ...sorted };
  });
}

/** The first index of the ascending `values` whose value is at least `value`. */
function lowerBound(values: Int32Array, value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Each group with the number of its cars inside the price, kilometre and year ranges: the price
 * range is found by binary search, the other two are checked car by car within it (a fraction of
 * a millisecond for 100,000 cars).
 */
export function facetGroups(listing: readonly IndexedGroup[], filters: SearchFilters): FacetGroup[] {
  const minKm = filters.min_kilometros ?? -Infinity;
  const maxKm = filters.max_kilometros ?? Infinity;
  const minYear = filters.min_year ?? -Infinity;
  const maxYear = filters.max_year ?? Infinity;
  return listing.map(({ group, precios, kilometros, years }) => {
    const from = filters.min_precio === null ? 0 : lowerBound(precios, filters.min_precio);
    const to = filters.max_precio === null ? precios.length : lowerBound(precios, filters.max_precio + 1);
    let matching = 0;
    for (let i = from; i < to; i++) {
      const km = kilometros[i]!;
      const year = years[i]!;
      if (km >= minKm && km <= maxKm && year >= minYear && year <= maxYear) matching++;
    }
    return { ...group, matching };
  });
}

/** Does the group pass every select and choice filter, but those ignored? */
function passes(group: FacetGroup, filters: SearchFilters, ignored: readonly Dimension[]): boolean {
  return (
    DIMENSIONS.every(([dimension, column]) => {
      const wanted = filters[dimension];
      return wanted === null || ignored.includes(dimension) || group[column] === wanted;
    }) &&
    CHOICES.every(([dimension, column]) => {
      const wanted = filters[dimension];
      return wanted.length === 0 || ignored.includes(dimension) || wanted.includes(group[column]);
    })
  );
}

/** Cars matching every filter. */
export function totalMatching(groups: readonly FacetGroup[], filters: SearchFilters): number {
  return groups.reduce((sum, group) => sum + (passes(group, filters, []) ? group.matching : 0), 0);
}

/** Every option with the number of cars matching all the other filters (not its own). */
function facet(options: readonly Lookup[], groups: readonly FacetGroup[], filters: SearchFilters, column: Column, ignored: readonly Dimension[]): FacetOption[] {
  const counts = new Map<number, number>();
  for (const group of groups) {
    if (group.matching > 0 && passes(group, filters, ignored)) counts.set(group[column], (counts.get(group[column]) ?? 0) + group.matching);
  }
  return options.map(({ id, nombre }) => ({ id, nombre, count: counts.get(id) ?? 0 }));
}

/** Slider bounds when the listing is empty: a plausible stock, so the sliders still draw. */
export function emptyBounds(now = new Date()): SearchBounds {
  const year = now.getFullYear();
  return { min_price: 0, max_price: 100_000, min_kilometros: 0, max_kilometros: 200_000, min_year: year - 15, max_year: year };
}

const floorTo = (value: number, step: number) => Math.floor(value / step) * step;
const ceilTo = (value: number, step: number) => Math.ceil(value / step) * step;

/**
 * The extremes of the whole listing (unsold, or sold), whatever the other filters, so the
 * sliders keep still while the visitor filters; widened to the sliders' steps so that every
 * car stays reachable.
 */
export function listingBounds(groups: readonly FacetGroup[]): SearchBounds {
  if (groups.length === 0) return emptyBounds();
  const min = (pick: (group: FacetGroup) => number) => Math.min(...groups.map(pick));
  const max = (pick: (group: FacetGroup) => number) => Math.max(...groups.map(pick));
  return {
    min_price: floorTo(min((g) => g.min_precio), SLIDER_STEPS.precio),
    max_price: ceilTo(max((g) => g.max_precio), SLIDER_STEPS.precio),
    min_kilometros: floorTo(min((g) => g.min_kilometros), SLIDER_STEPS.kilometros),
    max_kilometros: ceilTo(max((g) => g.max_kilometros), SLIDER_STEPS.kilometros),
    min_year: min((g) => g.min_year),
    max_year: max((g) => g.max_year),
  };
}

/** What the search box draws: every select with its counts, and the bounds. */
export function searchOptions(groups: readonly FacetGroup[], lookups: Lookups, filters: SearchFilters): SearchOptions {
  const modelos = filters.marcas === null ? [] : lookups.modelo.filter((row) => row.marca_id === filters.marcas);
  return {
    marcas: facet(lookups.marca, groups, filters, 'marca_id', ['marcas', 'modelo']),
    modelos: facet(modelos, groups, filters, 'modelo_id', ['modelo']),
    combustibles: facet(lookups.combustible, groups, filters, 'combustible_id', ['combustible']),
    cambios: facet(lookups.cambio, groups, filters, 'cambio_id', ['cambio']),
    carrocerias: facet(lookups.carroceria, groups, filters, 'carroceria_id', ['carroceria']),
    etiquetas: facet(DGT_LABELS, groups, filters, 'eco_id', ['etiqueta']),
    sedes: facet(BRANCH_OPTIONS, groups, filters, 'sede_id', ['sede']),
    ...listingBounds(groups),
  };
}
