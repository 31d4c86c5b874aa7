import { formatNumber } from '../../contracts/format.ts';
import type { Lookup, PageSeo, VehicleCard } from '../../contracts/pages.ts';
import { route } from '../../contracts/routes.ts';
import { vehicleTitle } from '../../contracts/vehicle.ts';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import { serializeJsonLd } from '../seo/seo.ts';

const cars = (count: number) => (count === 1 ? '1 vehículo' : `${formatNumber(count)} vehículos`);

function description(marca: Lookup, total: number): string {
  if (total === 0) {
    return `Coches ${marca.nombre} de ocasión en Canarias. Ahora mismo no tenemos ningún ${marca.nombre} disponible: consulta todo nuestro stock revisado y con garantía en Gran Canaria y Tenerife.`;
  }
  return `${cars(total)} ${marca.nombre} de ocasión ${total === 1 ? 'disponible' : 'disponibles'} en Canarias: revisados, con garantía mínima de 12 meses y financiación a medida en Gran Canaria y Tenerife.`;
}

function breadcrumb(marca: Lookup, canonical: string): string {
  const items: [string, string][] = [
    ['Inicio', absoluteUrl(route('home'))],
    ['Vehículos', absoluteUrl(route('buscar'))],
    [marca.nombre, canonical],
  ];
  return serializeJsonLd({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map(([name, item], index) => ({ '@type': 'ListItem', position: index + 1, name, item })),
  });
}

/** The brand page's head: title, description with the count, canonical URL, first car's photo, breadcrumb. */
export function marcaSeo(marca: Lookup, total: number, page: number, first: VehicleCard | undefined): PageSeo {
  const path = route('marca', { marca: marca.nombre });
  const canonical = absoluteUrl(page > 1 ? `${path}?page=${page}` : path);
  const image = first?.image;
  return {
    title: `${marca.nombre} de ocasión en Canarias`,
    description: description(marca, total),
    canonical,
    image: image && first
      ? { url: absoluteUrl(image.url), width: image.width, height: image.height, alt: vehicleTitle(first) }
      : null,
    jsonLd: [breadcrumb(marca, absoluteUrl(path))],
  };
}
