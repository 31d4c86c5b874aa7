import type { BuscarProps, Lookup, SearchOptions, VehicleCard } from '../../contracts/pages.ts';
import { route } from '../../contracts/routes.ts';
import { EMPTY_FILTERS, RESULTS_PER_PAGE, SEARCH_PARAMS, type SearchFilters, searchQuery } from '../../contracts/search.ts';
import { paginate } from '../../http/pagination.ts';
import { vehicleCard } from './catalogue.presenter.ts';
import type { CardRow } from './catalogue.queries.ts';
import { checkFilters, type Lookups, lookupsByKind, searchOptions, totalMatching } from './search.facets.ts';
import { type FacetGroup, facetGroups, type PageRow, searchLookups, searchPage } from './search.queries.ts';

export type SearchResult = Pick<BuscarProps, 'entradas' | 'filters'> & SearchOptions;

/** The canonical /buscar URL of the applied filters (page left to the pagination links). */
function searchUrl(filters: SearchFilters): string {
  const query = new URLSearchParams(searchQuery({ ...filters, page: 1 })).toString();
  return query ? `${route('buscar')}?${query}` : route('buscar');
}

/** The card presenter's rows: page rows named from the lookups the search has read anyway. */
function cardRows(rows: readonly PageRow[], lookups: Lookups): CardRow[] {
  const names = (list: readonly Lookup[]) => new Map(list.map((row) => [row.id, row.nombre]));
  const marcas = names(lookups.marca);
  const modelos = names(lookups.modelo);
  const combustibles = names(lookups.combustible);
  const cambios = names(lookups.cambio);
  const named = (map: Map<number, string>, id: number): Lookup => ({ id, nombre: map.get(id) ?? '' });
  return rows.map(({ marca_id, modelo_id, combustible_id, cambio_id, foto, ...car }) => ({
    ...car,
    marca: named(marcas, marca_id),
    modelo: named(modelos, modelo_id),
    combustible: named(combustibles, combustible_id),
    cambio: named(cambios, cambio_id),
    fotos: foto ? [{ id: foto[0], width: foto[1], height: foto[2] }] : [],
  }));
}

const lastPage = (total: number) => Math.max(1, Math.ceil(total / RESULTS_PER_PAGE));

/**
 * `filters` at their page clamped to the last page of `total`, with its rows: the rows read
 * for `guess` unless the guess was wrong (a filter the lookups dropped, a page past the last).
 */
async function settlePage(filters: SearchFilters, total: number, guess: { filters: SearchFilters; rows: PageRow[] }) {
  const settled = { ...filters, page: Math.min(filters.page, lastPage(total)) };
  const same = SEARCH_PARAMS.every((key) => settled[key] === guess.filters[key]);
  return { filters: settled, rows: same ? guess.rows : await searchPage(settled, RESULTS_PER_PAGE) };
}

export interface ListingPage {
  filters: SearchFilters;
  lookups: Lookups;
  groups: FacetGroup[];
  total: number;
  cards: VehicleCard[];
}

/**
 * A page of results in one round of three concurrent queries: the lookups (which decide which
 * filters apply, and name the cars), the listing's facet groups (the total, every facet count
 * and the bounds: they do not depend on the select filters) and the page as requested. The
 * page is read again only when the lookups dropped a filter or the page was past the last.
 */
export async function listingPage(requested: SearchFilters): Promise<ListingPage> {
  const [lookupRows, groups, rows] = await Promise.all([searchLookups(), facetGroups(requested), searchPage(requested, RESULTS_PER_PAGE)]);
  const lookups = lookupsByKind(lookupRows);
  const checked = checkFilters(requested, lookups);
  const total = totalMatching(groups, checked);
  const page = await settlePage(checked, total, { filters: requested, rows });
  return { filters: page.filters, lookups, groups, total, cards: cardRows(page.rows, lookups).map(vehicleCard) };
}

/** /buscar's props: the results, the filters as applied, every facet and the bounds. */
export async function search(requested: SearchFilters): Promise<SearchResult> {
  const { filters, lookups, groups, total, cards } = await listingPage(requested);
  return {
    ...searchOptions(groups, lookups, filters),
    filters,
    entradas: paginate(cards, { total, page: filters.page, perPage: RESULTS_PER_PAGE, url: searchUrl(filters) }),
  };
}

/** The home search box's options: every facet and the bounds of the unsold stock, no filter. */
export async function defaultSearchOptions(): Promise<SearchOptions> {
  const [lookups, groups] = await Promise.all([searchLookups(), facetGroups(EMPTY_FILTERS)]);
  return searchOptions(groups, lookupsByKind(lookups), EMPTY_FILTERS);
}
