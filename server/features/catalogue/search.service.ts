import type { BuscarProps, SearchOptions } from '../../contracts/pages.ts';
import { route } from '../../contracts/routes.ts';
import { EMPTY_FILTERS, RESULTS_PER_PAGE, type SearchFilters, searchQuery, type SortBy } from '../../contracts/search.ts';
import type { Prisma } from '../../db/client.ts';
import { paginate } from '../../http/pagination.ts';
import { vehicleCard } from './catalogue.presenter.ts';
import { checkFilters, lookupsByKind, searchOptions, totalMatching } from './search.facets.ts';
import { facetGroups, searchLookups, searchPage, searchWhere } from './search.queries.ts';

export type SearchResult = Pick<BuscarProps, 'entradas' | 'filters'> & SearchOptions;

/** The canonical /buscar URL of the applied filters (page left to the pagination links). */
function searchUrl(filters: SearchFilters): string {
  const query = new URLSearchParams(searchQuery({ ...filters, page: 1 })).toString();
  return query ? `${route('buscar')}?${query}` : route('buscar');
}

/**
 * The requested page of `where` in `sort` order, read while `total` is counted; a page past
 * the last is read again as the last page (the rare case of an edited or stale URL).
 */
export async function readPage(where: Prisma.CocheWhereInput, sort: SortBy, requested: number, total: Promise<number>) {
  const [count, rows] = await Promise.all([total, searchPage(where, sort, requested, RESULTS_PER_PAGE)]);
  const page = Math.min(requested, Math.max(1, Math.ceil(count / RESULTS_PER_PAGE)));
  return { total: count, page, rows: page === requested ? rows : await searchPage(where, sort, page, RESULTS_PER_PAGE) };
}

/**
 * One search: the lookups first (they decide which filters apply), then the facet groups
 * (which give the total, the facet counts and the bounds) and the page at once.
 */
export async function search(requested: SearchFilters): Promise<SearchResult> {
  const lookups = lookupsByKind(await searchLookups(requested.marcas, requested.modelo));
  const filters = checkFilters(requested, lookups);
  const groups = facetGroups(filters);
  const { total, page, rows } = await readPage(searchWhere(filters), filters.sort_by, filters.page, groups.then((all) => totalMatching(all, filters)));
  const applied = { ...filters, page };
  return {
    ...searchOptions(await groups, lookups, applied),
    filters: applied,
    entradas: paginate(rows.map(vehicleCard), { total, page, perPage: RESULTS_PER_PAGE, url: searchUrl(applied) }),
  };
}

/** The home search box's options: every facet and the bounds of the unsold stock, no filter. */
export async function defaultSearchOptions(): Promise<SearchOptions> {
  const [lookups, groups] = await Promise.all([searchLookups(null, null), facetGroups(EMPTY_FILTERS)]);
  return searchOptions(groups, lookupsByKind(lookups), EMPTY_FILTERS);
}
