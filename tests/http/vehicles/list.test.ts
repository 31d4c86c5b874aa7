/**
 * GET /dashboard/vehiculos (Vehiculos): every filter, the search field, the sorts and the
 * pagination against the real database, hostile query strings, and the staff gate.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffPhotoKey } from '../../../server/media/staff-photo-key.ts';
import { seedDemo } from '../../../prisma/seed.ts';
import type { Prisma } from '../../../server/db/client.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { staffAgent } from '../../support/staff.ts';
import type { Agent } from './stock-helpers.ts';

const { app, prisma } = useTestApp();
let agent: Agent;
let deletedId: number;
let inactiveId: number;
let photoCar: { id: number; photoId: number };

const list = async (query = '') => {
  const res = await agent.get(`/dashboard/vehiculos${query}`).set(inertiaVisit);
  expect(res.status).toBe(200);
  expect(res.body.component).toBe('Vehiculos');
  return res.body.props;
};

const idsWhere = async (where: Prisma.CocheWhereInput, orderBy: Prisma.CocheOrderByWithRelationInput[] = [{ created_at: 'desc' }, { id: 'desc' }], take = 20) =>
  (await prisma.coche.findMany({ select: { id: true }, where: { deleted_at: null, ...where }, orderBy, take })).map((row) => row.id);

const rowIds = (props: { coches: { data: { id: number }[] } }) => props.coches.data.map((row) => row.id);

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 60, photos: false });
  ({ agent } = await staffAgent(app));
  const [a, b, c] = await prisma.coche.findMany({ select: { id: true }, where: { estado_id: 1 }, orderBy: { id: 'asc' }, take: 3 });
  deletedId = a!.id;
  inactiveId = b!.id;
  await prisma.coche.update({ where: { id: deletedId }, data: { deleted_at: new Date() } });
  await prisma.coche.update({ where: { id: inactiveId }, data: { activo: false, created_at: new Date(), fecha_entrada: new Date(), matricula: '9999 ZZZ', potencia: 777 } });
  const foto = await prisma.foto.create({ data: { coche_id: c!.id, orden: 0, width: 1600, height: 1067 } });
  await prisma.foto.create({ data: { coche_id: c!.id, orden: 1, width: 1600, height: 1067 } });
  photoCar = { id: c!.id, photoId: foto.id };
});

describe('vehicle list', () => {
  it('shows cars available and reserved, newest first, deleted ones never, inactive ones too', async () => {
    const props = await list();
    expect(props.filters).toMatchObject({ estados: [1, 2], sort_by: 'created_at', sort_dir: 'desc', page: 1, search_field: null });
    expect(rowIds(props)).toEqual(await idsWhere({ estado_id: { in: [1, 2] } }));
    expect(props.coches.total).toBe(await prisma.coche.count({ where: { deleted_at: null, estado_id: { in: [1, 2] } } }));
    expect(rowIds(props)).not.toContain(deletedId);
    expect(props.coches.data[0]).toMatchObject({ id: inactiveId, activo: false, dias_en_stock: 0 });
    for (const key of ['marcas', 'cambios', 'combustibles', 'carrocerias']) expect(props[key].length).toBeGreaterThan(0);
  });

  it('gives each row the columns of the table', async () => {
    const props = await list('?search_field=matricula&search_query=9999');
    const row = await prisma.coche.findUniqueOrThrow({ where: { id: inactiveId }, include: { marca: true, modelo: true, cambio: true } });
    expect(props.coches.data).toEqual([
      {
        id: row.id, slug: row.slug, nombre: row.nombre,
        marca: { id: row.marca.id, nombre: row.marca.nombre }, modelo: { id: row.modelo.id, nombre: row.modelo.nombre }, cambio: { id: row.cambio.id, nombre: row.cambio.nombre },
        estado_id: row.estado_id, activo: false, precio: row.precio, precio_oferta: row.precio_oferta, kilometros: row.kilometros, matricula: '9999 ZZZ',
        numbook: row.numbook, num_contactos: row.num_contactos, conversion: row.numbook > 0 ? row.num_contactos / row.numbook : null,
        created_at: row.created_at.toISOString(), dias_en_stock: 0,
        thumbUrl: '/storage/vehiculos/thumbs/default.jpg',
      },
    ]);
  });

  it('shows the first processed photo as the thumbnail', async () => {
    const props = await list(`?sort_by=created_at&estados=1,2,3`);
    const all = [...props.coches.data];
    for (let page = 2; page <= props.coches.last_page; page++) all.push(...(await list(`?estados=1,2,3&page=${page}`)).coches.data);
    expect(all.find((row: { id: number }) => row.id === photoCar.id).thumbUrl).toBe(`/storage/vehiculos/thumbs/${photoCar.photoId}.jpg?k=${staffPhotoKey(photoCar.photoId)}`);
  });

  it.each([
    ['marca', 'marca_id'],
    ['cambio', 'cambio_id'],
    ['combustible', 'combustible_id'],
    ['carroceria', 'carroceria_id'],
    ['sede', 'sede_id'],
  ] as const)('filters by %s', async (param, column) => {
    const sample = await prisma.coche.findFirstOrThrow({ where: { deleted_at: null, estado_id: 1 }, orderBy: { id: 'desc' } });
    const value = sample[column];
    const props = await list(`?${param}=${value}`);
    expect(props.filters[param]).toBe(value);
    expect(rowIds(props)).toEqual(await idsWhere({ estado_id: { in: [1, 2] }, [column]: value }));
    expect(props.coches.total).toBe(await prisma.coche.count({ where: { deleted_at: null, estado_id: { in: [1, 2] }, [column]: value } }));
  });

  it('filters by several states, and falls back to 1,2 for nonsense', async () => {
    expect(rowIds(await list('?estados=3'))).toEqual(await idsWhere({ estado_id: 3 }));
    expect(rowIds(await list('?estados=3,1'))).toEqual(await idsWhere({ estado_id: { in: [1, 3] } }));
    expect((await list('?estados=3,1')).filters.estados).toEqual([1, 3]);
    expect((await list('?estados=9,x')).filters.estados).toEqual([1, 2]);
  });

  it('searches the chosen field', async () => {
    const sample = await prisma.coche.findFirstOrThrow({ where: { deleted_at: null, estado_id: 1, id: { not: inactiveId } }, include: { modelo: true } });
    const word = sample.nombre.split(' ')[0]!.toLowerCase();
    expect(rowIds(await list(`?search_field=nombre&search_query=${encodeURIComponent(word)}`))).toEqual(
      await idsWhere({ estado_id: { in: [1, 2] }, nombre: { contains: word, mode: 'insensitive' } }),
    );
    expect(rowIds(await list(`?search_field=modelo&search_query=${encodeURIComponent(sample.modelo.nombre.toUpperCase())}`))).toEqual(
      await idsWhere({ estado_id: { in: [1, 2] }, modelo: { nombre: { contains: sample.modelo.nombre, mode: 'insensitive' } } }),
    );
    expect(rowIds(await list(`?search_field=color&search_query=${encodeURIComponent(sample.color)}`))).toContain(sample.id);
    expect(rowIds(await list('?search_field=potencia&search_query=777'))).toEqual([inactiveId]);
    expect((await list('?search_field=potencia&search_query=mucha')).coches.total).toBe(0);
    const ignored = await list('?search_query=9999');
    expect(ignored.filters.search_query).toBe('');
    expect(ignored.coches.total).toBe((await list()).coches.total);
  });

  it.each(['nombre', 'estado_id', 'cambio_id', 'created_at', 'activo'] as const)('sorts by %s both ways', async (column) => {
    for (const dir of ['asc', 'desc'] as const) {
      const props = await list(`?sort_by=${column}&sort_dir=${dir}`);
      expect(props.filters).toMatchObject({ sort_by: column, sort_dir: dir });
      expect(rowIds(props)).toEqual(await idsWhere({ estado_id: { in: [1, 2] } }, [{ [column]: dir }, { id: dir }]));
    }
  });

  it('paginates with links and clamps the page', async () => {
    const total = await prisma.coche.count({ where: { deleted_at: null, estado_id: { in: [1, 2] } } });
    const last = Math.ceil(total / 20);
    const second = await list('?estados=1,2&page=2');
    expect(second.coches).toMatchObject({ current_page: 2, last_page: last, per_page: 20, total });
    expect(rowIds(second)).toEqual((await idsWhere({ estado_id: { in: [1, 2] } }, undefined, 40)).slice(20));
    expect(second.coches.links[0]).toEqual({ url: '/dashboard/vehiculos?estados=1%2C2', label: 'Previo', active: false });
    expect(second.coches.links.find((link: { active: boolean }) => link.active)).toMatchObject({ label: '2' });
    const beyond = await list('?page=9999');
    expect(beyond.coches.current_page).toBe(last);
    expect(beyond.filters.page).toBe(last);
  });

  it('ignores hostile parameters', async () => {
    const props = await list("?marca=-1&cambio=1e9&sede=Tarahales&historial=1;DROP&sort_by=id;DROP TABLE coches&sort_dir=sideways&page=abc&search_field=password&search_query[]=x&estados[]=3");
    expect(props.filters).toEqual({
      marca: null, cambio: null, combustible: null, carroceria: null, sede: null, historial: null, estados: [1, 2],
      search_field: null, search_query: '', sort_by: 'created_at', sort_dir: 'desc', page: 1,
    });
    expect(rowIds(props)).toEqual(await idsWhere({ estado_id: { in: [1, 2] } }));
  });

  it('is for signed-in staff only', async () => {
    expect((await request(app).get('/dashboard/vehiculos').set('Accept', 'text/html')).headers.location).toBe('/login');
    expect((await request(app).get('/dashboard/vehiculos').set('Accept', 'application/json')).status).toBe(401);
  });
});

describe('the text search at scale', () => {
  it('counts again once the stock changes, though it keeps a search’s count meanwhile', async () => {
    const query = '?search_field=color&search_query=Verde%20Lima';
    expect((await list(query)).coches.total).toBe(0);
    const car = await prisma.coche.findFirstOrThrow({ where: { deleted_at: null, estado_id: 1 }, select: { id: true, color: true } });
    await prisma.coche.update({ where: { id: car.id }, data: { color: 'Verde Lima' } });
    try {
      const props = await list(query);
      expect(props.coches.total).toBe(1);
      expect(rowIds(props)).toEqual([car.id]);
    } finally {
      await prisma.coche.update({ where: { id: car.id }, data: { color: car.color } });
    }
    expect((await list(query)).coches.total).toBe(0);
  });

  it('has a trigram index for each searched text column, which a case-insensitive contains can use', async () => {
    const indexes = await prisma.$queryRaw<{ indexname: string; indexdef: string }[]>`
      SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'coches' AND indexdef LIKE '%gin_trgm_ops%' ORDER BY indexname`;
    expect(indexes.map((index) => index.indexname)).toEqual(['coches_color_trgm_idx', 'coches_matricula_trgm_idx', 'coches_nombre_trgm_idx']);
    for (const { indexdef } of indexes) expect(indexdef).toMatch(/USING gin \((color|matricula|nombre) gin_trgm_ops\)/);
    // With a scan of the table ruled out, the plan of a search on matricula (no other index on it) is the trigram index.
    const [, plan] = await prisma.$transaction([
      prisma.$executeRawUnsafe('SET LOCAL enable_seqscan = off'),
      prisma.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(`EXPLAIN SELECT id FROM coches WHERE matricula ILIKE '%' || $1 || '%'`, '4321'),
    ]);
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/Bitmap Index Scan on coches_matricula_trgm_idx .*\n\s+Index Cond: \(\(matricula\)::text ~~\* /);
  });
});
