import type { Locale } from '../../contracts/locales.ts';
import type { Crumb, Lookup, PageSeo, VehicleCard } from '../../contracts/pages.ts';
import { route } from '../../contracts/routes.ts';
import { vehicleCount } from '../../contracts/format.ts';
import { listingCrumbs, listingSeo } from './listing.seo.ts';

function description(marca: Lookup, total: number): string {
  if (total === 0) {
    return `Coches ${marca.nombre} de ocasión en Canarias. Ahora mismo no tenemos ningún ${marca.nombre} disponible: consulta todo nuestro stock revisado y con garantía en Gran Canaria y Tenerife.`;
  }
  return `${vehicleCount(total)} ${marca.nombre} de ocasión ${total === 1 ? 'disponible' : 'disponibles'} en Canarias: ${total === 1 ? 'revisado' : 'revisados'}, con garantía mínima de 12 meses y financiación a medida en Gran Canaria y Tenerife.`;
}

/** Inicio › Vehículos › the brand. */
export const marcaCrumbs = (marca: Lookup): Crumb[] => listingCrumbs({ nombre: marca.nombre, href: null });

/** The brand page's head: title, description with the count, canonical URL, first car's photo, breadcrumb and item list. */
export function marcaSeo(marca: Lookup, total: number, page: number, cards: readonly VehicleCard[], locale: Locale): PageSeo {
  return listingSeo({
    title: `${marca.nombre} de ocasión en Canarias`,
    description: description(marca, total),
    path: route('marca', { marca: marca.nombre }),
    page,
    total,
    migas: marcaCrumbs(marca),
    cards,
    locale,
  });
}
