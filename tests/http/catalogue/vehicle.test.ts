/**
 * The vehicle page (/vehiculo/{slug}) against a real database: its page object for every
 * state a car can be in, the 404s, the visit counter, and the server-rendered SEO head.
 */
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { flushVisits } from '../../../server/features/catalogue/visits.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { pageFromHtml } from '../../support/inertia-app.ts';
import { useSsrApp } from './ssr-app.ts';

const { app, prisma } = useTestApp();
const ssr = useSsrApp();

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const XSS = '</script><script>alert(1)</script>';

const NAMES = ['available', 'reserved', 'sold', 'offer', 'video', 'bare', 'inactive', 'deleted', 'hostile'] as const;
const cars = {} as Record<(typeof NAMES)[number], { id: number; slug: string }>;

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 12, photos: false });
  const rows = await prisma.coche.findMany({ select: { id: true, slug: true }, orderBy: { id: 'asc' } });
  NAMES.forEach((name, index) => (cars[name] = rows[index]!));

  await prisma.foto.deleteMany({});
  await prisma.coche.updateMany({ data: { estado_id: 1, precio: 30000, precio_oferta: null, activo: true, deleted_at: null } });
  await prisma.coche.update({ where: { id: cars.reserved.id }, data: { estado_id: 2 } });
  await prisma.coche.update({ where: { id: cars.sold.id }, data: { estado_id: 3 } });
  await prisma.coche.update({ where: { id: cars.offer.id }, data: { precio_oferta: 27500 } });
  await prisma.coche.update({ where: { id: cars.inactive.id }, data: { activo: false } });
  await prisma.coche.update({ where: { id: cars.deleted.id }, data: { deleted_at: new Date() } });
  await prisma.coche.update({ where: { id: cars.hostile.id }, data: { nombre: XSS } });
  await prisma.video.create({ data: { coche_id: cars.video.id, filename: 'recorrido 360º.mp4' } });
  await prisma.video.create({ data: { coche_id: cars.video.id, filename: 'segundo.mp4' } });
  for (const car of Object.values(cars)) {
    if (car === cars.bare) continue;
    // Inserted out of order, plus one the pipeline has not processed yet (width null).
    await prisma.foto.create({ data: { coche_id: car.id, orden: 2, width: 1600, height: 1067 } });
    await prisma.foto.create({ data: { coche_id: car.id, orden: 1, width: 1600, height: 1067 } });
    await prisma.foto.create({ data: { coche_id: car.id, orden: 1, width: 1600, height: 1067 } });
    await prisma.foto.create({ data: { coche_id: car.id, orden: 0, width: null, height: null } });
  }
});

const visit = (slug: string, headers: Record<string, string> = {}) =>
  request(app)
    .get(`/vehiculo/${encodeURIComponent(slug)}`)
    .set({ ...inertiaVisit, 'User-Agent': BROWSER, ...headers });

describe('vehicle page object', () => {
  it('renders an available car with its details, processed photos in order, SEO and share URL', async () => {
    const res = await visit(cars.available.slug);
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Vehicle');
    const { coche, fotos, video, seo, shareUrl } = res.body.props;
    const row = await prisma.coche.findUniqueOrThrow({
      where: { id: cars.available.id },
      include: { marca: true, modelo: true, carroceria: true, garantia: true, combustible: true, cambio: true },
    });
    expect(coche).toMatchObject({
      id: row.id,
      slug: row.slug,
      nombre: row.nombre,
      marca: { id: row.marca.id, nombre: row.marca.nombre },
      modelo: { id: row.modelo.id, nombre: row.modelo.nombre },
      carroceria: { id: row.carroceria.id, nombre: row.carroceria.nombre },
      garantia: { id: row.garantia.id, nombre: row.garantia.nombre },
      color: row.color,
      cilindrada: row.cilindrada,
      plazas: row.plazas,
      puertas: row.puertas,
      precio: 30000,
      precio_oferta: null,
      latestPrice: 30000,
      effectivePrice: 30000,
      estado_id: 1,
      coche_estado: 1,
    });
    expect(coche).not.toHaveProperty('numbook');
    expect(coche).not.toHaveProperty('matricula');

    const processed = await prisma.foto.findMany({
      where: { coche_id: row.id, width: { not: null } },
      orderBy: [{ orden: 'asc' }, { id: 'asc' }],
      select: { id: true, orden: true },
    });
    expect(fotos.map((f: { id: number; orden: number }) => [f.id, f.orden])).toEqual(processed.map((f) => [f.id, f.orden]));
    expect(fotos[0]).toMatchObject({
      url: `/storage/vehiculos/compressed/${processed[0]!.id}.jpg`,
      thumbUrl: `/storage/vehiculos/thumbs/${processed[0]!.id}.jpg`,
      width: 1600,
      height: 1067,
      avifSrcset: expect.stringContaining('.avif 480w'),
    });
    expect(coche.image.id).toBe(processed[0]!.id);
    expect(video).toBeNull();
    expect(shareUrl).toMatch(new RegExp(`^https?://[^/]+/vehiculo/${row.slug}$`));
    expect(seo.canonical).toBe(shareUrl);
    expect(seo.title).toBe(`${row.marca.nombre} ${row.modelo.nombre} ${row.nombre} (${row.year}) de ocasión`);
    expect(seo.description).toContain('30.000 €');
    expect(seo.image).toEqual({
      url: expect.stringMatching(new RegExp(`^https?://[^/]+/storage/vehiculos/og/${processed[0]!.id}\\.jpg$`)),
      width: 1200,
      height: 630,
      alt: `${row.marca.nombre} ${row.modelo.nombre} ${row.nombre}`,
    });
    expect(seo.jsonLd).toHaveLength(3);
    expect(JSON.parse(seo.jsonLd[2]!)).toMatchObject({ '@type': 'WebPage', url: seo.canonical, inLanguage: 'es-ES' });
  });

  it('keeps the estado of reserved and sold cars, with the matching availability', async () => {
    const reserved = (await visit(cars.reserved.slug)).body.props;
    expect(reserved.coche).toMatchObject({ estado_id: 2, coche_estado: 2 });
    expect(JSON.parse(reserved.seo.jsonLd[0]).offers.availability).toBe('https://schema.org/LimitedAvailability');

    const sold = await visit(cars.sold.slug);
    expect(sold.status).toBe(200);
    expect(sold.body.props.coche).toMatchObject({ estado_id: 3, coche_estado: 3 });
    expect(JSON.parse(sold.body.props.seo.jsonLd[0]).offers.availability).toBe('https://schema.org/SoldOut');
    expect(sold.body.props.seo.description).toContain('Vendido');
  });

  it('gives a car on offer its offer as the effective price, and its cash price to search engines', async () => {
    const { coche, seo } = (await visit(cars.offer.slug)).body.props;
    expect(coche).toMatchObject({ precio: 30000, precio_oferta: 27500, latestPrice: 30000, effectivePrice: 27500 });
    expect(JSON.parse(seo.jsonLd[0]).offers.price).toBe(30000);
    expect(seo.description).toContain('Precio al contado: 30.000 €');
  });

  it('sends the first video with an encoded URL', async () => {
    const video = await prisma.video.findFirstOrThrow({ where: { coche_id: cars.video.id }, orderBy: { id: 'asc' } });
    const { props } = (await visit(cars.video.slug)).body;
    expect(props.video).toEqual({ id: video.id, filename: 'recorrido 360º.mp4', url: '/videos/recorrido%20360%C2%BA.mp4' });
  });

  it('renders a car without photos with the default thumbnail and no share image', async () => {
    const { coche, fotos, seo } = (await visit(cars.bare.slug)).body.props;
    expect(fotos).toEqual([]);
    expect(coche.image).toBeNull();
    expect(coche.thumbnailUrl).toBe('/storage/vehiculos/thumbs/default.jpg');
    expect(seo.image).toBeNull();
    expect(JSON.parse(seo.jsonLd[0]).image).toEqual([]);
  });

  it('answers an unknown, inactive or removed car with the Spanish 404 page', async () => {
    for (const slug of ['no-existe', cars.inactive.slug, cars.deleted.slug, 'x'.repeat(300)]) {
      const res = await visit(slug);
      expect(res.status, slug).toBe(404);
      expect(res.body, slug).toMatchObject({ component: 'Error', props: { status: 404 } });
    }
    const html = await request(app).get('/vehiculo/no-existe');
    expect(html.status).toBe(404);
    expect(pageFromHtml(html.text)).toMatchObject({ component: 'Error', props: { status: 404 } });
  });
});

describe('visit counter (numbook)', () => {
  /** The counter once the visits counted so far are written (they are written in batches). */
  const numbook = async (id: number) => {
    await flushVisits();
    return (await prisma.coche.findUniqueOrThrow({ where: { id }, select: { numbook: true } })).numbook;
  };
  const updatedAt = async (id: number) =>
    (await prisma.coche.findUniqueOrThrow({ where: { id }, select: { updated_at: true } })).updated_at;

  let before: number;
  beforeEach(async () => {
    before = await numbook(cars.available.id);
  });

  it('counts a first page load and an Inertia visit (two visitors), without touching updated_at', async () => {
    const stamp = await updatedAt(cars.available.id);
    await request(app).get(`/vehiculo/${cars.available.slug}`).set('User-Agent', `${BROWSER} primera`).expect(200);
    expect(await numbook(cars.available.id)).toBe(before + 1);
    await visit(cars.available.slug, { 'User-Agent': `${BROWSER} segunda` }).expect(200);
    expect(await numbook(cars.available.id)).toBe(before + 2);
    expect(await updatedAt(cars.available.id)).toEqual(stamp);
  });

  it('does not count prefetches, partial reloads or bots', async () => {
    await visit(cars.available.slug, { Purpose: 'prefetch' }).expect(200);
    await visit(cars.available.slug, { 'Sec-Purpose': 'prefetch;prerender' }).expect(200);
    await visit(cars.available.slug, { 'X-Inertia-Partial-Component': 'Vehicle', 'X-Inertia-Partial-Data': 'coche' }).expect(200);
    await visit(cars.available.slug, { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }).expect(200);
    await visit(cars.available.slug, { 'User-Agent': 'facebookexternalhit/1.1' }).expect(200);
    await visit(cars.available.slug, { 'User-Agent': 'WhatsApp/2.23.20.0' }).expect(200);
    await visit(cars.available.slug, { 'User-Agent': '' }).expect(200);
    expect(await numbook(cars.available.id)).toBe(before);
  });

  it('does not count a visit to a car the public cannot see', async () => {
    const hidden = await numbook(cars.inactive.id);
    await visit(cars.inactive.slug).expect(404);
    expect(await numbook(cars.inactive.id)).toBe(hidden);
  });
});

describe('server-rendered head', () => {
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));

  it('carries the title, description, canonical, share tags and the JSON-LD of the car', async () => {
    const res = await request(ssr.app()).get(`/vehiculo/${cars.offer.slug}`).set('User-Agent', BROWSER);
    expect(res.status).toBe(200);
    const html = res.text;
    const row = await prisma.coche.findUniqueOrThrow({ where: { id: cars.offer.id }, include: { marca: true, modelo: true } });
    const name = `${row.marca.nombre} ${row.modelo.nombre} ${row.nombre}`;
    const head = html.slice(0, html.indexOf('</head>'));

    expect(head).toContain(`<title data-inertia="">${name} (${row.year}) de ocasión - GTCars</title>`);
    expect(head).toMatch(/<meta name="description" content="[^"]*Precio al contado: 30\.000 €[^"]*"/);
    expect(head).toMatch(new RegExp(`<link rel="canonical" href="https?://[^/"]+/vehiculo/${row.slug}"`));
    expect(head).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/storage\/vehiculos\/og\/\d+\.jpg"/);
    expect(head).toContain('<meta property="og:image:width" content="1200"');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image"');
    expect(head).toMatch(/<link rel="preload" as="image" imagesrcset="[^"]+\.avif 480w[^"]*" imagesizes="[^"]+" type="image\/avif"/);
    expect(html).toContain('data-server-rendered="true"');

    const [product, breadcrumb] = jsonLd(head);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['Product', 'Car'],
      name,
      brand: { '@type': 'Brand', name: row.marca.nombre },
      model: row.modelo.nombre,
      dateVehicleFirstRegistered: String(row.year),
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: row.kilometros, unitCode: 'KMT' },
      offers: {
        '@type': 'Offer',
        price: 30000,
        priceCurrency: 'EUR',
        itemCondition: 'https://schema.org/UsedCondition',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'AutoDealer', address: { addressLocality: 'Las Palmas de Gran Canaria' } },
      },
    });
    expect(product.image.length).toBe(3);
    expect(product.image.every((url: string) => /^https?:\/\//.test(url))).toBe(true);
    expect(breadcrumb['@type']).toBe('BreadcrumbList');
    expect(breadcrumb.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Inicio',
      'Vehículos',
      row.marca.nombre,
      row.modelo.nombre,
    ]);
    expect(breadcrumb.itemListElement[2].item).toMatch(new RegExp(`/marca/${encodeURIComponent(row.marca.nombre)}$`));
  });

  it('cannot be broken out of by a hostile car name', async () => {
    const res = await request(ssr.app()).get(`/vehiculo/${cars.hostile.slug}`).set('User-Agent', BROWSER);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).not.toContain(XSS);
    expect(res.text).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    const [product] = jsonLd(res.text);
    expect(product.name).toContain(XSS);
    expect(pageFromHtml(res.text)).toMatchObject({ props: { coche: { nombre: XSS } } });
  });
});
