/**
 * The public site in every language (issue 39): each public page answers under /en and /de with
 * the same slugs, in that language (<html lang>, the i18n prop), with its canonical and its
 * alternates in all three and x-default; the back office and the account screens answer only
 * without a prefix and get no messages; Accept-Language never redirects.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { LOCALES, localizedPath } from '../../../server/contracts/locales.ts';
import { route, type RouteName, routes } from '../../../server/contracts/routes.ts';
import { slugify } from '../../../server/contracts/slug.ts';
import { absoluteUrl } from '../../../server/lib/absolute-url.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { staffAgent } from '../../support/staff.ts';

const { app, prisma } = useTestApp();

/** Every localized page (GET) of the route table, with the parameters of a real page. */
const pages = {} as Record<RouteName, string>;

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 6, photos: false });
  const car = await prisma.coche.findFirstOrThrow({
    where: { activo: true, estado_id: 1 },
    select: { slug: true, sede_id: true, marca: { select: { nombre: true } }, modelo: { select: { nombre: true } } },
  });
  const params: Record<string, Record<string, string>> = {
    marca: { marca: car.marca.nombre },
    'segunda_mano.modelo': { marca: slugify(car.marca.nombre), modelo: slugify(car.modelo.nombre) },
    'segunda_mano.isla': { isla: car.sede_id === 3 ? 'tenerife' : 'gran-canaria' },
    vehiculo: { slug: car.slug },
    'reservas.desistir': { token: 'x'.repeat(43) },
    'alertas.confirmar': { token: 'x'.repeat(43) },
    'alertas.baja': { token: 'x'.repeat(43) },
  };
  for (const [name, definition] of Object.entries(routes) as [RouteName, (typeof routes)[RouteName]][]) {
    // A reservation's and a test drive's pages answer only their own token (an unknown one is a bare 404; the old link and the gateway's return redirect to it).
    // The quote and the checklist are a PDF and JSON, not pages (tests/http/car-history tests the checklist in each language).
    if (definition.method !== 'get' || !('localized' in definition) || name === 'vehiculo.presupuesto' || name === 'vehiculo.inspeccion' || name.startsWith('mi_reserva') || name === 'reservas.desistir' || name === 'pruebas.show') continue;
    pages[name] = route(name, params[name] ?? {});
  }
});

const visit = (path: string) => request(app).get(path).set(inertiaVisit);

describe('every public page in every language', () => {
  it('answers each under its prefix, in its language, with its canonical and the alternates of all three', async () => {
    expect(Object.keys(pages).length).toBeGreaterThanOrEqual(20);
    for (const [name, path] of Object.entries(pages)) {
      const alternates = [
        ...LOCALES.map((locale) => ({ hreflang: locale, href: absoluteUrl(localizedPath(path, locale)) })),
        { hreflang: 'x-default', href: absoluteUrl(path) },
      ];
      for (const locale of LOCALES) {
        const url = localizedPath(path, locale);
        const res = await visit(url);
        expect(res.status, `${name} ${url}`).toBe(200);
        expect(res.body.url, url).toBe(url);
        expect(res.body.props.i18n, url).toMatchObject({ locale, address: { canonical: absoluteUrl(url), alternates } });
        if ('seo' in res.body.props) expect(res.body.props.seo.canonical, url).toBe(absoluteUrl(url));
      }
    }
  });

  it('writes the language into <html lang> of the first visit', async () => {
    for (const locale of LOCALES) {
      const res = await request(app).get(localizedPath(pages.buscar, locale));
      expect(res.status).toBe(200);
      expect(res.text.match(/<html lang="[^"]*">/g)).toEqual([`<html lang="${locale}">`]);
    }
  });

  it('gives a listing past its first page that page as canonical, in its language', async () => {
    const res = await visit('/en/buscar?page=2&orden=precio_asc');
    expect(res.body.props.i18n.address.canonical).toBe(absoluteUrl('/en/buscar?page=2'));
  });

  it('serves the home under /en and /en/ alike, with /en/ as its address', async () => {
    for (const url of ['/en', '/en/']) {
      const res = await visit(url);
      expect(res.status).toBe(200);
      expect(res.body.props.i18n).toMatchObject({ locale: 'en', address: { canonical: absoluteUrl('/en/') } });
    }
  });
});

describe('what stays in Spanish only', () => {
  it('answers 404 for the back office, the account screens, the feeds and the crawler files under a prefix', async () => {
    for (const url of ['/en/dashboard', '/de/login', '/en/register', '/de/forgot-password', '/en/sitemap.xml', '/de/robots.txt', '/en/healthz', '/en/dashboard/vehiculos']) {
      expect((await request(app).get(url)).status, url).toBe(404);
    }
  });

  it('sends the back office no messages and no addresses', async () => {
    const staff = await staffAgent(app);
    const res = await staff.agent.get('/dashboard').set(inertiaVisit);
    expect(res.status).toBe(200);
    expect(res.body.props).not.toHaveProperty('i18n');
    expect(res.body.sharedProps).not.toContain('i18n');
  });

  it('keeps an unknown language prefix a 404, not a Spanish page', async () => {
    expect((await visit('/fr/buscar')).status).toBe(404);
    expect((await visit('/es/buscar')).status).toBe(404);
  });
});

describe('Accept-Language', () => {
  it('never redirects: a German browser asking for / gets the Spanish page, and /en/ the English one', async () => {
    for (const url of ['/', '/buscar', '/en/']) {
      const res = await request(app).get(url).set('Accept-Language', 'de-DE,de;q=0.9,en;q=0.8');
      expect(res.status, url).toBe(200);
      expect(res.headers.location).toBeUndefined();
      expect(res.text).toContain(`<html lang="${url.startsWith('/en') ? 'en' : 'es'}">`);
    }
  });
});

describe('a page reached by another spelling of its address', () => {
  it('keeps its SEO canonical as its address in every language, and the alternates follow it', async () => {
    const res = await visit('/de/marca/mercedes-benz');
    expect(res.status).toBe(200);
    expect(res.body.props.seo.canonical).toBe(absoluteUrl('/de/marca/Mercedes-Benz'));
    expect(res.body.props.i18n.address).toEqual({
      canonical: absoluteUrl('/de/marca/Mercedes-Benz'),
      alternates: [
        { hreflang: 'es', href: absoluteUrl('/marca/Mercedes-Benz') },
        { hreflang: 'en', href: absoluteUrl('/en/marca/Mercedes-Benz') },
        { hreflang: 'de', href: absoluteUrl('/de/marca/Mercedes-Benz') },
        { hreflang: 'x-default', href: absoluteUrl('/marca/Mercedes-Benz') },
      ],
    });
  });
});

describe('the titles and descriptions the server writes', () => {
  it('are in the page’s language', async () => {
    const brand = await visit('/en/marca/Mercedes-Benz');
    expect(brand.body.props.seo).toMatchObject({ title: 'Used Mercedes-Benz cars in the Canary Islands', description: expect.stringMatching(/^\d+ used Mercedes-Benz/) });
    expect(brand.body.props.migas.map((miga: { nombre: string }) => miga.nombre)).toEqual(['Home', 'Cars', 'Mercedes-Benz']);
    expect((await visit('/de/historia')).body.props.seo).toMatchObject({ title: 'Über uns', description: expect.stringContaining('Seit 2003 verkauft') });
    expect((await visit('/en/tasacion')).body.props.seo.title).toBe('Value my car');
    expect((await visit('/historia')).body.props.seo.title).toBe('Sobre Nosotros');
  });

  it('state a car’s price, its tax and its guarantees in the page’s language', async () => {
    const spanish = await visit(pages.vehiculo);
    const english = await visit(`/en${pages.vehiculo}`);
    const german = await visit(`/de${pages.vehiculo}`);
    expect(spanish.body.props.precio.tax).toBe('IGIC incluido');
    expect(english.body.props.precio).toMatchObject({ tax: 'IGIC included', extras: [{ label: 'Home delivery' }, { label: 'Optional extended warranty' }] });
    expect(english.body.props.precio.guarantee.legal).toBe('3-year legal guarantee');
    expect(german.body.props.precio.tax).toBe('inkl. IGIC');
    // The same figures in every language: only the words change.
    expect(english.body.props.precio.lines.map((line: { cents: number }) => line.cents)).toEqual(spanish.body.props.precio.lines.map((line: { cents: number }) => line.cents));
  });
});
