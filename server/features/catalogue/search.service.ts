import type { Locale } from '../../contracts/locales.ts';
import type { BuscarProps, Lookup, SearchOptions, VehicleCard } from '../../contracts/pages.ts';
import { route } from '../../contracts/routes.ts';
import { EMPTY_FILTERS, RESULTS_PER_PAGE, SEARCH_PARAMS, type SearchFilters, searchQuery } from '../../contracts/search.ts';
import { clampPage, paginate } from '../../lib/pagination.ts';
import { vehicleCard } from './catalogue.presenter.ts';
import type { CardRow } from './catalogue.queries.ts';
import { catalogueLookups } from './catalogue-lookups.ts';
import type { FinanceTerms } from '../../contracts/finance.ts';
import { listingFinanceNote } from '../../contracts/representative-example.ts';
import { currentFinanceTerms } from '../../core/finance-terms.ts';
import { checkFilters, facetGroups, type IndexedGroup, indexListing, type Lookups, searchOptions, totalMatching } from './search.facets.ts';
import { cuotaMaxAsPriceRange } from './search.payment.ts';
import { currentCatalogueVersion } from '../../core/catalogue-version.ts';
import { VersionedCache } from '../../core/versioned-cache.ts';
import { translator } from '../../i18n/index.ts';
import { type FacetGroup, listingGroups, newCars, type NewCarsSelection, type PageRow, searchPage } from './search.queries.ts';

export type SearchResult = Pick<BuscarProps, 'entradas' | 'filters'> & SearchOptions;

/** The canonical /buscar URL of the applied filters (page left to the pagination links). */
export function searchUrl(filters: SearchFilters): string {
  const query = new URLSearchParams(searchQuery({ ...filters, page: 1 })).toString();
  return query ? `${route('buscar')}?${query}` : route('buscar');
}

/** A page of `filters` with their payment turned into prices. */
function readPage(filters: SearchFilters, terms: FinanceTerms): Promise<PageRow[]> {
  return searchPage(cuotaMaxAsPriceRange(filters, terms), RESULTS_PER_PAGE, terms.importeMinimo);
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

/**
 * `filters` at their page clamped to the last page of `total`, with its rows: the rows read
 * for `guess` unless the guess was wrong (a filter the lookups dropped, a page past the last).
 */
async function settlePage(filters: SearchFilters, total: number, terms: FinanceTerms, guess: { filters: SearchFilters; rows: PageRow[] }) {
  const settled = { ...filters, page: clampPage(filters.page, total, RESULTS_PER_PAGE) };
  const same = SEARCH_PARAMS.every((key) => String(settled[key]) === String(guess.filters[key]));
  return { filters: settled, rows: same ? guess.rows : await readPage(settled, terms) };
}

/**
 * The listing's groups (search.queries.ts) change only with the stock: read once per stock
 * version and listing (unsold, sold), then every search counts from them in memory, whatever
 * its ranges.
 */
const listingCache = new VersionedCache<IndexedGroup[]>(2);

async function cachedFacetGroups(version: string | null, filters: SearchFilters, terms: FinanceTerms): Promise<FacetGroup[]> {
  const listing = await listingCache.get(version, String(filters.vendidos), async () => indexListing(await listingGroups(filters.vendidos)));
  return facetGroups(listing, cuotaMaxAsPriceRange(filters, terms));
}

export interface ListingPage {
  filters: SearchFilters;
  lookups: Lookups;
  groups: FacetGroup[];
  total: number;
  cards: VehicleCard[];
}

/**
 * A page of results. First, at once: the stock's version and the page as requested (after the
 * finance terms, read once per version, when it filters or sorts by payment). Then, read once
 * per version (after it, so that nothing older than the version is ever cached under it): the
 * lookups, which decide which filters apply and name the cars, and the listing's groups, from
 * which the total, every facet count and the bounds are counted.
 * The page is read again only when the lookups dropped a filter or the page was past the last.
 */
export async function listingPage(requested: SearchFilters): Promise<ListingPage> {
  const versionRead = currentCatalogueVersion();
  const termsRead = versionRead.then(currentFinanceTerms);
  const byPayment = requested.cuota_max !== null || requested.sort_by === 'cuota_asc';
  const rowsRead = byPayment ? termsRead.then((terms) => readPage(requested, terms)) : searchPage(requested, RESULTS_PER_PAGE, 0);
  const [version, terms, rows] = await Promise.all([versionRead, termsRead, rowsRead]);
  const [lookups, groups] = await Promise.all([catalogueLookups(version), cachedFacetGroups(version, requested, terms)]);
  const checked = checkFilters(requested, lookups);
  const total = totalMatching(groups, checked);
  const page = await settlePage(checked, total, terms, { filters: requested, rows });
  return { filters: page.filters, lookups, groups, total, cards: cardRows(page.rows, lookups).map((row) => vehicleCard(row, terms)) };
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

/**
 * `requested` as a search applies it (the lookups drop unknown ids), with every facet and the
 * bounds of the listing it runs over: what the search box shows and its chips name.
 */
export async function checkedSearch(requested: SearchFilters): Promise<{ filters: SearchFilters; options: SearchOptions }> {
  const version = await currentCatalogueVersion();
  const terms = await currentFinanceTerms(version);
  const [lookups, groups] = await Promise.all([catalogueLookups(version), cachedFacetGroups(version, requested, terms)]);
  const filters = checkFilters(requested, lookups);
  return { filters, options: searchOptions(groups, lookups, filters) };
}

/** The home search box's options: every facet and the bounds of the unsold stock, no filter. */
export async function defaultSearchOptions(): Promise<SearchOptions> {
  return (await checkedSearch(EMPTY_FILTERS)).options;
}

/**
 * The cars of a search new since a moment, as cards, with how many there are: the pipeline
 * /buscar runs (the payment filter as prices, the same conditions, cards named by the lookups
 * and priced with the terms in force), for a caller that watches a search (an alert's digest).
 * The filters are applied as they are: an id no longer known matches nothing. The finance note
 * is in the caller's language (the alert's).
 */
export async function searchCars(filters: SearchFilters, selection: NewCarsSelection, locale: Locale): Promise<{ total: number; cards: VehicleCard[]; financeNote: string }> {
  const version = await currentCatalogueVersion();
  const [terms, lookups] = await Promise.all([currentFinanceTerms(version), catalogueLookups(version)]);
  const rows = await newCars(cuotaMaxAsPriceRange(filters, terms), selection);
  return { total: rows[0]?.total ?? 0, cards: cardRows(rows, lookups).map((row) => vehicleCard(row, terms)), financeNote: listingFinanceNote(terms, translator(locale)) };
}
