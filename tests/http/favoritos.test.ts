/**
 * /favoritos: the page renders without cars, and its optional `vehiculos` prop, asked for by a
 * partial reload with ?ids=…, lists the public cars with those ids in the order given.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../prisma/seed.ts';
import { inertiaVisit, useTestApp } from '../support/app.ts';
import { resetDatabase } from '../support/db.ts';
import { pageFromHtml } from '../support/inertia-app.ts';

const { app, prisma } = useTestApp();

const partial = { ...inertiaVisit, 'X-Inertia-Partial-Component': 'Favoritos', 'X-Inertia-Partial-Data': 'vehiculos' };

let ids: number[] = [];
let sold: number;
let inactive: number;
let deleted: number;

/** The ids of the cars the partial reload for `query` lists, in order. */
async function listed(query: string): Promise<number[]> {
  const res = await request(app).get(`/favoritos?${query}`).set(partial);
  expect(res.status).toBe(200);
  return (res.body.props.vehiculos as { id: number }[]).map((car) => car.id);
}

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 70, photos: false });
  const rows = await prisma.coche.findMany({ where: { activo: true, deleted_at: null }, select: { id: true }, orderBy: { id: 'asc' } });
  ids = rows.map((row) => row.id);
  [sold, inactive, deleted] = ids.slice(-3) as [number, number, number];
  await prisma.coche.update({ where: { id: sold }, data: { estado_id: 3 } });
  await prisma.coche.update({ where: { id: inactive }, data: { activo: false } });
  await prisma.coche.update({ where: { id: deleted }, data: { deleted_at: new Date() } });
});

describe('/favoritos page', () => {
  it('renders the Favoritos page with vehiculos null when no ids are sent', async () => {
    const res = await request(app).get('/favoritos').set(inertiaVisit);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ component: 'Favoritos', url: '/favoritos', props: { vehiculos: null, errors: {} } });

    const html = await request(app).get('/favoritos');
    expect(html.status).toBe(200);
    expect(pageFromHtml(html.text)).toMatchObject({ component: 'Favoritos', props: { vehiculos: null } });
  });

  it('does not compute the cars on a full visit, even with ids in the address', async () => {
    const res = await request(app).get(`/favoritos?ids=${ids[0]}`).set(inertiaVisit);
    expect(res.body.component).toBe('Favoritos');
    expect(res.body.props).not.toHaveProperty('vehiculos');
  });

  it('lists the cars of a partial reload as vehicle cards, in the order of the ids', async () => {
    const order = [ids[5]!, ids[1]!, ids[9]!, ids[3]!];
    const res = await request(app).get(`/favoritos?ids=${order.join(',')}`).set(partial);
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Favoritos');
    expect(Object.keys(res.body.props).sort()).toEqual(['errors', 'vehiculos']);
    const { vehiculos } = res.body.props;
    expect(vehiculos.map((car: { id: number }) => car.id)).toEqual(order);
    const first = await prisma.coche.findUniqueOrThrow({ where: { id: order[0] }, select: { slug: true, marca: { select: { nombre: true } } } });
    expect(vehiculos[0]).toMatchObject({
      slug: first.slug,
      marca: { nombre: first.marca.nombre },
      thumbnailUrl: '/storage/vehiculos/thumbs/default.jpg',
      image: null,
      effectivePrice: expect.any(Number),
    });
  });

  it('keeps a sold car, shown as VENDIDO (estado 3), and drops inactive, removed and unknown ones', async () => {
    expect(await listed(`ids=${[inactive, ids[2], sold, 99999999, deleted].join(',')}`)).toEqual([ids[2], sold]);
    const res = await request(app).get(`/favoritos?ids=${sold}`).set(partial);
    expect(res.body.props.vehiculos[0]).toMatchObject({ id: sold, estado_id: 3 });
  });

  it('ignores garbage in the list and repeats', async () => {
    const query = `ids=${encodeURIComponent(`abc,${ids[4]},-3,0,1.5,${ids[4]},,${ids[2]}); DROP TABLE coches;--,99999999999999999999, ${ids[6]} `)}`;
    expect(await listed(query)).toEqual([ids[4], ids[6]]);
    expect(await listed('ids=')).toEqual([]);
    expect(await listed('ids=nada')).toEqual([]);
    const bracketed = await request(app).get(`/favoritos?ids[]=${ids[1]}&ids[a]=x`).set(partial);
    expect(bracketed.status).toBe(200);
    expect(bracketed.body.props.vehiculos).toBeNull();
    expect(await prisma.coche.count()).toBeGreaterThan(0);
  });

  it('reads a repeated ids parameter as one list', async () => {
    expect(await listed(`ids=${ids[7]}&ids=${ids[8]},${ids[0]}`)).toEqual([ids[7], ids[8], ids[0]]);
  });

  it('lists at most 50 cars: the first 50 ids given', async () => {
    const many = ids.slice(0, 60);
    expect(many).toHaveLength(60);
    expect(await listed(`ids=${many.join(',')}`)).toEqual(many.slice(0, 50).filter((id) => ![sold, inactive, deleted].includes(id) || id === sold));
  });
});
