import { type Locale, localizedPath } from '../../contracts/locales.ts';
import type { Crumb, PageSeo, VehicleCard } from '../../contracts/pages.ts';
import { route } from '../../contracts/routes.ts';
import { RESULTS_PER_PAGE } from '../../contracts/search.ts';
import { vehicleHref, vehicleTitle } from '../../contracts/vehicle.ts';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import { translator } from '../../i18n/index.ts';
import { pageAddress, serializeJsonLd, webPageJsonLd } from '../../lib/page-seo.ts';

/** A page of a listing that search engines index: a brand, a model, an island. */
export interface ListingPageSeo {
  title: string;
  description: string;
  /** The listing's path, without the page: its first page's canonical. */
  path: string;
  page: number;
  total: number;
  /** The breadcrumb; its last step is the listing itself. */
  migas: Crumb[];
  cards: readonly VehicleCard[];
  locale: Locale;
}

function breadcrumb(migas: readonly Crumb[], listingUrl: string, locale: Locale): string {
  return serializeJsonLd({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: migas.map((miga, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: miga.nombre,
      item: miga.href === null ? listingUrl : absoluteUrl(localizedPath(miga.href, locale)),
    })),
  });
}

/** The page's cars as a summary list (each item a link to the car), numbered across pages. */
function itemList({ title, page, total, cards }: ListingPageSeo): string {
  const offset = (page - 1) * RESULTS_PER_PAGE;
  return serializeJsonLd({
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: title,
    numberOfItems: total,
    itemListElement: cards.map((card, index) => ({
      '@type': 'ListItem',
      position: offset + index + 1,
      url: absoluteUrl(vehicleHref(card.slug)),
      name: vehicleTitle(card),
    })),
  });
}

/**
 * A listing's head: the title and description (with the page number past the first, so each
 * page's are unique), the canonical of this page, the first car's photo, and the breadcrumb and
 * (when the page has cars) the item list as JSON-LD.
 */
export function listingSeo(listing: ListingPageSeo): PageSeo {
  const { path, page, cards, locale } = listing;
  const first = cards[0];
  const image = first?.image;
  const { t } = translator(locale);
  const title = page > 1 ? t('seo.listing_page_title', { title: listing.title, page: String(page) }) : listing.title;
  const description = page > 1 ? t('seo.listing_page_description', { description: listing.description, page: String(page) }) : listing.description;
  const { canonical } = pageAddress(page > 1 ? `${path}?page=${page}` : path, locale);
  return {
    title,
    description,
    canonical,
    image: image && first ? { url: absoluteUrl(image.url), width: image.width, height: image.height, alt: vehicleTitle(first) } : null,
    jsonLd: [
      breadcrumb(listing.migas, absoluteUrl(localizedPath(path, locale)), locale),
      ...(cards.length > 0 ? [itemList(listing)] : []),
      webPageJsonLd({ title, description, canonical }, locale),
    ],
  };
}

/** Inicio › Vehículos › …the listing's own steps, in the page's language (the hrefs are the Spanish paths, as props carry them). */
export function listingCrumbs(locale: Locale, ...steps: Crumb[]): Crumb[] {
  const { t } = translator(locale);
  return [{ nombre: t('seo.crumb_home'), href: route('home') }, { nombre: t('seo.crumb_vehicles'), href: route('buscar') }, ...steps];
}
