import { z } from 'zod';
import { BRANCH_OPTIONS } from './site.ts';
import { DGT_LABELS } from './vehicle.ts';

/**
 * The vehicle search's query parameters (public-site §3 "Search filter fields") and constants
 * (§4, §9), shared by the server, which parses and clamps them, and the search box, which
 * builds them.
 */

/** The spec's eight sort orders (§3) and the monthly payment's, in the order the selector lists them. */
export const SORT_OPTIONS = ['newest', 'oldest', 'price_asc', 'price_desc', 'cuota_asc', 'km_asc', 'km_desc', 'year_asc', 'year_desc'] as const;

export type SortBy = (typeof SORT_OPTIONS)[number];

export const DEFAULT_SORT: SortBy = 'newest';

/** Slider steps (§4, §9). */
export const SLIDER_STEPS = { precio: 500, kilometros: 1000, year: 1 } as const;

/** The pause after the last change before the search is sent (§9). */
export const SEARCH_DEBOUNCE_MS = 500;

export const RESULTS_PER_PAGE = 12;

/** The highest monthly payment a search can ask for, in euros. */
export const MAX_CUOTA = 100_000;

/**
 * The filters as applied. null = not filtering on that field. `marcas` is one brand id
 * (the name is the spec's).
 */
export interface SearchFilters {
  marcas: number | null;
  modelo: number | null;
  cambio: number | null;
  combustible: number | null;
  carroceria: number | null;
  /** Branches (sede_id, contracts/site.ts branches), any of them; [] = not filtering. Ascending, without repeats. */
  sede: number[];
  /** DGT labels (eco_id), any of them; [] = not filtering. Ascending, without repeats. */
  etiqueta: number[];
  /** Highest monthly payment with the default finance terms, in whole euros; cars not offered on credit drop out. */
  cuota_max: number | null;
  /** true lists only sold cars; false (default) the unsold ones: available and reserved. */
  vendidos: boolean;
  min_precio: number | null;
  max_precio: number | null;
  min_kilometros: number | null;
  max_kilometros: number | null;
  min_year: number | null;
  max_year: number | null;
  sort_by: SortBy;
  page: number;
}

export type SearchParam = keyof SearchFilters;

/** The query parameters in their canonical URL order. */
export const SEARCH_PARAMS: readonly SearchParam[] = [
  'marcas',
  'modelo',
  'cambio',
  'combustible',
  'carroceria',
  'sede',
  'etiqueta',
  'vendidos',
  'cuota_max',
  'min_precio',
  'max_precio',
  'min_kilometros',
  'max_kilometros',
  'min_year',
  'max_year',
  'sort_by',
  'page',
];

export const EMPTY_FILTERS: SearchFilters = {
  marcas: null,
  modelo: null,
  cambio: null,
  combustible: null,
  carroceria: null,
  sede: [],
  etiqueta: [],
  vendidos: false,
  cuota_max: null,
  min_precio: null,
  max_precio: null,
  min_kilometros: null,
  max_kilometros: null,
  min_year: null,
  max_year: null,
  sort_by: DEFAULT_SORT,
  page: 1,
};

/**
 * The query string's non-empty parameters (§5 "Only non-empty filter fields are sent"):
 * nulls, no labels, vendidos=false, the default sort and page 1 are left out; vendidos=true is
 * '1'; several branches or labels are one comma-separated parameter (etiqueta=2,4).
 */
export function searchQuery(filters: SearchFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of SEARCH_PARAMS) {
    const value = filters[key];
    if (value === null || value === false) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) query[key] = value.join(',');
      continue;
    }
    if (key === 'sort_by' && value === DEFAULT_SORT) continue;
    if (key === 'page' && value === 1) continue;
    query[key] = value === true ? '1' : String(value);
  }
  return query;
}

/** Largest id a filter accepts: PostgreSQL's integer maximum. */
export const MAX_FILTER_ID = 2_147_483_647;

/** Clamping ranges of the numeric filters (§4); values outside are brought to the nearest end. */
export const FILTER_RANGES = {
  precio: { min: 0, max: 100_000_000 },
  kilometros: { min: 0, max: 100_000_000 },
  year: { min: 1900, max: 2100 },
} as const;

/** The highest page number asked for before counting (the service then clamps to the last page). */
export const MAX_PAGE = 1_000_000;

type Schema = ReturnType<typeof filtersSchema>;
let schema: Schema | undefined;

/** A repeated parameter (?marcas=1&marcas=2 arrives as an array) counts by its first value. */
const firstValue = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Built on first use, not at import: the client imports this module for its constants, and
 * nothing of zod must reach its bundle unless it parses.
 */
function filtersSchema() {
  /** Plain decimal digits only: signs, decimals, exponents, spaces inside and SQL are refused. */
  const digits = z.preprocess(firstValue, z.string().trim().regex(/^\d{1,30}$/).transform(Number));
  const id = digits.pipe(z.number().int().min(1).max(MAX_FILTER_ID)).nullable().catch(null);
  const ranged = (range: { min: number; max: number }) =>
    digits.transform((value) => clamp(value, range.min, range.max)).nullable().catch(null);
  /** Several ids as 'sede=1,2' or repeated (sede=1&sede=2): the known ones kept, in their order; anything else ignored. */
  const anyOf = (options: readonly { id: number }[]) =>
    z
      .preprocess(
        (value) => (Array.isArray(value) ? value : [value]).flatMap((item) => (typeof item === 'string' ? item.split(',') : [])),
        z.array(z.string()).transform((items) => {
          const given = new Set(items.map((item) => item.trim()).filter((item) => /^\d{1,9}$/.test(item)).map(Number));
          return options.map((option) => option.id).filter((known) => given.has(known));
        }),
      )
      .catch([]);
  return z.object({
    marcas: id,
    modelo: id,
    cambio: id,
    combustible: id,
    carroceria: id,
    sede: anyOf(BRANCH_OPTIONS),
    etiqueta: anyOf(DGT_LABELS),
    cuota_max: ranged({ min: 0, max: MAX_CUOTA }),
    vendidos: z.preprocess(firstValue, z.string().trim().transform((value) => value === '1' || value === 'true')).catch(false),
    min_precio: ranged(FILTER_RANGES.precio),
    max_precio: ranged(FILTER_RANGES.precio),
    min_kilometros: ranged(FILTER_RANGES.kilometros),
    max_kilometros: ranged(FILTER_RANGES.kilometros),
    min_year: ranged(FILTER_RANGES.year),
    max_year: ranged(FILTER_RANGES.year),
    sort_by: z.preprocess(firstValue, z.enum(SORT_OPTIONS)).catch(DEFAULT_SORT),
    page: digits.transform((value) => clamp(value, 1, MAX_PAGE)).catch(1),
  });
}

/** A path or query id: a plain positive integer within PostgreSQL's integer range, else null. */
export function parseId(value: unknown): number | null {
  schema ??= filtersSchema();
  return schema.shape.marcas.parse(value);
}

/** When min passes max, max is raised to min (§4 "Sliders"). */
function orderedRange(min: number | null, max: number | null): [number | null, number | null] {
  return min !== null && max !== null && min > max ? [min, min] : [min, max];
}

/**
 * The search's query string as filters, leniently: it never throws. A repeated parameter counts
 * by its first value; anything that is not a plain positive integer (negative, decimal, 1e400,
 * text, SQL, an object) is ignored; ids above PostgreSQL's integer range are ignored, prices and
 * kilometres are clamped to 0..100,000,000 and years to 1900..2100; an unknown sort is 'newest';
 * vendidos is true for '1' or 'true'; branches and labels are the known ids among sede's and
 * etiqueta's values; a payment is clamped to 0..MAX_CUOTA. Whether the model belongs to the
 * brand needs the database: the server's search service checks it.
 */
export function parseSearchFilters(query: unknown): SearchFilters {
  schema ??= filtersSchema();
  const source = typeof query === 'object' && query !== null && !Array.isArray(query) ? query : {};
  const parsed = schema.parse(source);
  const [min_precio, max_precio] = orderedRange(parsed.min_precio, parsed.max_precio);
  const [min_kilometros, max_kilometros] = orderedRange(parsed.min_kilometros, parsed.max_kilometros);
  const [min_year, max_year] = orderedRange(parsed.min_year, parsed.max_year);
  return { ...parsed, min_precio, max_precio, min_kilometros, max_kilometros, min_year, max_year };
}
