import type { Locale } from '../../contracts/locales.ts';
import type { Crumb, Lookup, PageSeo, VehicleCard } from '../../contracts/pages.ts';
import { route } from '../../contracts/routes.ts';
import { translator } from '../../i18n/index.ts';
import { listingCrumbs, listingSeo } from './listing.seo.ts';

function description(marca: Lookup, total: number, locale: Locale): string {
  const { t } = translator(locale);
  return total === 0 ? t('seo.brand_description_none', { marca: marca.nombre }) : t('seo.brand_description', { count: total, marca: marca.nombre });
}

/** Inicio › Vehículos › the brand. */
export const marcaCrumbs = (marca: Lookup, locale: Locale): Crumb[] => listingCrumbs(locale, { nombre: marca.nombre, href: null });

/** The brand page's head: title, description with the count, canonical URL, first car's photo, breadcrumb and item list. */
export function marcaSeo(marca: Lookup, total: number, page: number, cards: readonly VehicleCard[], locale: Locale): PageSeo {
  return listingSeo({
    title: translator(locale).t('seo.brand_title', { marca: marca.nombre }),
    description: description(marca, total, locale),
    path: route('marca', { marca: marca.nombre }),
    page,
    total,
    migas: marcaCrumbs(marca, locale),
    cards,
    locale,
  });
}
