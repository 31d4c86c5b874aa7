/**
 * The portal feed (issue 19): /feeds/{FEED_TOKEN}/stock.xml and .csv list the active unsold
 * stock. The XML is parsed and checked against its documented structure (docs/portal-feed.md,
 * contracts/portal-feed.ts FEED_FIELDS), its items against SQL; a wrong token or none is a 404
 * that stores no session; the ETag and Last-Modified answer a portal's conditional requests.
 */
import { DOMParser, type Element } from '@xmldom/xmldom';
import { parse } from 'csv-parse/sync';
import { fromSpreadsheetCell } from '../../../server/lib/csv.ts';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TERMS } from '../../support/finance.ts';
import { defaultQuote } from '../../../server/contracts/finance.ts';
import { FEED_FIELD_NAMES, FEED_FORMAT_VERSION } from '../../../server/contracts/portal-feed.ts';
import { useTestApp } from '../../support/app.ts';
import { seedSearchFixture, unsoldWhere } from '../catalogue/search-fixture.ts';

const TOKEN = 'portales-gtcars-2026-abcdefghijk';
const { app, prisma } = useTestApp({ FEED_TOKEN: TOKEN });
const { app: noFeed } = useTestApp();

const xmlUrl = `/feeds/${TOKEN}/stock.xml`;
const csvUrl = `/feeds/${TOKEN}/stock.csv`;

let photoCar: number;

beforeAll(async () => {
  await seedSearchFixture(prisma);
  const car = await prisma.coche.findFirstOrThrow({ where: { ...unsoldWhere }, orderBy: { id: 'asc' }, select: { id: true } });
  photoCar = car.id;
  await prisma.coche.update({ where: { id: car.id }, data: { ref: 'STK-0001', caracteristicas: 'Techo panorámico, "cuero" & <navegador>\nLlantas 19\u0007' } });
  // Three ready photos out of id order, and one still processing that no portal must get.
  await prisma.foto.createMany({
    data: [
      { coche_id: car.id, orden: 2, width: 1920, height: 1280 },
      { coche_id: car.id, orden: 0, width: 1920, height: 1280 },
      { coche_id: car.id, orden: 1, width: 1920, height: 1280 },
      { coche_id: car.id, orden: 3, width: null, height: null },
      { coche_id: car.id, orden: 4, width: 1920, height: 1280, error: 'La imagen está dañada.' },
    ],
  });
});

const text = (parent: Element, name: string) => parent.getElementsByTagName(name)[0]?.textContent ?? null;

async function fetchXml() {
  const res = await request(app).get(xmlUrl);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  const errors: string[] = [];
  const document = new DOMParser({ onError: (level, message) => void (level !== 'warning' && errors.push(message)) }).parseFromString(res.text, 'application/xml');
  expect(errors).toEqual([]);
  return { res, root: document.documentElement as unknown as Element };
}

describe('the XML', () => {
  it('is well-formed and has the documented structure, one <vehicle> per active unsold car, as SQL counts them', async () => {
    const { root } = await fetchXml();
    expect(root.tagName).toBe('stock');
    expect(Date.parse(root.getAttribute('generated') ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const vehicles = Array.from(root.getElementsByTagName('vehicle'));
    const expected = await prisma.coche.findMany({ where: unsoldWhere, select: { id: true }, orderBy: [{ fecha_entrada: 'desc' }, { id: 'desc' }] });
    expect(vehicles.length).toBe(expected.length);
    expect(root.getAttribute('count')).toBe(String(expected.length));
    expect(vehicles.map((vehicle) => Number(text(vehicle, 'id')))).toEqual(expected.map((car) => car.id));

    for (const vehicle of vehicles) {
      const children = Array.from(vehicle.childNodes).filter((node) => node.nodeType === 1) as unknown as Element[];
      expect(children.map((child) => child.tagName)).toEqual([...FEED_FIELD_NAMES]);
      const value = (name: string) => text(vehicle, name) ?? '';
      expect(value('status')).toMatch(/^(available|reserved)$/);
      for (const numeric of ['id', 'year', 'km', 'power_cv', 'doors', 'seats', 'price']) expect(value(numeric)).toMatch(/^\d+$/);
      expect(value('dgt_label')).toMatch(/^(0|ECO|B|C|)$/);
      for (const money of ['financed_price', 'monthly_payment', 'tin', 'tae']) expect(value(money)).toMatch(/^(\d+\.\d{2}|)$/);
      expect(value('url')).toMatch(/^https?:\/\/[^/]+\/vehiculo\/[\w-]+$/);
      for (const photo of Array.from(vehicle.getElementsByTagName('photo'))) expect(photo.textContent).toMatch(/^https?:\/\/[^/]+\/storage\/vehiculos\/compressed\/\d+\.jpg$/);
    }
  });

  it("carries each car's data: reference, status, lookups, DGT label, price and the site's representative credit", async () => {
    const { root } = await fetchXml();
    const vehicles = Array.from(root.getElementsByTagName('vehicle'));
    const byId = new Map(vehicles.map((vehicle) => [Number(text(vehicle, 'id')), vehicle]));
    const cars = await prisma.coche.findMany({
      where: unsoldWhere,
      select: { id: true, ref: true, slug: true, nombre: true, estado_id: true, precio: true, precio_oferta: true, precio_efectivo: true, eco_id: true, kilometros: true, marca: { select: { nombre: true } }, combustible: { select: { nombre: true } } },
    });
    for (const car of cars) {
      const vehicle = byId.get(car.id)!;
      expect(text(vehicle, 'ref')).toBe(car.ref ?? `GT-${car.id}`);
      expect(text(vehicle, 'status')).toBe(car.estado_id === 2 ? 'reserved' : 'available');
      expect(text(vehicle, 'brand')).toBe(car.marca.nombre);
      expect(text(vehicle, 'version')).toBe(car.nombre);
      expect(text(vehicle, 'fuel')).toBe(car.combustible.nombre);
      expect(text(vehicle, 'km')).toBe(String(car.kilometros));
      // The cash price always; the dealer's financing price apart, as the car page shows them.
      expect(text(vehicle, 'price')).toBe(String(car.precio));
      expect(text(vehicle, 'offer_price')).toBe(car.precio_oferta ? String(car.precio_oferta) : '');
      expect(text(vehicle, 'tax')).toBe('IGIC incluido');
      expect(text(vehicle, 'legal_guarantee_months')).toBe('36');
      expect(text(vehicle, 'dgt_label')).toBe({ 1: '0', 2: 'ECO', 3: 'B', 4: 'C' }[car.eco_id ?? 0] ?? '');
      expect(text(vehicle, 'url')?.endsWith(`/vehiculo/${car.slug}`)).toBe(true);
      const quote = defaultQuote(DEFAULT_TERMS, car.precio_efectivo);
      expect(text(vehicle, 'monthly_payment')).toBe(quote ? quote.cuota.toFixed(2) : '');
      expect(text(vehicle, 'financed_price')).toBe(quote ? quote.precioTotalPlazos.toFixed(2) : '');
      if (quote) {
        // Paid on credit: the deposit plus every payment, plus the opening fee, and more than cash.
        const paid = Number(text(vehicle, 'finance_deposit')) + Number(text(vehicle, 'monthly_payment')) * Number(text(vehicle, 'finance_months'));
        expect(Number(text(vehicle, 'financed_price'))).toBeGreaterThanOrEqual(paid - 0.01 * Number(text(vehicle, 'finance_months')));
        expect(Number(text(vehicle, 'financed_price'))).toBeGreaterThan(car.precio_efectivo);
      }
    }
  });

  it('lists the ready photos in gallery order, and escapes the description (dropping what XML forbids)', async () => {
    const { root } = await fetchXml();
    const vehicle = Array.from(root.getElementsByTagName('vehicle')).find((item) => Number(text(item, 'id')) === photoCar)!;
    const ready = await prisma.foto.findMany({ where: { coche_id: photoCar, width: { not: null }, error: null }, orderBy: [{ orden: 'asc' }, { id: 'asc' }], select: { id: true } });
    expect(Array.from(vehicle.getElementsByTagName('photo')).map((photo) => photo.textContent?.match(/(\d+)\.jpg$/)?.[1])).toEqual(ready.map((photo) => String(photo.id)));
    expect(ready).toHaveLength(3);
    expect(text(vehicle, 'ref')).toBe('STK-0001');
    expect(text(vehicle, 'description')).toBe('Techo panorámico, "cuero" & <navegador>\nLlantas 19');
  });
});

describe('the token', () => {
  it('answers 404 for a wrong or missing token, or when FEED_TOKEN is unset, and stores no session', async () => {
    const sessions = await prisma.session.count();
    for (const [server, url] of [
      [app, `/feeds/${TOKEN.slice(0, -1)}x/stock.xml`],
      [app, '/feeds/corto/stock.xml'],
      [app, `/feeds/${TOKEN}x/stock.csv`],
      [noFeed, xmlUrl],
      [noFeed, csvUrl],
    ] as const) {
      const res = await request(server).get(url);
      expect(res.status).toBe(404);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.text).not.toContain('<vehicle>');
    }
    const ok = await request(app).get(xmlUrl);
    expect(ok.headers['set-cookie']).toBeUndefined();
    expect(await prisma.session.count()).toBe(sessions);
  });
});

describe('conditional requests', () => {
  it('answers 304 to the ETag or Last-Modified it gave while nothing changed, and a new document once a car changes', async () => {
    const first = await request(app).get(xmlUrl);
    const etag = first.headers.etag as string;
    const lastModified = first.headers['last-modified'] as string;
    expect(etag).toMatch(new RegExp(`^W/"feed-${FEED_FORMAT_VERSION}-xml-\\d+"$`));
    expect(Date.parse(lastModified)).toBeGreaterThan(0);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const byEtag = await request(app).get(xmlUrl).set('If-None-Match', etag);
    expect(byEtag.status).toBe(304);
    expect(byEtag.text).toBe('');
    // fetch() adds Cache-Control: no-cache to a conditional request; the answer is still 304.
    expect((await request(app).get(xmlUrl).set({ 'If-None-Match': `"other", ${etag}`, 'Cache-Control': 'no-cache' })).status).toBe(304);
    expect((await request(app).get(xmlUrl).set('If-Modified-Since', lastModified)).status).toBe(304);
    // The CSV has an ETag of its own.
    expect((await request(app).get(csvUrl).set('If-None-Match', etag)).status).toBe(200);

    await prisma.coche.update({ where: { id: photoCar }, data: { precio: 99_500, precio_oferta: null } });
    const changed = await request(app).get(xmlUrl).set('If-None-Match', etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.text).toContain('<price>99500</price>');

    // Changes made in raw SQL, as a reservation hold or a photo's processing makes them, move both
    // validators too: a portal polling with If-Modified-Since alone gets the new document.
    const changes = [
      () => prisma.$executeRaw`UPDATE coches SET estado_id = 2 WHERE id = ${photoCar}`,
      () => prisma.$executeRaw`UPDATE fotos SET width = 1920, height = 1280 WHERE coche_id = ${photoCar} AND width IS NULL`,
      () => prisma.$executeRaw`UPDATE marcas SET nombre = nombre || ' ' WHERE id = (SELECT marca_id FROM coches WHERE id = ${photoCar})`,
    ];
    for (const change of changes) {
      // HTTP dates count whole seconds: the last change is made two seconds older, as if they had
      // passed, and the portal holds the date it was then given.
      await prisma.$executeRaw`UPDATE catalogo_version SET cambiado_at = cambiado_at - interval '2 seconds' WHERE id = 1`;
      const previous = await request(app).get(xmlUrl);
      await change();
      const byDate = await request(app).get(xmlUrl).set('If-Modified-Since', previous.headers['last-modified'] as string);
      expect(byDate.status).toBe(200);
      expect(byDate.headers.etag).not.toBe(previous.headers.etag);
      expect(Date.parse(byDate.headers['last-modified'] as string)).toBeGreaterThan(Date.parse(previous.headers['last-modified'] as string));
    }
    const latest = await request(app).get(xmlUrl);
    expect(latest.text).toContain('<status>reserved</status>');
    expect((await request(app).get(xmlUrl).set('If-Modified-Since', latest.headers['last-modified'] as string)).status).toBe(304);
  });
});

describe('the CSV', () => {
  it('defuses spreadsheet formulas in every cell, after a comma or a semicolon too, as the exports do (L4, L5)', async () => {
    await prisma.coche.update({ where: { id: photoCar }, data: { caracteristicas: 'x;=1+1;y', color: '=HYPERLINK("http://malo.example")' } });
    const res = await request(app).get(csvUrl);
    const row = (parse(res.text, { bom: true, columns: true }) as Record<string, string>[]).find((item) => Number(item.id) === photoCar)!;
    expect(row.description).toBe("x;'=1+1;y");
    expect(row.colour).toBe(`'=HYPERLINK("http://malo.example")`);
    // The XML carries the text as written.
    const { root } = await fetchXml();
    const vehicle = Array.from(root.getElementsByTagName('vehicle')).find((item) => Number(text(item, 'id')) === photoCar)!;
    expect(text(vehicle, 'description')).toBe('x;=1+1;y');
    await prisma.coche.update({ where: { id: photoCar }, data: { caracteristicas: 'Techo panorámico, "cuero" & <navegador>\nLlantas 19', color: 'Blanco' } });
  });

  it('has a header of the documented fields and one row per car of the XML, with the same values', async () => {
    const res = await request(app).get(csvUrl);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.text.startsWith('\uFEFF')).toBe(true);
    const rows = parse(res.text, { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0] ?? {})).toEqual([...FEED_FIELD_NAMES]);
    expect(rows.length).toBe(await prisma.coche.count({ where: unsoldWhere }));
    const { root } = await fetchXml();
    const first = root.getElementsByTagName('vehicle')[0]!;
    // The same values, but a cell a spreadsheet could run as a formula, which the CSV defuses (below).
    for (const field of FEED_FIELD_NAMES.filter((name) => name !== 'photos')) expect(fromSpreadsheetCell(rows[0]?.[field] ?? '')).toBe(text(first, field));
    const withPhotos = rows.find((row) => Number(row.id) === photoCar)!;
    expect(withPhotos.photos?.split('|')).toHaveLength(await prisma.foto.count({ where: { coche_id: photoCar, width: { not: null }, error: null } }));
    expect(withPhotos.description).toBe('Techo panorámico, "cuero" & <navegador>\nLlantas 19');
  });
});
