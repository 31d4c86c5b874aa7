import { route, type RouteName } from '../../contracts/routes.ts';
import { islandLandingPath, modelLandingPath } from '../../contracts/listing-paths.ts';
import { branchById, islandOf } from '../../contracts/site.ts';
import { LOCALES, localizedPath } from '../../contracts/locales.ts';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import { pageAddress } from '../../lib/page-seo.ts';
import type { SitemapVehicleRow } from '../catalogue/index.ts';

/**
 * sitemap.xml and robots.txt, built from plain data so they can be tested without a database.
 * URLs are absolute (APP_URL, lib/absolute-url.ts) and every text is XML-escaped.
 */

interface StaticPage {
  route: RouteName;
  /** The page lists cars, so its lastmod is the newest change to a listed car. */
  listsCars?: boolean;
}

/** The pages without a parameter that search engines should know: one line per page. */
export const STATIC_PAGES: readonly StaticPage[] = [
  { route: 'home', listsCars: true },
  { route: 'buscar', listsCars: true },
  { route: 'historia' },
  { route: 'equipo' },
  { route: 'tasacion' },
  { route: 'contacto' },
  { route: 'aviso_legal' },
  { route: 'politica_privacidad' },
  { route: 'condiciones_reserva' },
  { route: 'accesibilidad' },
];

/** The visitor's own lists and comparisons, alert links and form endpoints: kept from crawlers in every language. */
const PRIVATE_PUBLIC_PATHS = ['/favoritos', '/comparar', '/alertas/', '/form/'];

/** Paths crawlers should stay out of: those above, the staff area and the account screens. */
export const DISALLOWED_PATHS = [
  '/dashboard',
  ...LOCALES.flatMap((locale) => PRIVATE_PUBLIC_PATHS.map((path) => localizedPath(path, locale))),
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/logout',
];

export interface SitemapEntry {
  /** Site path, already percent-encoded: '/marca/Mercedes-Benz'. */
  path: string;
  lastmod: Date | null;
}

/**
 * The listing pages that have cars, by path, each with its newest car's change as lastmod, in
 * the order of their paths.
 */
function listings(vehicles: readonly SitemapVehicleRow[], pathOf: (car: SitemapVehicleRow) => string): SitemapEntry[] {
  const newest = new Map<string, Date>();
  for (const car of vehicles) {
    const path = pathOf(car);
    const seen = newest.get(path);
    if (!seen || seen < car.updated_at) newest.set(path, car.updated_at);
  }
  return [...newest].sort(([a], [b]) => a.localeCompare(b, 'es')).map(([path, lastmod]) => ({ path, lastmod }));
}

/**
 * Sitemap entries: the static pages; the pages of the brands, models and islands that have
 * listed cars (lastmod: their newest car), as a page without cars answers noindex or 404; then
 * the cars.
 */
export function sitemapEntries(vehicles: readonly SitemapVehicleRow[]): SitemapEntry[] {
  const newest = vehicles.reduce<Date | null>((latest, car) => (latest && latest >= car.updated_at ? latest : car.updated_at), null);
  return [
    ...STATIC_PAGES.map((page) => ({ path: route(page.route), lastmod: page.listsCars ? newest : null })),
    ...listings(vehicles, (car) => route('marca', { marca: car.marca.nombre })),
    ...listings(vehicles, (car) => modelLandingPath(car.marca.nombre, car.modelo.nombre)),
    ...listings(vehicles, (car) => islandLandingPath(islandOf(branchById(car.sede_id)))),
    ...vehicles.map((car) => ({ path: `/vehiculo/${encodeURIComponent(car.slug)}`, lastmod: car.updated_at })),
  ];
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

/**
 * The sitemap document (sitemaps.org 0.9; lastmod is the UTC date): each page once in every
 * language, each of those with the page's alternates in every language and x-default
 * (xhtml:link, as for hreflang in a page's head).
 */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap(({ path, lastmod }) => {
    const date = lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
    return LOCALES.map((locale) => {
      const { canonical, alternates } = pageAddress(path, locale);
      const links = alternates.map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`);
      return `<url><loc>${escapeXml(canonical)}</loc>${date}${links.join('')}</url>`;
    });
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(): string {
  const disallow = DISALLOWED_PATHS.map((path) => `Disallow: ${path}`);
  return ['User-agent: *', 'Allow: /', ...disallow, '', `Sitemap: ${absoluteUrl(route('sitemap'))}`, ''].join('\n');
}
