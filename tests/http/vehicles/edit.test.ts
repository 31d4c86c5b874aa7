/**
 * The edit page and POST /dashboard/coches/edit/{id}: its props, the edit bounds (§5, §9),
 * both answer patterns (Inertia redirect with the flash, JSON), the price history with the
 * staff member, and photos appended after the saved ones.
 */
import { existsSync } from 'node:fs';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffPhotoKey } from '../../../server/media/staff-photo-key.ts';
import { DEMO_STAFF } from '../../../prisma/seed/staff.ts';
import { seedDemo } from '../../../prisma/seed.ts';
import { canaryDate } from '../../../server/contracts/canary-date.ts';
import { EDIT_BOUNDS, ENTRY_DATE_MESSAGE, VEHICLE_UPDATED_MESSAGE } from '../../../server/contracts/stock-forms.ts';
import { storagePath, vehiclePhotoPaths } from '../../../server/media/storage.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { formatNumber } from '../../../server/contracts/format.ts';
import { resetDatabase, testDatabaseUrl } from '../../support/db.ts';
import { runQueuedJobs } from '../../support/jobs.ts';
import { staffAgent } from '../../support/staff.ts';
import { type Agent, createFields, editFields, type Fields, jpeg, photoParts, postMultipart } from './stock-helpers.ts';

const { app, prisma } = useTestApp();

/** How many requests of this test database wait for a row lock. */
const WAITING_SAVES = `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
  WHERE NOT l.granted AND l.locktype IN ('tuple', 'transactionid') AND a.datname = current_database()`;
let agent: Agent;
let token: string;
let form: Fields;
let id: number;

const editUrl = () => `/dashboard/coches/edit/${id}`;
const min = (value: number) => `El valor mínimo es ${formatNumber(value)}.`;
const max = (value: number) => `El valor máximo es ${formatNumber(value)}.`;

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 4, photos: false });
  ({ agent, token } = await staffAgent(app));
  const create = await createFields(prisma);
  const parts = photoParts([await jpeg(1600, 1000, '#aa0000'), await jpeg(1600, 1000, '#00aa00')]);
  const res = await postMultipart(agent, token, '/dashboard/coches/add', { ...create, ...parts.fields }, parts.uploads);
  id = res.body.vehID;
  form = editFields(create);
});

describe('edit page', () => {
  it('renders Edit-Vehicle with the car under the form’s names, photos in order, history and lookups', async () => {
    const res = await agent.get(editUrl()).set(inertiaVisit);
    expect(res.body.component).toBe('Edit-Vehicle');
    const { coche, fotos, precios, video, garantias, marcas } = res.body.props;
    expect(coche).toMatchObject({ id, anyo: 2022, marca_id: form.marca_id, garantia_id: form.garantia_id, modelo_id: form.modelo_id, precio: 34900, sede_id: 2, activo: true });
    expect(coche.year).toBeUndefined();
    const rows = await prisma.foto.findMany({ where: { coche_id: id }, orderBy: { orden: 'asc' } });
    const photo = (row: { id: number; orden: number }, estado: string) => ({
      id: row.id,
      orden: row.orden,
      url: `/storage/vehiculos/compressed/${row.id}.jpg?k=${staffPhotoKey(row.id)}`,
      thumbUrl: `/storage/vehiculos/thumbs/${row.id}.jpg?k=${staffPhotoKey(row.id)}`,
      estado,
      error: null,
    });
    // Just uploaded: processing until the job has made their variants; then ready.
    expect(fotos).toEqual(rows.map((row) => photo(row, 'procesando')));
    expect(await runQueuedJobs('photo-variants')).toBe(rows.length);
    const later = await agent.get(editUrl()).set({ ...inertiaVisit, 'X-Inertia-Partial-Component': 'Edit-Vehicle', 'X-Inertia-Partial-Data': 'fotos' });
    expect(later.body.props.fotos).toEqual(rows.map((row) => photo(row, 'lista')));
    expect(precios).toEqual([{ id: expect.any(Number), created_at: expect.any(String), precio: 34900, precio_oferta: null, usuario: DEMO_STAFF.name }]);
    expect(video).toBeNull();
    expect(garantias.length).toBeGreaterThan(0);
    expect(marcas.length).toBe(await prisma.marca.count());
  });

  it('answers 404 for an unknown, malformed or deleted car', async () => {
    for (const path of ['/dashboard/coches/edit/999999', '/dashboard/coches/edit/abc', '/dashboard/coches/edit/1e3']) {
      expect((await agent.get(path).set(inertiaVisit)).status).toBe(404);
    }
  });
});

describe('edit bounds', () => {
  const cases = Object.entries(EDIT_BOUNDS).filter(([field]) => field !== 'precio' && field !== 'precio_oferta');
  it.each(cases)('%s: just below the minimum and just above the maximum are the field’s error', async (field, bound) => {
    for (const [value, message] of [
      [bound.min - 1, min(bound.min)],
      [bound.max + 1, max(bound.max)],
    ] as const) {
      const res = await postMultipart(agent, token, editUrl(), { ...form, [field]: value });
      expect(res.status, `${field}=${value}`).toBe(422);
      expect(res.body.errors).toEqual({ [field]: [message] });
    }
  });

  it('states the spec’s edit bounds, and takes kilometros 0 and no marchas or cilindros', async () => {
    expect(EDIT_BOUNDS).toMatchObject({
      kilometros: { min: 0 }, anyo: { min: 1900, max: 2030 }, cilindrada: { min: 1, max: 10000 }, potencia: { min: 1, max: 20000 },
      puertas: { min: 1, max: 18 }, plazas: { min: 1, max: 18 }, emisiones: { min: 1, max: 900 }, marchas: { min: 1, max: 18 }, cilindros: { min: 1, max: 18 },
    });
    const res = await postMultipart(agent, token, editUrl(), { ...form, kilometros: 0, marchas: '', cilindros: '', puertas: 18, plazas: 18, emisiones: 900, cilindrada: 10000 });
    expect(res.status).toBe(200);
    expect(await prisma.coche.findUniqueOrThrow({ where: { id }, select: { kilometros: true, marchas: true, cilindros: true, puertas: true } })).toEqual({ kilometros: 0, marchas: null, cilindros: null, puertas: 18 });
    for (const field of ['precio', 'precio_oferta']) {
      expect((await postMultipart(agent, token, editUrl(), { ...form, [field]: -1 })).body.errors).toEqual({ [field]: [min(0)] });
    }
  });
});

describe('saving', () => {
  it('moves the real entry date only to another valid day, and keeps its instant otherwise', async () => {
    const entry = () => prisma.coche.findUniqueOrThrow({ where: { id }, select: { fecha_entrada: true, created_at: true } });
    const before = await entry();
    const stored = (await agent.get(editUrl()).set(inertiaVisit)).body.props.coche.fecha_entrada;
    expect(stored).toBe(canaryDate(before.fecha_entrada));

    // The same day (as the form sends it back unchanged) and no field at all leave the stored instant alone.
    expect((await postMultipart(agent, token, editUrl(), { ...form, fecha_entrada: stored })).status).toBe(200);
    expect((await postMultipart(agent, token, editUrl(), form)).status).toBe(200);
    expect((await entry()).fecha_entrada).toEqual(before.fecha_entrada);

    for (const wrong of ['2099-01-01', '1989-12-31', '2026-02-30', '5/3/2026']) {
      const res = await postMultipart(agent, token, editUrl(), { ...form, fecha_entrada: wrong });
      expect(res.status, wrong).toBe(422);
      expect(res.body.errors).toEqual({ fecha_entrada: [ENTRY_DATE_MESSAGE] });
    }

    // Another day starts at its Canary midnight (summer time: 23:00 UTC the day before); renewing never moves it.
    expect((await postMultipart(agent, token, editUrl(), { ...form, fecha_entrada: '2025-07-15' })).status).toBe(200);
    expect((await entry()).fecha_entrada.toISOString()).toBe('2025-07-14T23:00:00.000Z');
    await agent.put(`/dashboard/coches/renew/${id}`).set({ 'X-CSRF-TOKEN': token, Accept: 'application/json' }).expect(200);
    const renewed = await entry();
    expect(renewed.fecha_entrada.toISOString()).toBe('2025-07-14T23:00:00.000Z');
    expect(renewed.created_at.getTime()).toBeGreaterThan(before.created_at.getTime());
    expect((await agent.get(editUrl()).set(inertiaVisit)).body.props.coche.fecha_entrada).toBe('2025-07-15');
  });

  it('redirects an Inertia save back to the edit page with the spec’s message', async () => {
    const res = await postMultipart(agent, token, editUrl(), { ...form, color: 'Blanco alpino', sede_id: 3 }, [], inertiaVisit);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(editUrl());
    const page = await agent.get(editUrl()).set(inertiaVisit);
    expect(page.body.props.flash).toMatchObject({ message: VEHICLE_UPDATED_MESSAGE, bg: 'green' });
    expect(page.body.props.coche).toMatchObject({ color: 'Blanco alpino', sede_id: 3 });
    expect(await prisma.coche.findUniqueOrThrow({ where: { id }, select: { sede_id: true } })).toEqual({ sede_id: 3 });
  });

  it('sends an Inertia save’s errors back to the form', async () => {
    const res = await postMultipart(agent, token, editUrl(), { ...form, anyo: 2031 }, [], { ...inertiaVisit, Host: '127.0.0.1', Referer: `http://127.0.0.1${editUrl()}` });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(editUrl());
    const page = await agent.get(editUrl()).set(inertiaVisit);
    expect(page.body.props.errors).toEqual({ anyo: max(2030) });
  });

  it('writes a price-history row with the staff member when precio or precio_oferta changes, and none otherwise', async () => {
    const count = () => prisma.precioHistorial.count({ where: { coche_id: id } });
    const before = await count();
    await postMultipart(agent, token, editUrl(), { ...form, nombre: 'Otro nombre' }).expect(200);
    expect(await count()).toBe(before);
    await postMultipart(agent, token, editUrl(), { ...form, precio: 33900 }).expect(200);
    await postMultipart(agent, token, editUrl(), { ...form, precio: 33900, precio_oferta: 32500 }).expect(200);
    expect(await count()).toBe(before + 2);
    const page = await agent.get(editUrl()).set(inertiaVisit);
    expect(page.body.props.precios.slice(0, 2)).toEqual([
      { id: expect.any(Number), created_at: expect.any(String), precio: 33900, precio_oferta: 32500, usuario: DEMO_STAFF.name },
      { id: expect.any(Number), created_at: expect.any(String), precio: 33900, precio_oferta: null, usuario: DEMO_STAFF.name },
    ]);
    form = { ...form, precio: 33900, precio_oferta: 32500 };
  });

  it('writes one history row when two saves of the same new price arrive together', async () => {
    const count = () => prisma.precioHistorial.count({ where: { coche_id: id } });
    const before = await count();
    // Another connection holds the car's row, so both saves are under way before either writes.
    const holder = new pg.Client({ connectionString: testDatabaseUrl() });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT id FROM coches WHERE id = $1 FOR UPDATE', [id]);
    const save = () => postMultipart(agent, token, editUrl(), { ...form, precio: 31900 }).expect(200);
    const saves = Promise.all([save(), save()]);
    await expect.poll(async () => (await holder.query(WAITING_SAVES)).rows[0].n).toBeGreaterThanOrEqual(2);
    await holder.query('COMMIT');
    await holder.end();
    await saves;
    expect(await count()).toBe(before + 1);
    form = { ...form, precio: 31900 };
  });

  it('appends new photos after the saved ones, with the sent order or the next free one', async () => {
    const saved = await prisma.foto.count({ where: { coche_id: id } });
    const res = await postMultipart(agent, token, editUrl(), { ...form, 'fotos[1][order]': 7 }, [
      { field: 'fotos[0][file]', data: await jpeg(1000, 700, '#333333'), name: 'nueva-a.jpg' },
      { field: 'fotos[1][file]', data: await jpeg(1000, 700, '#999999'), name: 'nueva-b.jpg' },
    ]);
    expect(res.status).toBe(200);
    const added = await prisma.foto.findMany({ where: { coche_id: id }, orderBy: { id: 'asc' }, skip: saved });
    expect(added.map((foto) => foto.orden)).toEqual([saved + 1, 7]);
    expect(await runQueuedJobs('photo-variants')).toBe(2);
    for (const foto of added) expect(existsSync(storagePath(vehiclePhotoPaths(foto.id).compressed))).toBe(true);
  });

  it('takes a photo whose header is sound but whose body is damaged, then shows staff why it could not be processed', async () => {
    const whole = await jpeg(1000, 700, '#445566');
    const damaged = whole.subarray(0, Math.floor(whole.length / 2));
    const res = await postMultipart(agent, token, editUrl(), form, [{ field: 'fotos[0][file]', data: damaged, name: 'cortada.jpg' }]);
    expect(res.status).toBe(200);
    const photo = await prisma.foto.findFirstOrThrow({ where: { coche_id: id }, orderBy: { id: 'desc' }, select: { id: true } });
    expect(await runQueuedJobs('photo-variants')).toBe(1);
    const page = await agent.get(editUrl()).set(inertiaVisit);
    expect(page.body.props.fotos.find((foto: { id: number }) => foto.id === photo.id)).toMatchObject({ estado: 'error', error: 'La imagen está dañada o incompleta y no se puede procesar.' });
    expect(existsSync(storagePath(vehiclePhotoPaths(photo.id).original))).toBe(false);
    expect((await agent.delete(`/dashboard/foto/delete/${photo.id}`).set({ 'X-CSRF-TOKEN': token, Accept: 'application/json' })).status).toBe(200);
  });

  it('pairs fotos[][file] with fotos[][order] by position, as the edit form sends them', async () => {
    const saved = await prisma.foto.count({ where: { coche_id: id } });
    const res = await postMultipart(agent, token, editUrl(), { ...form, 'fotos[][order]': 12 }, [
      { field: 'fotos[][file]', data: await jpeg(800, 600, '#123456'), name: 'c.jpg' },
      { field: 'fotos[][file]', data: await jpeg(800, 600, '#654321'), name: 'd.jpg' },
    ]);
    expect(res.status).toBe(200);
    const added = await prisma.foto.findMany({ where: { coche_id: id }, orderBy: { id: 'asc' }, skip: saved });
    expect(added.map((foto) => foto.orden)).toEqual([12, saved + 2]);
  });

  it('refuses a non-image among the new photos and keeps everything as it was', async () => {
    const photos = await prisma.foto.count({ where: { coche_id: id } });
    const res = await postMultipart(agent, token, editUrl(), { ...form, nombre: 'No debe guardarse' }, [{ field: 'fotos[0][file]', data: Buffer.from('GIF89a not really'), name: 'x.jpg' }]);
    expect(res.status).toBe(422);
    expect(res.body.errors.fotos[0]).toMatch(/^x\.jpg: /);
    expect(await prisma.foto.count({ where: { coche_id: id } })).toBe(photos);
    expect((await prisma.coche.findUniqueOrThrow({ where: { id } })).nombre).not.toBe('No debe guardarse');
  });

  it('answers 404 for a deleted car', async () => {
    const other = await prisma.coche.findFirstOrThrow({ where: { id: { not: id } } });
    await prisma.coche.update({ where: { id: other.id }, data: { deleted_at: new Date() } });
    const res = await postMultipart(agent, token, `/dashboard/coches/edit/${other.id}`, form);
    expect(res.status).toBe(404);
  });
});
