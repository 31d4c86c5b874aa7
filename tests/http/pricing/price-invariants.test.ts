/**
 * The price rules over every demo car (issue 38), wherever the price shows: the car page, its
 * JSON-LD, the listing cards, the compare table, the portal feed and the Clase A landing.
 * - The breakdown adds up to the cash price, to the cent.
 * - No advertised figure is below the cash price unless it is labelled as the financing price
 *   or a monthly payment, with its representative example beside it (Ley 16/2011, art. 9).
 */
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { formatPrice } from '../../../server/contracts/format.ts';
import type { BuscarProps, CompararProps, VehicleProps } from '../../../server/contracts/pages.ts';
import { cardPrice, type PriceStatement } from '../../../server/contracts/pricing.ts';
import { fromSpreadsheetCell } from '../../../server/lib/csv.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';

const TOKEN = 'portales-precios-2026-abcdefghijk';
const { app, prisma } = useTestApp({ FEED_TOKEN: TOKEN });

interface DemoCar {
  id: number;
  slug: string;
  precio: number;
  precio_oferta: number | null;
  estado_id: number;
}

let cars: DemoCar[] = [];
const pages = new Map<string, VehicleProps>();

/** The text the page shows, with no-break spaces as plain ones. */
const plain = (text: string | null) => text?.replace(/\u00a0/g, ' ') ?? null;

const sumOf = (statement: PriceStatement) => statement.lines.reduce((total, line) => total + line.cents, 0);

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { photos: false });
  cars = await prisma.coche.findMany({
    where: { activo: true, deleted_at: null },
    select: { id: true, slug: true, precio: true, precio_oferta: true, estado_id: true },
    orderBy: { id: 'asc' },
  });
  for (const car of cars) {
    const res = await request(app).get(`/vehiculo/${car.slug}`).set(inertiaVisit);
    expect(res.status, car.slug).toBe(200);
    pages.set(car.slug, res.body.props as VehicleProps);
  }
}, 120_000);

describe('every demo car page', () => {
  it('has a demo stock worth checking: financing prices, reserved and sold cars, every IGIC rate', () => {
    expect(cars.length).toBeGreaterThanOrEqual(100);
    expect(cars.some((car) => car.precio_oferta)).toBe(true);
    expect(cars.some((car) => car.estado_id === 2)).toBe(true);
    expect(cars.some((car) => car.estado_id === 3)).toBe(true);
    const rates = new Set([...pages.values()].flatMap((page) => page.precio?.lines.map((line) => line.label) ?? []));
    expect([...rates].filter((label) => label.startsWith('IGIC')).sort()).toEqual(['IGIC (0 %)', 'IGIC (15 %)', 'IGIC (9,5 %)']);
  });

  it('states the cash price from the one calculation, its breakdown adding up to it to the cent', () => {
    for (const car of cars) {
      const { precio, coche } = pages.get(car.slug)!;
      if (car.estado_id === 3) {
        expect(precio, car.slug).toBeNull();
        continue;
      }
      expect(precio!.cash, car.slug).toBe(car.precio);
      expect(sumOf(precio!), car.slug).toBe(car.precio * 100);
      expect(precio!.lines.every((line) => Number.isInteger(line.cents) && line.cents >= 0), car.slug).toBe(true);
      expect(precio!.included[0]).toBe('IGIC incluido');
      expect(precio!.included).toContain('Garantía legal de 3 años');
      expect(precio!.included).toContain(precio!.guarantee.commercial ?? 'Garantía legal de 3 años');
      expect(coche.precio).toBe(car.precio);
    }
  });

  it('labels every figure below the cash price as a credit figure, with the representative example beside it', () => {
    for (const car of cars) {
      const { precio, coche, ejemploFinanciacion } = pages.get(car.slug)!;
      if (!precio) continue;
      const example = plain(ejemploFinanciacion);
      const below = [precio.financed, coche.cuota].filter((figure): figure is number => figure !== null && figure < precio.cash);
      if (below.length) expect(example, car.slug).toMatch(/^Atención: tomar dinero prestado cuesta dinero\. Ejemplo representativo/);
      if (precio.financed !== null) {
        expect(precio.financed, car.slug).toBe(car.precio_oferta);
        expect(example, car.slug).toContain(`un precio financiando de ${formatPrice(precio.financed)} (precio al contado ${formatPrice(precio.cash)})`.replace(/\u00a0/g, ' '));
      }
      if (coche.cuota !== null) expect(example, car.slug).toContain(`cuotas mensuales de`);
    }
  });

  it('gives the JSON-LD the same cash price, the financing price only under its name, and both guarantees', () => {
    for (const car of cars) {
      const { precio, seo } = pages.get(car.slug)!;
      const [product] = seo.jsonLd.map((json) => JSON.parse(json));
      if (!precio) {
        expect(product.offers.price, car.slug).toBeUndefined();
        continue;
      }
      expect(product.offers.price, car.slug).toBe(precio.cash);
      for (const spec of product.offers.priceSpecification as { price: number; name: string }[]) {
        if (spec.price < precio.cash) expect(spec.name, car.slug).toBe('Financiando con GTCars');
      }
      expect(product.offers.warranty[0].durationOfWarranty.value).toBe(36);
      expect(product.offers.warranty.map((promise: { name: string }) => promise.name)).toEqual(
        [precio.guarantee.legal, precio.guarantee.commercial].filter(Boolean),
      );
    }
  });
});

describe('the places that list cars', () => {
  it('gives every card the page’s prices, and the listing’s representative example whenever a card shows a credit figure', async () => {
    const seen = new Set<string>();
    for (let page = 1; ; page += 1) {
      const res = await request(app).get(`/buscar?page=${page}`).set(inertiaVisit);
      const { entradas, notaFinanciacion } = res.body.props as BuscarProps;
      for (const card of entradas.data) {
        seen.add(card.slug);
        const shown = cardPrice(card);
        const statement = pages.get(card.slug)!.precio!;
        expect(shown).toMatchObject({ kind: 'shown', cash: statement.cash, financed: statement.financed, before: statement.before });
        if (shown.kind === 'shown' && (shown.financed !== null || shown.monthly !== null)) expect(plain(notaFinanciacion)).toContain('Atención: tomar dinero prestado cuesta dinero. Ejemplo representativo');
      }
      if (page >= entradas.last_page) break;
    }
    expect(seen.size).toBe(cars.filter((car) => car.estado_id !== 3).length);
  });

  it('compares cars with the same prices and the representative example', async () => {
    const financed = cars.filter((car) => car.precio_oferta && car.estado_id !== 3).slice(0, 3);
    const res = await request(app).get(`/comparar?ids=${financed.map((car) => car.id).join(',')}`).set(inertiaVisit);
    const props = res.body.props as CompararProps;
    expect(props.coches.map((coche) => cardPrice(coche))).toEqual(financed.map((car) => expect.objectContaining({ cash: car.precio, financed: car.precio_oferta })));
    expect(plain(props.notaFinanciacion)).toContain('Ejemplo representativo');
  });

  it('backs the Clase A landing’s monthly claim with its representative example', async () => {
    const res = await request(app).get('/landing/clasea').set(inertiaVisit);
    expect(plain(res.body.props.ejemploFinanciacion)).toMatch(/^Atención: tomar dinero prestado cuesta dinero\. Ejemplo representativo/);
  });

  it('feeds the portals the cash price, the financing price apart, and what the page says the price includes', async () => {
    const res = await request(app).get(`/feeds/${TOKEN}/stock.csv`);
    expect(res.status).toBe(200);
    const rows = parse(res.text, { bom: true, columns: true }) as Record<string, string>[];
    const bySlug = new Map(cars.map((car) => [String(car.id), car]));
    expect(rows).toHaveLength(cars.filter((car) => car.estado_id !== 3).length);
    for (const row of rows) {
      const car = bySlug.get(row.id!)!;
      const statement = pages.get(car.slug)!.precio!;
      expect(Number(row.price), car.slug).toBe(statement.cash);
      expect(row.offer_price, car.slug).toBe(statement.financed === null ? '' : String(statement.financed));
      if (statement.financed !== null) expect(row.tae, car.slug).not.toBe('');
      expect(fromSpreadsheetCell(row.price_includes!).split('|')).toEqual(statement.included);
      expect(row.legal_guarantee_months).toBe('36');
      expect(fromSpreadsheetCell(row.warranty!)).toBe(statement.guarantee.commercial ?? '');
    }
  });

  it('shows no financing price where the credit has no example: an offer below the finance terms’ minimum', async () => {
    const car = cars.find((item) => item.precio_oferta && item.estado_id === 1)!;
    await prisma.coche.update({ where: { id: car.id }, data: { precio_oferta: 2_000 } });
    try {
      const page = (await request(app).get(`/vehiculo/${car.slug}`).set(inertiaVisit)).body.props as VehicleProps;
      expect(page.coche.cuota).toBeNull();
      expect(page.ejemploFinanciacion).toBeNull();
      expect(page.precio).toMatchObject({ cash: car.precio, financed: null });
      const [product] = page.seo.jsonLd.map((json) => JSON.parse(json));
      expect((product.offers.priceSpecification as { price: number }[]).map((spec) => spec.price)).not.toContain(2_000);
      const feed = parse((await request(app).get(`/feeds/${TOKEN}/stock.csv`)).text, { bom: true, columns: true }) as Record<string, string>[];
      expect(feed.find((row) => row.id === String(car.id))).toMatchObject({ price: String(car.precio), offer_price: '', monthly_payment: '' });
    } finally {
      await prisma.coche.update({ where: { id: car.id }, data: { precio_oferta: car.precio_oferta } });
    }
  });
});
