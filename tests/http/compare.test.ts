/**
 * /comparar?ids=…: up to three public cars side by side, in the order picked, with every column
 * the car page shows; an address naming anything else is sent on to the address of what it shows.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompararProps } from '../../server/contracts/pages.ts';
import { inertiaVisit, useTestApp } from '../support/app.ts';
import { publicWhere, seedSearchFixture } from './catalogue/search-fixture.ts';

const { app, prisma } = useTestApp();

type Car = { id: number; slug: string; estado_id: number };
let cars: Car[] = [];
let inactive: number;
let removed: number;

beforeAll(async () => {
  await seedSearchFixture(prisma);
  cars = await prisma.coche.findMany({ where: publicWhere, select: { id: true, slug: true, estado_id: true }, orderBy: { id: 'asc' } });
  inactive = (await prisma.coche.findFirstOrThrow({ where: { slug: 'coche-inactivo' }, select: { id: true } })).id;
  removed = (await prisma.coche.findFirstOrThrow({ where: { slug: 'coche-borrado' }, select: { id: true } })).id;
});

async function compare(query: string): Promise<CompararProps> {
  const res = await request(app).get(`/comparar${query}`).set(inertiaVisit);
  expect(res.status, query).toBe(200);
  expect(res.body.component).toBe('Comparar');
  return res.body.props as CompararProps;
}

describe('/comparar', () => {
  it('without ids is an empty page that the browser fills from its own list', async () => {
    const props = await compare('');
    expect(props).toMatchObject({ ids: null, coches: [] });
  });

  it('shows the cars in the order picked, each with the car page’s columns and its payment', async () => {
    const [a, b, c] = [cars[4]!, cars[0]!, cars[7]!];
    const props = await compare(`?ids=${a.id},${b.id},${c.id}`);
    expect(props.ids).toEqual([a.id, b.id, c.id]);
    expect(props.coches.map((car) => car.id)).toEqual([a.id, b.id, c.id]);
    const row = await prisma.coche.findUniqueOrThrow({ where: { id: a.id }, select: { kilometros: true, potencia: true, plazas: true, color: true, sede_id: true, carroceria: { select: { nombre: true } } } });
    expect(props.coches[0]).toMatchObject({ kilometros: row.kilometros, potencia: row.potencia, plazas: row.plazas, color: row.color, sede_id: row.sede_id, carroceria: { nombre: row.carroceria.nombre } });
    // The payment of the cards and the note its asterisk leads to.
    const vehicle = await request(app).get(`/vehiculo/${a.slug}`).set(inertiaVisit);
    expect(props.coches[0]!.cuota).toBe(vehicle.body.props.coche.cuota);
    expect(props.notaFinanciacion).toContain('TAE');
  });

  it('keeps a sold car, which can still be compared with the others', async () => {
    const sold = cars.find((car) => car.estado_id === 3)!;
    const props = await compare(`?ids=${sold.id},${cars[1]!.id}`);
    expect(props.coches.map((car) => [car.id, car.estado_id])).toEqual([
      [sold.id, 3],
      [cars[1]!.id, cars[1]!.estado_id],
    ]);
  });

  it('sends an address with hidden, removed, unknown, repeated, extra or junk ids on to the address of what it shows', async () => {
    const [a, b, c, d] = cars as [Car, Car, Car, Car];
    const cases: [string, string][] = [
      [`?ids=${a.id},${inactive},${b.id}`, `/comparar?ids=${a.id},${b.id}`],
      [`?ids=${removed},${a.id},999999`, `/comparar?ids=${a.id}`],
      [`?ids=${a.id},${a.id},${b.id}`, `/comparar?ids=${a.id},${b.id}`],
      [`?ids=${a.id},${b.id},${c.id},${d.id}`, `/comparar?ids=${a.id},${b.id},${c.id}`],
      [`?ids=${a.id},x,-3,1.5,${b.id}`, `/comparar?ids=${a.id},${b.id}`],
      // A hidden car makes room for the next one: three are shown whenever three are public.
      [`?ids=${inactive},${a.id},${b.id},${c.id}`, `/comparar?ids=${a.id},${b.id},${c.id}`],
      // No id at all: the page of the browser's own pick.
      ['?ids=', '/comparar'],
      ["?ids=x,-1,1'%20OR%20'1'='1", '/comparar'],
      [`?ids=${a.id}%2C${b.id}`, `/comparar?ids=${a.id},${b.id}`],
      [`?ids=${a.id},${b.id}&utm_source=whatsapp`, `/comparar?ids=${a.id},${b.id}`],
    ];
    for (const [query, location] of cases) {
      const res = await request(app).get(`/comparar${query}`);
      expect(res.status, query).toBe(302);
      expect(res.headers.location, query).toBe(location);
    }
  });

  it('shows no car, and says so, when none of the cars named is public', async () => {
    for (const query of [`?ids=${inactive},${removed}`, '?ids=999999']) {
      const props = await compare(query);
      expect(props, query).toMatchObject({ ids: [], coches: [] });
    }
    expect(await compare('?ids[a]=1')).toMatchObject({ ids: null, coches: [] });
  });

  it('is a public page like the others: cached, with no session for a visitor', async () => {
    const url = `/comparar?ids=${cars[0]!.id},${cars[1]!.id}`;
    const first = await request(app).get(url);
    expect(first.status).toBe(200);
    expect(([] as string[]).concat(first.headers['set-cookie'] ?? []).some((cookie) => cookie.startsWith('gtcars_session='))).toBe(false);
    const again = await request(app).get(url).set('If-None-Match', first.headers.etag!);
    expect(again.status).toBe(304);
  });
});
