/**
 * sitemap.xml and robots.txt against the real database: which cars, brands, models and islands are listed,
 * their lastmod, absolute URLs, XML escaping, and no session stored for a crawler.
 */
import { DOMParser } from '@xmldom/xmldom';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../prisma/seed.ts';
import { slugify } from '../../server/contracts/slug.ts';
import { absoluteUrl } from '../../server/lib/absolute-url.ts';
import { inertiaVisit, useTestApp } from '../support/app.ts';
import { resetDatabase } from '../support/db.ts';

const { app, prisma } = useTestApp();

type Car = { id: number; slug: string };
const cars = {} as Record<'sold' | 'reserved' | 'inactive' | 'deleted' | 'ampersand', Car>;

/** Parses strictly: any XML error throws. */
function parseXml(text: string) {
  return new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') throw new Error(message);
    },
  }).parseFromString(text, 'text/xml');
}

interface SitemapUrl {
  lastmod: string | null;
  /** Its xhtml:link alternates, hreflang → href. */
  alternates: Record<string, string>;
}

/** Every <url> of the sitemap by its loc, in every language. */
async function sitemapDocument(): Promise<Map<string, SitemapUrl>> {
  const res = await request(app).get('/sitemap.xml');
  const doc = parseXml(res.text);
  const urls = new Map<string, SitemapUrl>();
  for (const url of Array.from(doc.getElementsByTagName('url'))) {
    const loc = url.getElementsByTagName('loc')[0]?.textContent ?? '';
    const links = Array.from(url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link'));
    urls.set(loc, {
      lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
      alternates: Object.fromEntries(links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])),
    });
  }
  return urls;
}

/** The Spanish pages of the sitemap (no language prefix), each with its lastmod. */
async function sitemapUrls(): Promise<Map<string, string | null>> {
  const spanish = [...(await sitemapDocument())].filter(([loc]) => !/^https?:\/\/[^/]+\/(en|de)\//.test(loc));
  return new Map(spanish.map(([loc, url]) => [loc, url.lastmod]));
}

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 30, photos: false });
  const rows = await prisma.coche.findMany({ select: { id: true, slug: true }, orderBy: { id: 'asc' }, take: 5 });
  const [sold, reserved, inactive, deleted, ampersand] = rows as [Car, Car, Car, Car, Car];
  Object.assign(cars, { sold, reserved, inactive, deleted, ampersand });
  const at = (day: string) => new Date(`${day}T10:00:00.000Z`);
  await prisma.coche.update({ where: { id: sold.id }, data: { estado_id: 3, activo: true, deleted_at: null } });
  await prisma.coche.update({ where: { id: reserved.id }, data: { estado_id: 2, activo: true, deleted_at: null, updated_at: at('2026-03-04') } });
  await prisma.coche.update({ where: { id: inactive.id }, data: { estado_id: 1, activo: false } });
  await prisma.coche.update({ where: { id: deleted.id }, data: { estado_id: 1, activo: true, deleted_at: new Date() } });

  const marca = await prisma.marca.create({ data: { nombre: 'Lotus & <Co>' }, select: { id: true } });
  const modelo = await prisma.modelo.create({ data: { nombre: 'Emira', marca_id: marca.id }, select: { id: true } });
  await prisma.coche.update({
    where: { id: ampersand.id },
    data: { marca_id: marca.id, modelo_id: modelo.id, estado_id: 1, activo: true, deleted_at: null, updated_at: at('2026-05-06') },
  });
  // A brand whose only car is sold has no brand page in the sitemap.
  const soldOnly = await prisma.marca.create({ data: { nombre: 'Solo Vendidos' }, select: { id: true } });
  const soldModel = await prisma.modelo.create({ data: { nombre: 'Uno', marca_id: soldOnly.id }, select: { id: true } });
  await prisma.coche.update({ where: { id: sold.id }, data: { marca_id: soldOnly.id, modelo_id: soldModel.id } });
});

describe('sitemap.xml', () => {
  it('is well-formed XML in the sitemaps.org namespace, served as application/xml without a session', async () => {
    const res = await request(app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['set-cookie']).toBeUndefined();
    const doc = parseXml(res.text);
    expect(doc.documentElement?.tagName).toBe('urlset');
    expect(doc.documentElement?.getAttribute('xmlns')).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  });

  it('lists every available and reserved public car with its last change as a date, and nothing else', async () => {
    const urls = await sitemapUrls();
    const listed = [...urls.keys()].filter((loc) => loc.includes('/vehiculo/'));
    const expected = await prisma.coche.findMany({
      where: { activo: true, deleted_at: null, estado_id: { in: [1, 2] } },
      select: { slug: true },
    });
    expect(listed.sort()).toEqual(expected.map((car) => absoluteUrl(`/vehiculo/${car.slug}`)).sort());
    expect(urls.get(absoluteUrl(`/vehiculo/${cars.reserved.slug}`))).toBe('2026-03-04');
    for (const hidden of [cars.sold, cars.inactive, cars.deleted]) {
      expect(urls.has(absoluteUrl(`/vehiculo/${hidden.slug}`)), hidden.slug).toBe(false);
    }
  });

  it('lists the brands that have public cars, with their newest change, and escapes their names', async () => {
    const urls = await sitemapUrls();
    const brandUrl = absoluteUrl(`/marca/${encodeURIComponent('Lotus & <Co>')}`);
    expect(brandUrl).toContain('/marca/Lotus%20%26%20%3CCo%3E');
    expect(urls.get(brandUrl)).toBe('2026-05-06');
    expect([...urls.keys()].some((loc) => loc.includes('Solo%20Vendidos'))).toBe(false);

    const brands = await prisma.marca.findMany({
      where: { coches: { some: { activo: true, deleted_at: null, estado_id: { in: [1, 2] } } } },
      select: { nombre: true },
    });
    const listed = [...urls.keys()].filter((loc) => loc.includes('/marca/'));
    expect(listed.sort()).toEqual(brands.map((brand) => absoluteUrl(`/marca/${encodeURIComponent(brand.nombre)}`)).sort());
  });

  it('lists the landing page of every model and island with public cars, each answering 200 with itself as canonical', async () => {
    const urls = await sitemapUrls();
    const unsold = await prisma.coche.findMany({
      where: { activo: true, deleted_at: null, estado_id: { in: [1, 2] } },
      select: { sede_id: true, updated_at: true, marca: { select: { nombre: true } }, modelo: { select: { nombre: true } } },
    });
    const models = new Set(unsold.map((car) => `${slugify(car.marca.nombre)}/${slugify(car.modelo.nombre)}`));
    const islands = new Set(unsold.map((car) => (car.sede_id === 3 ? 'tenerife' : 'gran-canaria')));
    const listed = [...urls.keys()].filter((loc) => loc.includes('/coches-segunda-mano/'));
    const expected = [...models, ...islands].map((path) => absoluteUrl(`/coches-segunda-mano/${path}`));
    expect(listed.sort()).toEqual(expected.sort());
    expect(urls.get(absoluteUrl('/coches-segunda-mano/lotus-co/emira'))).toBe('2026-05-06');
    // The sold-only brand's model has no page: it would answer 404.
    expect(listed.some((loc) => loc.includes('solo-vendidos'))).toBe(false);
    expect((await request(app).get('/coches-segunda-mano/solo-vendidos/uno')).status).toBe(404);
    for (const loc of listed) {
      const res = await request(app).get(new URL(loc).pathname).set(inertiaVisit);
      expect(res.status, loc).toBe(200);
      expect(res.body.props.seo.canonical).toBe(loc);
      expect(res.body.props.i18n.address.canonical).toBe(loc);
    }
    const german = absoluteUrl(`/de${new URL(listed[0]!).pathname}`);
    const res = await request(app).get(new URL(german).pathname).set(inertiaVisit);
    expect(res.body.props.seo.canonical).toBe(german);
    expect(res.body.props.i18n).toMatchObject({ locale: 'de', address: { canonical: german } });
  });

  it('lists each page in every language, each with the alternates of all three and x-default', async () => {
    const document = await sitemapDocument();
    const spanish = await sitemapUrls();
    expect(document.size).toBe(spanish.size * 3);
    for (const [loc, lastmod] of spanish) {
      const path = new URL(loc).pathname;
      const alternates = { es: loc, en: absoluteUrl(`/en${path}`), de: absoluteUrl(`/de${path}`), 'x-default': loc };
      for (const each of [loc, alternates.en, alternates.de]) {
        expect(document.get(each), each).toEqual({ lastmod, alternates });
      }
    }
    expect(document.get(absoluteUrl('/en/'))?.alternates).toEqual({ es: absoluteUrl('/'), en: absoluteUrl('/en/'), de: absoluteUrl('/de/'), 'x-default': absoluteUrl('/') });
  });

  it('escapes XML special characters in the document', async () => {
    const marca = await prisma.marca.findFirstOrThrow({ where: { nombre: 'Lotus & <Co>' }, select: { id: true } });
    await prisma.coche.update({ where: { id: cars.ampersand.id }, data: { slug: `emira-o'neil-${marca.id}` } });
    const res = await request(app).get('/sitemap.xml');
    expect(res.text).toContain(`/vehiculo/emira-o&apos;neil-${marca.id}</loc>`);
    expect(res.text).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect((await sitemapUrls()).has(absoluteUrl(`/vehiculo/emira-o'neil-${marca.id}`))).toBe(true);
  });

  it('lists the static pages with the newest car change as their lastmod', async () => {
    const urls = await sitemapUrls();
    const newest = await prisma.coche.findFirstOrThrow({
      where: { activo: true, deleted_at: null, estado_id: { in: [1, 2] } },
      orderBy: { updated_at: 'desc' },
      select: { updated_at: true },
    });
    for (const path of ['/', '/buscar']) {
      expect(urls.get(absoluteUrl(path)), path).toBe(newest.updated_at.toISOString().slice(0, 10));
    }
  });
});

describe('robots.txt', () => {
  it('allows crawling except private paths and points to the absolute sitemap URL', async () => {
    const res = await request(app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['set-cookie']).toBeUndefined();
    const lines = res.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/dashboard', '/favoritos', '/comparar', '/form/', '/en/favoritos', '/de/comparar', '/en/alertas/', '/de/form/']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${absoluteUrl('/sitemap.xml')}`);
    expect(absoluteUrl('/sitemap.xml')).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/);
  });
});
