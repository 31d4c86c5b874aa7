import type { BuscarProps, Lookup, SearchOptions, VehicleCard } from '../../contracts/pages.ts';
import { route } from '../../contracts/routes.ts';
import { EMPTY_FILTERS, RESULTS_PER_PAGE, SEARCH_PARAMS, type SearchFilters, searchQuery } from '../../contracts/search.ts';
import { paginate } from '../../http/pagination.ts';
import { vehicleCard } from './catalogue.presenter.ts';
import type { CardRow } from './catalogue.queries.ts';
import { checkFilters, type Lookups, lookupsByKind, searchOptions, totalMatching } from './search.facets.ts';
import { VersionedCache } from './versioned-cache.ts';
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

/**
 * The facet groups depend only on the listing (vendidos) and the ranges, and change only with
 * the stock: cached per stock version, most searches skip the scan of the listing.
 */
const facetCache = new VersionedCache<FacetGroup[]>(256);

function cachedFacetGroups(version: string | null, filters: SearchFilters): Promise<FacetGroup[]> {
  const { vendidos, min_precio, max_precio, min_kilometros, max_kilometros, min_year, max_year } = filters;
  const key = [vendidos, min_precio, max_precio, min_kilometros, max_kilometros, min_year, max_year].join(',');
  return facetCache.get(version, key, () => facetGroups(filters));
}

export interface ListingPage {
  filters: SearchFilters;
  lookups: Lookups;
  groups: FacetGroup[];
  total: number;
  cards: VehicleCard[];
}

/**
 * A page of results. First, at once: the lookups with the stock's version (they decide which
 * filters apply, and name the cars) and the page as requested. Then the listing's facet groups
 * (the total, every facet count and the bounds), from the cache when the stock has not changed;
 * read after the version, so that nothing older than the version is ever cached under it.
 * The page is read again only when the lookups dropped a filter or the page was past the last.
 */
export async function listingPage(requested: SearchFilters): Promise<ListingPage> {
  const [{ version, lookups: lookupRows }, rows] = await Promise.all([searchLookups(), searchPage(requested, RESULTS_PER_PAGE)]);
  const groups = await cachedFacetGroups(version, requested);
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
  const { version, lookups } = await searchLookups();
  return searchOptions(await cachedFacetGroups(version, EMPTY_FILTERS), lookupsByKind(lookups), EMPTY_FILTERS);
}
