import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../../prisma/seed/brands-and-lookups.ts';
import { DEMO_BASE, demoVehicles } from '../../../prisma/seed/vehicles.ts';
import { slugify, uniqueSlug } from '../../../server/contracts/slug.ts';

describe('slugs', () => {
  it('lower-cases, strips accents and joins words with dashes', () => {
    expect(slugify('Mercedes-Benz Clase C  220 d Avantgarde')).toBe('mercedes-benz-clase-c-220-d-avantgarde');
    expect(slugify('Cupra León 1.5 eTSI 150 CV DSG')).toBe('cupra-leon-1-5-etsi-150-cv-dsg');
    expect(slugify('  ¡Peugeot Ñandú!  ')).toBe('peugeot-nandu');
  });

  it('suffixes a taken slug with the first free number', () => {
    const taken = new Set(['bmw-x5', 'bmw-x5-2']);
    expect(uniqueSlug('bmw-x5', taken)).toBe('bmw-x5-3');
    expect(uniqueSlug('bmw-x3', taken)).toBe('bmw-x3');
    expect(taken.has('bmw-x5-3')).toBe(true);
  });
});

describe('demo vehicles', () => {
  const now = new Date('2026-06-15T10:00:00Z');
  const stock = demoVehicles(DEMO_BASE + 10, now);

  it('is reproducible, and a larger run extends a smaller one', () => {
    expect(demoVehicles(DEMO_BASE + 10, now)).toEqual(stock);
    expect(demoVehicles(20, now)).toEqual(stock.slice(0, 20));
  });

  it('has unique slugs and covers every brand in the base stock', () => {
    expect(new Set(stock.map((car) => car.slug)).size).toBe(stock.length);
    const brands = new Set(stock.slice(0, DEMO_BASE).map((car) => car.marca));
    expect([...brands].sort()).toEqual(BRANDS.map(([name]) => name).sort());
  });

  it('is mostly available, with reserved, sold and offer-priced cars', () => {
    const base = stock.slice(0, DEMO_BASE);
    const count = (estado: number) => base.filter((car) => car.estado_id === estado).length;
    expect(count(1)).toBeGreaterThan(DEMO_BASE / 2);
    expect(count(2)).toBeGreaterThan(0);
    expect(count(3)).toBeGreaterThan(0);
    const offers = base.filter((car) => car.precio_oferta !== null);
    expect(offers.length).toBeGreaterThan(0);
    for (const car of offers) expect(car.precio_oferta).toBeLessThan(car.precio);
    for (const car of base) {
      expect(car.photoCount).toBeGreaterThanOrEqual(3);
      expect(car.photoCount).toBeLessThanOrEqual(5);
      expect(car.created_at.getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });

  it('gives a bulk car the look of its base car, whose photos it reuses', () => {
    const bulk = stock[DEMO_BASE + 5]!;
    const base = stock[5]!;
    expect(bulk.photoSource).toBe(5);
    expect([bulk.marca, bulk.modelo, bulk.nombre, bulk.color, bulk.photoCount]).toEqual([base.marca, base.modelo, base.nombre, base.color, base.photoCount]);
    expect(base.photoSource).toBeNull();
  });
});
