import type { Locale } from '../../contracts/locales.ts';
import { formatNumber, vehicleCount } from '../../contracts/format.ts';
import type { OwnPageProps } from '../../contracts/page-registry.ts';
import type { Crumb, FacetOption, Lookup, SearchOptions, SegundaManoProps } from '../../contracts/pages.ts';
import { route } from '../../contracts/routes.ts';
import { EMPTY_FILTERS, RESULTS_PER_PAGE } from '../../contracts/search.ts';
import { branches, type Island } from '../../contracts/site.ts';
import { islandLandingPath, modelLandingPath } from '../../contracts/listing-paths.ts';
import { paginate } from '../../lib/pagination.ts';
import { listingCrumbs, listingSeo } from './listing.seo.ts';
import { type ListingPage, searchUrl } from './search.service.ts';

/**
 * The landing pages by model and by island: their paths, words and links. Every text says how
 * many cars there are and where, from the listing the page shows.
 */

const listFormat = new Intl.ListFormat('es', { type: 'conjunction' });

/** "Gran Canaria y Tenerife": the islands of the branches where some car of the listing is. */
function islandsOf(sedes: readonly FacetOption[]): string {
  const names = branches.filter((branch) => sedes.some((sede) => sede.id === branch.id && sede.count > 0)).map((branch) => branch.island);
  return listFormat.format([...new Set(names)]);
}

/** "nuestra sede de Santa Cruz de Tenerife", "nuestras sedes de Tarahales y El Tablero". */
function branchesOf(island: Island): string {
  const names = listFormat.format(island.branches.map((branch) => branch.name));
  return island.branches.length === 1 ? `nuestra sede de ${names}` : `nuestras sedes de ${names}`;
}

/** One word or the other, by the number of cars. */
const byNumber = (total: number, one: string, many: string) => (total === 1 ? one : many);

/** "Un" / "12" at the head of a sentence. */
const headCount = (total: number) => byNumber(total, 'Un', formatNumber(total));

/** The options with cars, each as a link. */
const links = (options: readonly FacetOption[], href: (option: FacetOption) => string) =>
  options.filter((option) => option.count > 0).map((option) => ({ nombre: option.nombre, href: href(option), count: option.count }));

/** A brand's models in stock, but `except`, each to its landing page: 'Serie 3 (4)'. */
export function modelLinks(marca: Lookup, modelos: readonly FacetOption[], except: number | null = null) {
  return links(
    modelos.filter((option) => option.id !== except),
    (option) => modelLandingPath(marca.nombre, option.nombre),
  );
}

interface Landing {
  ambito: SegundaManoProps['ambito'];
  titulo: string;
  intro: string;
  description: string;
  path: string;
  migas: Crumb[];
  enlaces: SegundaManoProps['enlaces'];
}

/** A landing page's props from its words and its listing. */
function landingProps(landing: Landing, listing: ListingPage, notaFinanciacion: string, locale: Locale): OwnPageProps<'SegundaMano'> {
  const { filters, total, cards } = listing;
  return {
    ambito: landing.ambito,
    migas: landing.migas,
    titulo: landing.titulo,
    intro: landing.intro,
    buscarUrl: searchUrl(filters),
    enlaces: landing.enlaces,
    entradas: paginate(cards, { total, page: filters.page, perPage: RESULTS_PER_PAGE, url: landing.path }),
    seo: listingSeo({ title: landing.titulo, description: landing.description, path: landing.path, page: filters.page, total, migas: landing.migas, cards, locale }),
    notaFinanciacion,
  };
}

/** /coches-segunda-mano/{marca}/{modelo}: the model's cars, and the brand's other models. */
export function modelLanding(marca: Lookup, modelo: Lookup, listing: ListingPage, options: SearchOptions, notaFinanciacion: string, locale: Locale) {
  const car = `${marca.nombre} ${modelo.nombre}`;
  const { total } = listing;
  const where = islandsOf(options.sedes);
  return landingProps(
    {
      ambito: { tipo: 'modelo', marca, modelo },
      titulo: `${car} de segunda mano en Canarias`,
      intro: `${headCount(total)} ${car} de ocasión ${byNumber(total, 'disponible', 'disponibles')} en ${where}, ${byNumber(total, 'revisado', 'revisados')} por nuestro taller y con garantía mínima de 12 meses.`,
      description: `${vehicleCount(total)} ${car} de segunda mano en ${where}: ${byNumber(total, 'revisado', 'revisados')}, con garantía mínima de 12 meses y financiación a medida.`,
      path: modelLandingPath(marca.nombre, modelo.nombre),
      migas: listingCrumbs(locale, { nombre: marca.nombre, href: route('marca', { marca: marca.nombre }) }, { nombre: modelo.nombre, href: null }),
      enlaces: {
        titulo: `Más modelos de ${marca.nombre}`,
        items: modelLinks(marca, options.modelos, modelo.id),
      },
    },
    listing,
    notaFinanciacion,
    locale,
  );
}

/** /coches-segunda-mano/{isla}: the cars at the island's branches, and the brands there. */
export function islandLanding(island: Island, listing: ListingPage, options: SearchOptions, notaFinanciacion: string, locale: Locale) {
  const { total, filters } = listing;
  const coches = byNumber(total, 'coche', 'coches');
  const revisados = byNumber(total, 'revisado', 'revisados');
  return landingProps(
    {
      ambito: { tipo: 'isla', isla: island.name, sedes: island.branches.map((branch) => branch.id) },
      titulo: `Coches de segunda mano en ${island.name}`,
      intro: `${headCount(total)} ${coches} de ocasión en ${branchesOf(island)}, ${revisados} por nuestro taller y con garantía mínima de 12 meses.`,
      description: `${formatNumber(total)} ${coches} de segunda mano en ${island.name}, en ${branchesOf(island)}: ${revisados}, con garantía mínima de 12 meses y financiación a medida.`,
      path: islandLandingPath(island),
      migas: listingCrumbs(locale, { nombre: island.name, href: null }),
      enlaces: {
        titulo: `Marcas en ${island.name}`,
        items: links(options.marcas, (option) => searchUrl({ ...EMPTY_FILTERS, marcas: option.id, sede: filters.sede })),
      },
    },
    listing,
    notaFinanciacion,
    locale,
  );
}
