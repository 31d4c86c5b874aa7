import type { Namespace } from '../../lang/types.ts';
import type { I18nProps, Messages } from '../contracts/i18n.ts';
import type { Locale } from '../contracts/locales.ts';
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
  Comparar: ['compare'],
  Contacto: ['content', 'forms'],
  Desistir: ['withdrawal'],
  Equipo: ['content'],
  Error: ['errors'],
  Favoritos: ['favorites'],
  Landing: ['landing', 'forms'],
  Landing2: ['landing', 'forms'],
  Legal: ['legal'],
  Marca: ['listing'],
  SegundaMano: ['listing'],
  Tasacion: ['tradein', 'forms'],
  Vehicle: ['vehicle', 'forms'],
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

/** The request a page answers: its path without the language prefix, and its listing page. */
export interface PageRequest {
  path: string;
  locale: Locale;
  page: number;
}

/**
 * What a page receives as its `i18n` prop, or undefined for a back-office page. Its canonical
 * address is its path, with the listing's page past the first: every other query (filters,
 * orders) is a variant of that page.
 */
export function pageI18n(component: string, request: PageRequest): I18nProps | undefined {
  const namespaces = PAGE_NAMESPACES[component as keyof InertiaPages];
  if (!namespaces) return undefined;
  const { path, locale, page } = request;
  return {
    locale,
    messages: pageMessages(component as keyof InertiaPages, namespaces, locale),
    address: component === 'Error' ? null : pageAddress(page > 1 ? `${path}?page=${page}` : path, locale),
  };
}
