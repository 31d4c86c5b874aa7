/**
 * The list's row actions and the edit page's media calls: photo order (seen on the public
 * page), photo delete, soft delete (public 404), renew date (top of the public 'newest'),
 * and a video's upload and delete, checked by content and size.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { ftypThenJunk, minimalMp4 } from '../../support/video-fixtures.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { env } from '../../../server/config/env.ts';
import { storagePath, vehiclePhotoPaths } from '../../../server/media/storage.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { runQueuedJobs } from '../../support/jobs.ts';
import { staffAgent } from '../../support/staff.ts';
import { type Agent, createFields, jpeg, photoParts, postMultipart } from './stock-helpers.ts';

const { app, prisma } = useTestApp();
let agent: Agent;
let token: string;
let car: { id: number; slug: string };

const json = { Accept: 'application/json' };
const publicPhotoIds = async (slug: string) => {
  const res = await request(app).get(`/vehiculo/${slug}`).set(inertiaVisit);
  return (res.body.props.fotos as { id: number }[]).map((foto) => foto.id);
};


beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 5, photos: false });
  ({ agent, token } = await staffAgent(app));
  const parts = photoParts(await Promise.all(['#aa0000', '#00aa00', '#0000aa'].map((colour) => jpeg(900, 600, colour))));
  const res = await postMultipart(agent, token, '/dashboard/coches/add', { ...(await createFields(prisma)), ...parts.fields }, parts.uploads);
  car = await prisma.coche.findUniqueOrThrow({ where: { id: res.body.vehID }, select: { id: true, slug: true } });
  expect(await runQueuedJobs('photo-variants')).toBe(3);
});

describe('photo order', () => {
  it('changes the order of the public carousel', async () => {
    const before = await publicPhotoIds(car.slug);
    expect(before).toHaveLength(3);
    const reversed = [...before].reverse();
    const res = await agent.post('/dashboard/coche/update-photo-order').set({ 'X-CSRF-TOKEN': token, ...json }).send(reversed.map((id, order) => ({ id, order })));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(await publicPhotoIds(car.slug)).toEqual(reversed);
  });

  it('refuses photos of another car or unknown ones, and malformed bodies', async () => {
    const other = await prisma.coche.findFirstOrThrow({ where: { id: { not: car.id } }, select: { id: true } });
    const foreign = await prisma.foto.create({ data: { coche_id: other.id, orden: 0, width: 900, height: 600 } });
    const [mine] = await publicPhotoIds(car.slug);
    const post = (body: unknown) => agent.post('/dashboard/coche/update-photo-order').set({ 'X-CSRF-TOKEN': token, ...json }).send(body as object);
    const mixed = await post([{ id: mine, order: 5 }, { id: foreign.id, order: 0 }]);
    expect(mixed.status).toBe(422);
    expect(mixed.body.errors).toEqual({ fotos: ['Las fotos deben ser de un mismo vehículo.'] });
    expect((await post([{ id: 987654, order: 1 }])).status).toBe(422);
    expect((await post([{ id: mine, order: -1 }])).status).toBe(422);
    expect((await post({ id: mine })).status).toBe(422);
    expect((await prisma.foto.findUniqueOrThrow({ where: { id: mine! } })).orden).toBe(0);
  });
});

describe('photo delete', () => {
  it('removes the row and every file', async () => {
    const [first] = await publicPhotoIds(car.slug);
    const paths = vehiclePhotoPaths(first!);
    expect(existsSync(storagePath(paths.thumb))).toBe(true);
    const res = await agent.delete(`/dashboard/foto/delete/${first}`).set({ 'X-CSRF-TOKEN': token, ...json });
    expect(res.status).toBe(200);
    expect(await prisma.foto.findUnique({ where: { id: first! } })).toBeNull();
    for (const file of [paths.thumb, paths.compressed, paths.share, paths.responsive(480, 'webp'), paths.responsive(480, 'avif')]) expect(existsSync(storagePath(file))).toBe(false);
    expect((await agent.delete(`/dashboard/foto/delete/${first}`).set({ 'X-CSRF-TOKEN': token, ...json })).status).toBe(404);
  });
});

describe('video', () => {
  const upload = (data: Buffer, name: string, cocheId: number | string = car.id) =>
    agent.post('/upload-video').set({ 'X-CSRF-TOKEN': token, ...json }).field('coche_id', String(cocheId)).attach('video', data, name);

  it('stores an MP4 recognised by content, replaces the earlier one, and deletes it', async () => {
    const first = await upload(minimalMp4(), 'paseo.mp4');
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ success: true, video: { id: expect.any(Number), filename: expect.stringMatching(new RegExp(`^${car.id}-[0-9a-f]{16}\\.mp4$`)), url: expect.any(String) }, message: '¡Video subido correctamente!' });
    const served = await request(app).get(first.body.video.url);
    expect(served.status).toBe(200);
    expect(Buffer.from(served.body as Buffer).subarray(4, 8).toString()).toBe('ftyp');

    const second = await upload(minimalMp4(), 'otra.mov');
    expect(second.status).toBe(201);
    expect(existsSync(path.join(env().storageDir, 'videos', first.body.video.filename))).toBe(false);
    const page = await agent.get(`/dashboard/coches/edit/${car.id}`).set(inertiaVisit);
    expect(page.body.props.video).toMatchObject({ id: second.body.video.id, filename: second.body.video.filename });
    expect((await request(app).get(`/vehiculo/${car.slug}`).set(inertiaVisit)).body.props.video.id).toBe(second.body.video.id);

    const gone = await agent.delete(`/videos/${second.body.video.id}`).set({ 'X-CSRF-TOKEN': token, ...json });
    expect(gone.body).toEqual({ success: true });
    expect(await prisma.video.count({ where: { coche_id: car.id } })).toBe(0);
    expect(existsSync(path.join(env().storageDir, 'videos', second.body.video.filename))).toBe(false);
  });

  it('refuses a file that is not a video, whatever its name, and an unknown car', async () => {
    const fake = await upload(Buffer.from('<html>no soy un vídeo</html>'), 'truco.mp4');
    expect(fake.status).toBe(422);
    expect(fake.body).toEqual({ message: 'Formato de vídeo no admitido. Usa MP4, MOV o WebM.', errors: { video: ['Formato de vídeo no admitido. Usa MP4, MOV o WebM.'] } });
    const junk = await upload(ftypThenJunk(), 'cabecera.mp4');
    expect(junk.status).toBe(422);
    expect(junk.body.errors).toEqual({ video: ['Formato de vídeo no admitido. Usa MP4, MOV o WebM.'] });
    expect((await upload(minimalMp4(), 'a.mp4', 999999)).body.errors).toEqual({ coche_id: ['Vehículo no encontrado.'] });
    expect(await prisma.video.count()).toBe(0);
  });

  it('answers a video over 200 MB with 413 and a Spanish message', async () => {
    const res = await upload(Buffer.concat([minimalMp4(), Buffer.alloc(200 * 1024 * 1024)]), 'larga.mp4');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'El vídeo supera el tamaño máximo de 200 MB.' });
  });
});

describe('renew and delete', () => {
  it('renews the date: the car tops the public newest order and keeps its days in stock', async () => {
    const oldest = await prisma.coche.findFirstOrThrow({ where: { estado_id: 1, activo: true }, orderBy: { created_at: 'asc' }, select: { id: true } });
    const res = await agent.put(`/dashboard/coches/renew/${oldest.id}`).set({ 'X-CSRF-TOKEN': token, ...inertiaVisit, Host: '127.0.0.1', Referer: 'http://127.0.0.1/dashboard/vehiculos?page=2' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/dashboard/vehiculos?page=2');
    const buscar = await request(app).get('/buscar').set(inertiaVisit);
    expect(buscar.body.props.entradas.data[0].id).toBe(oldest.id);
    // The list's newest first shows it on top; its days in stock still count from its real entry.
    const [entry] = await prisma.$queryRaw<{ dias: number }[]>`
      SELECT ((now() AT TIME ZONE 'Atlantic/Canary')::date - (fecha_entrada AT TIME ZONE 'Atlantic/Canary')::date)::int AS dias FROM coches WHERE id = ${oldest.id}`;
    expect(entry!.dias).toBeGreaterThan(30);
    const list = await agent.get('/dashboard/vehiculos').set(inertiaVisit);
    expect(list.body.props.coches.data[0]).toMatchObject({ id: oldest.id, dias_en_stock: entry!.dias });
    expect(list.body.props.flash).toMatchObject({ message: 'Fecha del vehículo renovada.' });
  });

  it('soft-deletes a car: its public page answers 404 and the staff screens lose it', async () => {
    expect((await request(app).get(`/vehiculo/${car.slug}`).set(inertiaVisit)).status).toBe(200);
    const res = await agent.delete(`/dashboard/coches/delete/${car.id}`).set({ 'X-CSRF-TOKEN': token, ...json });
    expect(res.body).toEqual({ success: true, message: 'Vehículo eliminado.' });
    expect((await request(app).get(`/vehiculo/${car.slug}`).set(inertiaVisit)).status).toBe(404);
    const row = await prisma.coche.findUniqueOrThrow({ where: { id: car.id }, select: { deleted_at: true, _count: { select: { fotos: true } } } });
    expect(row.deleted_at).not.toBeNull();
    expect(row._count.fotos).toBe(2);
    expect((await agent.get(`/dashboard/coches/edit/${car.id}`).set(inertiaVisit)).status).toBe(404);
    expect((await agent.delete(`/dashboard/coches/delete/${car.id}`).set({ 'X-CSRF-TOKEN': token, ...json })).status).toBe(404);
    expect((await agent.put(`/dashboard/coches/renew/${car.id}`).set({ 'X-CSRF-TOKEN': token, ...json })).status).toBe(404);
  });

  it('needs the CSRF token and a staff session', async () => {
    const other = await prisma.coche.findFirstOrThrow({ where: { deleted_at: null }, select: { id: true } });
    expect((await agent.delete(`/dashboard/coches/delete/${other.id}`).set(json)).status).toBe(419);
    expect((await request(app).delete(`/dashboard/coches/delete/${other.id}`).set(json)).status).toBe(419);
    const anonymous = request.agent(app);
    const home = await anonymous.get('/');
    const xsrf = decodeURIComponent(String(home.headers['set-cookie']).match(/XSRF-TOKEN=([^;]+)/)![1]!);
    expect((await anonymous.delete(`/dashboard/coches/delete/${other.id}`).set({ 'X-CSRF-TOKEN': xsrf, ...json })).status).toBe(401);
    expect((await prisma.coche.findUniqueOrThrow({ where: { id: other.id } })).deleted_at).toBeNull();
  });
});
