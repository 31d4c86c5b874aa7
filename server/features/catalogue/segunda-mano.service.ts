import type { Locale } from '../../contracts/locales.ts';
import type { OwnPageProps } from '../../contracts/page-registry.ts';
import { EMPTY_FILTERS } from '../../contracts/search.ts';
import { type Island, islands } from '../../contracts/site.ts';
import { translator } from '../../i18n/index.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { currentFinanceNote } from '../../core/finance-terms.ts';
import { catalogueLookups } from './catalogue-lookups.ts';
import { currentCatalogueVersion } from '../../core/catalogue-version.ts';
import { bySegment } from './marca.service.ts';
import { islandLanding, modelLanding } from './segunda-mano.presenter.ts';
import { searchOptions } from './search.facets.ts';
import { listingPage } from './search.service.ts';

/**
 * The landing pages by model and by island. A page with no car to show answers 404, as Google's
 * faceted-navigation guidance asks of a filter that finds nothing: search engines drop it, and
 * the sitemap lists only the pages with cars.
 */

/** The brand and model a /coches-segunda-mano/{marca}/{modelo} path names (by name or slug), or null. */
export async function findModel(marcaSegment: string, modeloSegment: string) {
  const lookups = await catalogueLookups(await currentCatalogueVersion());
  const marca = bySegment(lookups.marca, marcaSegment);
  const modelo = marca && bySegment(lookups.modelo.filter((row) => row.marca_id === marca.id), modeloSegment);
  return marca && modelo ? { marca: { id: marca.id, nombre: marca.nombre }, modelo: { id: modelo.id, nombre: modelo.nombre } } : null;
}

/** The island a /coches-segunda-mano/{isla} segment names, by slug or name in any case ('gran-canaria', 'Gran Canaria'), or null. */
export function findIsland(segment: string): Island | null {
  const wanted = segment.trim().toLocaleLowerCase('es');
  return islands.find((island) => island.slug === wanted || island.name.toLocaleLowerCase('es') === wanted) ?? null;
}

/** A model's landing page: its unsold cars, newest first, 12 a page; 404 when it has none. */
export async function modelPage(found: NonNullable<Awaited<ReturnType<typeof findModel>>>, page: number, locale: Locale): Promise<OwnPageProps<'SegundaMano'>> {
  const { marca, modelo } = found;
  const [listing, nota] = await Promise.all([listingPage({ ...EMPTY_FILTERS, marcas: marca.id, modelo: modelo.id, page }), currentFinanceNote(locale)]);
  if (listing.total === 0) throw new NotFoundError(translator(locale).t('messages.no_cars_model', { car: `${marca.nombre} ${modelo.nombre}` }));
  return modelLanding(marca, modelo, listing, searchOptions(listing.groups, listing.lookups, listing.filters), nota, locale);
}

/** An island's landing page: the unsold cars at its branches; 404 when there are none. */
export async function islandPage(island: Island, page: number, locale: Locale): Promise<OwnPageProps<'SegundaMano'>> {
  const sede = island.branches.map((branch) => branch.id);
  const [listing, nota] = await Promise.all([listingPage({ ...EMPTY_FILTERS, sede, page }), currentFinanceNote(locale)]);
  if (listing.total === 0) throw new NotFoundError(translator(locale).t('messages.no_cars_island', { island: island.name }));
  return islandLanding(island, listing, searchOptions(listing.groups, listing.lookups, listing.filters), nota, locale);
}
