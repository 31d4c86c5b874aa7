import type { Lookup, MarcaProps } from '../../contracts/pages.ts';
import { route } from '../../contracts/routes.ts';
import { EMPTY_FILTERS, RESULTS_PER_PAGE } from '../../contracts/search.ts';
import { slugify } from '../../db/slug.ts';
import { paginate } from '../../lib/pagination.ts';
import { currentFinanceNote } from '../finance/finance.service.ts';
import { marcaSeo } from './marca.presenter.ts';
import { allBrands } from './marca.queries.ts';
import { listingPage } from './search.service.ts';

/**
 * The brand named by a /marca/{name} path segment, in any case ('bmw', 'Land Rover'), or by
 * its slug ('land-rover'); null when none. Compared here, not with ILIKE, so that '%' or '_'
 * in the path are plain characters.
 */
export async function findBrand(segment: string): Promise<Lookup | null> {
  const wanted = segment.trim().toLocaleLowerCase('es');
  if (!wanted) return null;
  const brands = await allBrands();
  return (
    brands.find((brand) => brand.nombre.toLocaleLowerCase('es') === wanted) ??
    brands.find((brand) => slugify(brand.nombre) === wanted) ??
    null
  );
}

/** A brand's unsold cars, newest first, 12 a page, with the page's SEO. */
export async function brandPage(marca: Lookup, requestedPage: number): Promise<Pick<MarcaProps, 'marca' | 'entradas' | 'seo' | 'notaFinanciacion'>> {
  const [{ filters, total, cards }, notaFinanciacion] = await Promise.all([listingPage({ ...EMPTY_FILTERS, marcas: marca.id, page: requestedPage }), currentFinanceNote()]);
  return {
    notaFinanciacion,
    marca: { id: marca.id, nombre: marca.nombre, slug: marca.nombre },
    entradas: paginate(cards, { total, page: filters.page, perPage: RESULTS_PER_PAGE, url: route('marca', { marca: marca.nombre }) }),
    seo: marcaSeo(marca, total, filters.page, cards[0]),
  };
}
