/**
 * The vehicle search's query parameters (public-site §3 "Search filter fields") and constants
 * (§4, §9), shared by the server, which parses and clamps them, and the search box, which
 * builds them.
 */

/** The eight sort orders (§3), in the order the selector lists them. */
export const SORT_OPTIONS = ['newest', 'oldest', 'price_asc', 'price_desc', 'km_asc', 'km_desc', 'year_asc', 'year_desc'] as const;

export type SortBy = (typeof SORT_OPTIONS)[number];

export const DEFAULT_SORT: SortBy = 'newest';

export const SORT_LABELS: Record<SortBy, string> = {
  newest: 'Más recientes',
  oldest: 'Más antiguos',
  price_asc: 'Precio: de menor a mayor',
  price_desc: 'Precio: de mayor a menor',
  km_asc: 'Kilómetros: de menos a más',
  km_desc: 'Kilómetros: de más a menos',
  year_asc: 'Año: más antiguos primero',
  year_desc: 'Año: más nuevos primero',
};

/** Slider steps (§4, §9). */
export const SLIDER_STEPS = { precio: 500, kilometros: 1000, year: 1 } as const;

/** The pause after the last change before the search is sent (§9). */
export const SEARCH_DEBOUNCE_MS = 500;

export const RESULTS_PER_PAGE = 12;

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
  'vendidos',
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
  vendidos: false,
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
 * nulls, vendidos=false, the default sort and page 1 are left out; vendidos=true is '1'.
 */
export function searchQuery(filters: SearchFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of SEARCH_PARAMS) {
    const value = filters[key];
    if (value === null || value === false) continue;
    if (key === 'sort_by' && value === DEFAULT_SORT) continue;
    if (key === 'page' && value === 1) continue;
    query[key] = value === true ? '1' : String(value);
  }
  return query;
}
