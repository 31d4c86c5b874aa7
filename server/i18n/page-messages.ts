import type { Namespace } from '../../lang/types.ts';
import type { I18nProps, Messages } from '../contracts/i18n.ts';
import { type Locale, splitLocale } from '../contracts/locales.ts';
import type { PageSeo } from '../contracts/pages.ts';
import type { InertiaPages } from '../contracts/page-registry.ts';
import { pageAddress } from '../lib/page-seo.ts';
import { namespaceMessages } from './catalogs.ts';

/**
 * The namespaces each public page shows, beside 'common' (the header, the footer and what
 * several pages share). A page not listed is the back office's: it receives no messages.
 * tests/unit/i18n checks that every key a page's components use is in its namespaces.
 */
export const PAGE_NAMESPACES: { readonly [P in keyof InertiaPages]?: readonly Namespace[] } = {
  About: ['content'],
  Alerta: ['alerts'],
  Buscar: ['search', 'forms'],
  Comparar: ['compare', 'vehicle'],
  Contacto: ['content', 'forms'],
  Equipo: ['content'],
  Error: ['errors'],
  Favoritos: ['favorites'],
  Landing: ['landing', 'forms'],
  Landing2: ['landing', 'forms'],
  Legal: ['legal'],
  Marca: ['listing'],
  MiPrueba: ['testdrive', 'slots', 'forms'],
  MiReserva: ['myreservation'],
  SegundaMano: ['listing', 'content'],
  Tasacion: ['tradein', 'forms'],
  Vehicle: ['vehicle', 'forms', 'pricing', 'slots', 'history'],
  Welcome: ['home', 'forms', 'search'],
  Welcome2: ['home', 'forms', 'search'],
};

const compiledPages = new Map<string, Messages>();

function pageMessages(component: keyof InertiaPages, namespaces: readonly Namespace[], locale: Locale): Messages {
  const id = `${locale}:${component}`;
  let messages = compiledPages.get(id);
  if (!messages) {
    messages = Object.assign({}, ...(['common', ...namespaces] as Namespace[]).map((namespace) => namespaceMessages(locale, namespace))) as Messages;
    compiledPages.set(id, messages);
  }
  return messages;
}

/** The request a page answers: its path without the language prefix, its listing page, and its SEO if it has any. */
export interface PageRequest {
  path: string;
  locale: Locale;
  page: number;
  /** The page's `seo` prop, if it has one (a PageSeo). */
  seo?: unknown;
}

const statesCanonical = (seo: unknown): seo is Pick<PageSeo, 'canonical'> =>
  typeof seo === 'object' && seo !== null && typeof (seo as { canonical?: unknown }).canonical === 'string';

/** The Spanish path a page's canonical URL names ('https://…/en/marca/BMW' → '/marca/BMW'). */
function canonicalPath(seo: Pick<PageSeo, 'canonical'>): string {
  const url = new URL(seo.canonical);
  return splitLocale(`${url.pathname}${url.search}`).path;
}

/**
 * What a page receives as its `i18n` prop, or undefined for a back-office page. Its address is
 * its SEO's canonical when it states one (a brand reached as /marca/bmw is /marca/BMW); else its
 * path, with the listing's page past the first: every other query (filters, orders) is a
 * variant of that page.
 */
export function pageI18n(component: string, request: PageRequest): I18nProps | undefined {
  const namespaces = PAGE_NAMESPACES[component as keyof InertiaPages];
  if (!namespaces) return undefined;
  const { path, locale, page, seo } = request;
  const canonical = statesCanonical(seo) ? canonicalPath(seo) : page > 1 ? `${path}?page=${page}` : path;
  return {
    locale,
    messages: pageMessages(component as keyof InertiaPages, namespaces, locale),
    address: component === 'Error' ? null : pageAddress(canonical, locale),
  };
}
