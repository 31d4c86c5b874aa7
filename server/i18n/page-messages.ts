import type { Namespace } from '../../lang/types.ts';
import type { I18nProps, Messages } from '../contracts/i18n.ts';
import type { Locale } from '../contracts/locales.ts';
import type { InertiaPages } from '../contracts/page-registry.ts';
import { namespaceMessages } from './catalogs.ts';

/**
 * The namespaces each public page shows, beside 'common' (the header, the footer and what
 * several pages share). A page not listed is the back office's: it receives no messages.
 * tests/unit/i18n checks that every key a page's components use is in its namespaces.
 */
export const PAGE_NAMESPACES: { readonly [P in keyof InertiaPages]?: readonly Namespace[] } = {
  About: [],
  Alerta: [],
  Buscar: [],
  Comparar: [],
  Contacto: [],
  Desistir: [],
  Equipo: [],
  Error: [],
  Favoritos: [],
  Landing: [],
  Landing2: [],
  Legal: [],
  Marca: [],
  SegundaMano: [],
  Tasacion: [],
  Vehicle: [],
  Welcome: [],
  Welcome2: [],
};

const props = new Map<string, I18nProps>();

/** What a page receives as its `i18n` prop in a language, or undefined for a back-office page. */
export function pageI18n(component: string, locale: Locale): I18nProps | undefined {
  const namespaces = PAGE_NAMESPACES[component as keyof InertiaPages];
  if (!namespaces) return undefined;
  const id = `${locale}:${component}`;
  let made = props.get(id);
  if (!made) {
    const messages: Messages = Object.assign({}, ...(['common', ...namespaces] as Namespace[]).map((namespace) => namespaceMessages(locale, namespace)));
    made = { locale, messages };
    props.set(id, made);
  }
  return made;
}
