import type { Locale } from '../../contracts/locales.ts';
import type { OwnPageProps } from '../../contracts/page-registry.ts';
import type { Lookup } from '../../contracts/pages.ts';
import { route } from '../../contracts/routes.ts';
import { EMPTY_FILTERS, RESULTS_PER_PAGE } from '../../contracts/search.ts';
import { slugify } from '../../contracts/slug.ts';
import { paginate } from '../../lib/pagination.ts';
import { currentFinanceNote } from '../../core/finance-terms.ts';
import { catalogueLookups } from './catalogue-lookups.ts';
import { currentCatalogueVersion } from '../../core/catalogue-version.ts';
import { marcaCrumbs, marcaSeo } from './marca.presenter.ts';
import { modelLinks } from './segunda-mano.presenter.ts';
import { searchOptions } from './search.facets.ts';
import { listingPage } from './search.service.ts';

/**
 * The lookup a path segment names, in any case ('bmw', 'Land Rover') or by its slug
 * ('land-rover'); null when none. Compared here, not with ILIKE, so that '%' or '_' in the
 * path are plain characters.
 */
export function bySegment<Row extends Lookup>(rows: readonly Row[], segment: string): Row | null {
  const wanted = segment.trim().toLocaleLowerCase('es');
  if (!wanted) return null;
  return rows.find((row) => row.nombre.toLocaleLowerCase('es') === wanted) ?? rows.find((row) => slugify(row.nombre) === wanted) ?? null;
}

/** The brand named by a /marca/{name} path segment; null when none. */
export async function findBrand(segment: string): Promise<Lookup | null> {
  const brand = bySegment((await catalogueLookups(await currentCatalogueVersion())).marca, segment);
  return brand && { id: brand.id, nombre: brand.nombre };
}

/** A brand's unsold cars, newest first, 12 a page, its models in stock, and the page's SEO. */
export async function brandPage(marca: Lookup, requestedPage: number, locale: Locale): Promise<OwnPageProps<'Marca'>> {
  const [listing, notaFinanciacion] = await Promise.all([listingPage({ ...EMPTY_FILTERS, marcas: marca.id, page: requestedPage }), currentFinanceNote(locale)]);
  const { filters, total, cards, groups, lookups } = listing;
  return {
    notaFinanciacion,
    marca: { id: marca.id, nombre: marca.nombre, slug: marca.nombre },
    migas: marcaCrumbs(marca, locale),
    modelos: modelLinks(marca, searchOptions(groups, lookups, filters).modelos),
    entradas: paginate(cards, { total, page: filters.page, perPage: RESULTS_PER_PAGE, url: route('marca', { marca: marca.nombre }) }),
    seo: marcaSeo(marca, total, filters.page, cards, locale),
  };
}
