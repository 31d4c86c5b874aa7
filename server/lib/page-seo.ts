import { LOCALE_DETAILS, LOCALES, type Locale, localizedPath } from '../contracts/locales.ts';
import type { PageAddress } from '../contracts/i18n.ts';
import type { PageSeo } from '../contracts/pages.ts';
import { route, type RouteName } from '../contracts/routes.ts';
import { env } from '../config/env.ts';
import { translator } from '../i18n/index.ts';
import { absoluteUrl } from './absolute-url.ts';

/**
 * A page's canonical address in its language and its alternates in every language, from its
 * Spanish path ('/buscar?marcas=3'); x-default is the Spanish page, what a visitor of another
 * language reaches without a prefix.
 */
export function pageAddress(path: string, locale: Locale): PageAddress {
  return {
    canonical: absoluteUrl(localizedPath(path, locale)),
    alternates: [
      ...LOCALES.map((each) => ({ hreflang: each, href: absoluteUrl(localizedPath(path, each)) })),
      { hreflang: 'x-default', href: absoluteUrl(path) },
    ],
  };
}

/** The page itself as JSON-LD: its address, name and language (inLanguage). */
export function webPageJsonLd(seo: Pick<PageSeo, 'title' | 'description' | 'canonical'>, locale: Locale): string {
  return serializeJsonLd({
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    url: seo.canonical,
    name: seo.title,
    description: seo.description,
    inLanguage: LOCALE_DETAILS[locale].tag,
  });
}

/** The static pages' titles, and their descriptions, which name the brand ({appName}). */
export type StaticTitle = 'seo.about_title' | 'seo.team_title' | 'seo.contact_title' | 'seo.tradein_title';
export type StaticDescription =
  | 'seo.about_description'
  | 'seo.team_description'
  | 'seo.contact_description'
  | 'seo.tradein_description'
  | 'seo.legal_notice_description'
  | 'seo.privacy_description'
  | 'seo.accessibility_description'
  | 'seo.reservation_terms_description';

/** A static page's SEO in the request's language, from its messages. */
export function translatedPageSeo(name: RouteName, locale: Locale, title: StaticTitle, description: StaticDescription): PageSeo {
  const { t } = translator(locale);
  return staticPageSeo(name, locale, t(title), t(description, { appName: env().APP_NAME }));
}

/** A page without cars (content, forms): its title and description for the head tags, its addresses from its route. */
export function staticPageSeo(name: RouteName, locale: Locale, title: string, description: string): PageSeo {
  const { canonical } = pageAddress(route(name), locale);
  return { title, description, canonical, image: null, jsonLd: [webPageJsonLd({ title, description, canonical }, locale)] };
}

/**
 * A JSON-LD document as the text of a <script type="application/ld+json">: '<' is written
 * \u003c so no value (a car's name, say) can close the script element.
 */
export function serializeJsonLd(document: Record<string, unknown>): string {
  return JSON.stringify(document).replace(/</g, '\\u003c');
}
