/**
 * The lookup lists' staff screens (Lista, EditarLista) for carrocerías, garantías, combustibles
 * and cambios: searchable pages of rows with their use, JSON add and delete, renames back to the
 * list with a toast, duplicates refused ignoring case, nothing a car uses deleted, the ids the
 * code relies on never deleted, and every change a new catalogue version (the facet cache).
 */
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { LOOKUP_LISTS, LOOKUPS_PER_PAGE, lookupMessages } from '../../../server/contracts/lookups.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { staffAgent } from '../../support/staff.ts';

const { app, prisma } = useTestApp();
const json = { Accept: 'application/json' };

beforeEach(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 6, photos: false });
});

async function signedIn() {
  const { agent, token } = await staffAgent(app);
  return { agent, headers: { ...json, 'X-CSRF-TOKEN': token }, token };
}

const catalogVersion = async () => (await prisma.$queryRaw<{ version: string }[]>`SELECT version::text AS version FROM catalogo_version`)[0]!.version;

describe('GET /dashboard/listas/{lista}', () => {
  it.each(LOOKUP_LISTS)('%s: the rows by name with the cars using each, and which may be deleted', async (lista) => {
    const { agent } = await signedIn();
    const res = await agent.get(`/dashboard/listas/${lista}`).set(inertiaVisit);
    expect(res.body.component).toBe('Lista');
    expect(res.body.props.lista).toBe(lista);
    const rows = res.body.props.filas.data as { id: number; nombre: string; coches: number; deletable: boolean }[];
    expect(rows.map((row) => row.nombre)).toEqual([...rows.map((row) => row.nombre)].sort((a, b) => a.localeCompare(b, 'es')));
    const column = { carrocerias: 'carroceria_id', garantias: 'garantia_id', combustibles: 'combustible_id', cambios: 'cambio_id' }[lista];
    for (const row of rows) expect(row.coches, row.nombre).toBe(await prisma.coche.count({ where: { [column]: row.id } }));
  });

  it('marks the fixed fuels and gearboxes, and rows in use, as not deletable; searches and pages', async () => {
    const { agent } = await signedIn();
    const fuels = (await agent.get('/dashboard/listas/combustibles').set(inertiaVisit)).body.props.filas.data as { id: number; deletable: boolean }[];
    expect(fuels.filter((row) => row.deletable)).toEqual([]);
    await prisma.carroceria.createMany({ data: Array.from({ length: 12 }, (_, i) => ({ nombre: `Prueba ${String(i).padStart(2, '0')}` })) });
    const page2 = (await agent.get('/dashboard/listas/carrocerias?buscar=prueba&page=2').set(inertiaVisit)).body.props;
    expect(page2.filters).toEqual({ buscar: 'prueba' });
    expect(page2.filas).toMatchObject({ total: 12, current_page: 2, per_page: LOOKUPS_PER_PAGE });
    expect(page2.filas.data.map((row: { nombre: string; deletable: boolean }) => [row.nombre, row.deletable])).toEqual([['Prueba 10', true], ['Prueba 11', true]]);
  });

  it('answers 404 to an unknown list and sends an anonymous visitor to the login', async () => {
    const { agent } = await signedIn();
    expect((await agent.get('/dashboard/listas/colores').set(inertiaVisit)).status).toBe(404);
    expect((await request(app).get('/dashboard/listas/cambios').set('Accept', 'text/html')).headers.location).toBe('/login');
  });
});

describe('POST /dashboard/listas/{lista}', () => {
  it('adds a row (201, trimmed), a new catalogue version; a duplicate in any case is the name’s error', async () => {
    const { agent, headers } = await signedIn();
    const before = await catalogVersion();
    const res = await agent.post('/dashboard/listas/carrocerias').set(headers).send({ nombre: '  Pick-up ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: lookupMessages('carrocerias').created });
    expect(await prisma.carroceria.count({ where: { nombre: 'Pick-up' } })).toBe(1);
    expect(await catalogVersion()).not.toBe(before);
    const twin = await agent.post('/dashboard/listas/carrocerias').set(headers).send({ nombre: 'PICK-UP' });
    expect(twin.status).toBe(422);
    expect(twin.body.errors).toEqual({ nombre: ['Ya existe una carrocería con ese nombre.'] });
    const empty = await agent.post('/dashboard/listas/garantias').set(headers).send({ nombre: ' ' });
    expect(empty.body.errors).toEqual({ nombre: ['Este campo es obligatorio.'] });
  });

  it('refuses a write without the CSRF token (419) and stores nothing', async () => {
    const { agent } = await signedIn();
    expect((await agent.post('/dashboard/listas/cambios').set(json).send({ nombre: 'Secuencial' })).status).toBe(419);
    expect(await prisma.cambio.count()).toBe(2);
  });
});

describe('rename', () => {
  it('renders EditarLista, renames back to the list with the toast, and keeps the id', async () => {
    const { agent, token } = await signedIn();
    const page = await agent.get('/dashboard/listas/combustibles/4/editar').set(inertiaVisit);
    expect(page.body).toMatchObject({ component: 'EditarLista', props: { lista: 'combustibles', fila: { id: 4, nombre: 'Eléctrico' } } });
    const before = await catalogVersion();
    const res = await agent.post('/dashboard/listas/combustibles/4').set({ ...inertiaVisit, 'X-CSRF-TOKEN': token }).send({ nombre: '100% Eléctrico' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/dashboard/listas/combustibles');
    const list = await agent.get('/dashboard/listas/combustibles').set(inertiaVisit);
    expect(list.body.props.flash).toMatchObject({ message: lookupMessages('combustibles').updated, bg: 'green' });
    expect(await prisma.combustible.findUnique({ where: { id: 4 }, select: { nombre: true } })).toEqual({ nombre: '100% Eléctrico' });
    expect(await catalogVersion()).not.toBe(before);
  });

  it('sends a duplicate back to the form with the name’s error', async () => {
    const { agent, token } = await signedIn();
    const res = await agent.post('/dashboard/listas/cambios/1').set({ ...inertiaVisit, 'X-CSRF-TOKEN': token, Referer: 'http://127.0.0.1/dashboard/listas/cambios/1/editar' }).send({ nombre: 'manual' });
    expect(res.status).toBe(302);
    const form = await agent.get('/dashboard/listas/cambios/1/editar').set(inertiaVisit);
    expect(form.body.props.errors).toEqual({ nombre: 'Ya existe un cambio con ese nombre.' });
    expect(await prisma.cambio.findUnique({ where: { id: 1 }, select: { nombre: true } })).toEqual({ nombre: 'Automático' });
  });
});

describe('DELETE /dashboard/listas/{lista}/{id}', () => {
  it('deletes an unused row, a new catalogue version', async () => {
    const { agent, headers } = await signedIn();
    const { id } = await prisma.garantia.create({ data: { nombre: '6 meses' }, select: { id: true } });
    const before = await catalogVersion();
    const res = await agent.delete(`/dashboard/listas/garantias/${id}`).set(headers);
    expect(res.body).toEqual({ message: lookupMessages('garantias').deleted });
    expect(await prisma.garantia.count({ where: { id } })).toBe(0);
    expect(await catalogVersion()).not.toBe(before);
  });

  it('refuses (400) a row a car uses, a deleted car included', async () => {
    const { agent, headers } = await signedIn();
    const { id } = await prisma.carroceria.create({ data: { nombre: 'Targa' }, select: { id: true } });
    await prisma.coche.updateMany({ where: { id: (await prisma.coche.findFirstOrThrow({ select: { id: true } })).id }, data: { carroceria_id: id, deleted_at: new Date() } });
    const res = await agent.delete(`/dashboard/listas/carrocerias/${id}`).set(headers);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: lookupMessages('carrocerias').inUse });
    expect(await prisma.carroceria.count({ where: { id } })).toBe(1);
  });

  it.each([['combustibles', 9], ['combustibles', 4], ['cambios', 2]] as const)('refuses (400) %s %i, which the code relies on, even unused', async (lista, id) => {
    const { agent, headers } = await signedIn();
    const column = lista === 'cambios' ? 'cambio_id' : 'combustible_id';
    const other = lista === 'cambios' ? 1 : id === 9 ? 1 : 2;
    await prisma.coche.updateMany({ where: { [column]: id }, data: { [column]: other } });
    const res = await agent.delete(`/dashboard/listas/${lista}/${id}`).set(headers);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: lookupMessages(lista).protected });
    expect(await (lista === 'cambios' ? prisma.cambio.count({ where: { id } }) : prisma.combustible.count({ where: { id } }))).toBe(1);
  });
});
