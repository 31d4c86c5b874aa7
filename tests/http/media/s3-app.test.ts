/**
 * The app with MEDIA_STORAGE=s3 against a real S3 API (s3rver on loopback): a car created with
 * photos writes every variant to the bucket and nothing under STORAGE_DIR, its pages and the
 * legacy photo URLs are served from the bucket at the same URLs as with local files, a video
 * streams in and out, deletes leave no object behind, and with MEDIA_PUBLIC_URL public media
 * redirect to the CDN while a hidden car's photo is still served to staff only.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { createApp } from '../../../server/app.ts';
import { env } from '../../../server/config/env.ts';
import { silentLogger } from '../../../server/db/logger.ts';
import { createPool } from '../../../server/db/pool.ts';
import { storagePath, vehiclePhotoPaths } from '../../../server/media/storage.ts';
import { setMediaStore } from '../../../server/media/store/media-store.ts';
import { staffPhotoUrls } from '../../../server/media/photos.ts';
import { testFrontend, useTestApp } from '../../support/app.ts';
import { runQueuedImports } from '../../../server/features/import/import-jobs.ts';
import { resetDatabase, testDatabaseUrl } from '../../support/db.ts';
import { runQueuedJobs } from '../../support/jobs.ts';
import { startLocalS3, type LocalS3 } from '../../support/s3.ts';
import { otherSpellings, statusesOf } from './spellings.ts';
import { ESTADO_VENDIDO } from '../../../server/contracts/vehicle.ts';
import { staffAgent } from '../../support/staff.ts';
import { minimalMp4 } from '../../support/video-fixtures.ts';
import { car, tempDir, writeCsv, writeZip } from '../import/import-fixtures.ts';
import { type Agent, createFields, jpeg, photoParts, postMultipart } from '../vehicles/stock-helpers.ts';

const s3: LocalS3 = await startLocalS3();
setMediaStore(s3.store);
const { app, prisma } = useTestApp({ MEDIA_STORAGE: 's3' });
let agent: Agent;
let token: string;
const json = { Accept: 'application/json' };
const keys = async (prefix: string) => (await s3.store.list(prefix)).map((object) => object.key);

beforeAll(async () => {
  await resetDatabase(prisma);
  // Ids restart with the database: no file of an earlier test may stand for this one's objects.
  await rm(storagePath('vehiculos'), { recursive: true, force: true });
  await seedDemo(prisma, { vehicles: 3, photos: false });
  ({ agent, token } = await staffAgent(app));
});

afterAll(async () => {
  setMediaStore(undefined);
  await s3.close();
});

async function createCar(photos: number) {
  const parts = photoParts(await Promise.all(Array.from({ length: photos }, (_, i) => jpeg(1600, 1000, ['#204060', '#603020', '#206040'][i % 3]))));
  const res = await postMultipart(agent, token, '/dashboard/coches/add', { ...(await createFields(prisma)), ...parts.fields }, parts.uploads);
  expect(res.status).toBe(201);
  expect(await runQueuedJobs('photo-variants')).toBe(photos);
  return prisma.coche.findFirstOrThrow({ orderBy: { id: 'desc' }, select: { id: true, slug: true, fotos: { select: { id: true }, orderBy: { orden: 'asc' } } } });
}

describe('MEDIA_STORAGE=s3', () => {
  it('writes every photo variant to the bucket, none to STORAGE_DIR, and serves them at the usual URLs', async () => {
    const car = await createCar(2);
    const [photo] = car.fotos;
    const paths = vehiclePhotoPaths(photo!.id);
    expect(await s3.store.list('originales/')).toEqual([]);
    expect((await keys('vehiculos/')).filter((key) => key.includes(`/${photo!.id}`)).sort()).toEqual(
      [paths.compressed, paths.thumb, paths.share, ...[480, 960, 1600].flatMap((w) => [paths.responsive(w, 'webp'), paths.responsive(w, 'avif')])].sort(),
    );
    expect(existsSync(storagePath(paths.thumb))).toBe(false);

    const thumb = await request(app).get(`/storage/${paths.thumb}`).buffer(true);
    expect(thumb.status).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect(thumb.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(thumb.body as Buffer)).toEqual(await s3.store.read(paths.thumb));

    const page = await request(app).get(`/vehiculo/${car.slug}`).set({ 'X-Inertia': 'true', 'X-Inertia-Version': testFrontend.version });
    const image = page.body.props.fotos[0];
    expect((await request(app).get(image.srcset.split(' ')[0])).status).toBe(200);
  });

  it('answers the legacy URLs of a photo that is not in the bucket with the default image', async () => {
    const res = await request(app).get('/storage/vehiculos/compressed/999999.jpg');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect((await request(app).get('/storage/vehiculos/og/999999.jpg')).status).toBe(404);
  });

  it('answers 404 to every other spelling of a hidden car’s photo: inactive, deleted, sold then hidden (L1)', async () => {
    const hidden = [
      ['inactive', { activo: false }],
      ['deleted', { deleted_at: new Date() }],
      ['sold then hidden', { estado_id: ESTADO_VENDIDO, activo: false }],
    ] as const;
    for (const [how, data] of hidden) {
      const car = await createCar(1);
      await prisma.coche.update({ where: { id: car.id }, data });
      const statuses = await statusesOf(app, otherSpellings(car.fotos[0]!.id));
      expect(statuses, how).toEqual(Object.fromEntries(Object.keys(statuses).map((url) => [url, 404])));
    }
  });

  it('deletes a photo’s objects with the photo, and a video’s with the video', async () => {
    const car = await createCar(1);
    const photoId = car.fotos[0]!.id;
    expect(await s3.store.exists(vehiclePhotoPaths(photoId).thumb)).toBe(true);
    expect((await agent.delete(`/dashboard/foto/delete/${photoId}`).set({ 'X-CSRF-TOKEN': token, ...json })).status).toBe(200);
    expect((await keys('vehiculos/')).filter((key) => new RegExp(`/${photoId}[-.]`).test(key))).toEqual([]);

    const upload = await agent.post('/upload-video').set({ 'X-CSRF-TOKEN': token, ...json }).field('coche_id', String(car.id)).attach('video', minimalMp4(), 'paseo.mp4');
    expect(upload.status).toBe(201);
    const key = `videos/${upload.body.video.filename}`;
    expect(await s3.store.read(key)).toEqual(minimalMp4());
    const served = await request(app).get(upload.body.video.url).set('Range', 'bytes=0-7').buffer(true);
    expect(served.status).toBe(206);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(Buffer.from(served.body as Buffer)).toEqual(minimalMp4().subarray(0, 8));
    expect((await agent.delete(`/videos/${upload.body.video.id}`).set({ 'X-CSRF-TOKEN': token, ...json })).status).toBe(200);
    expect(await s3.store.exists(key)).toBe(false);
  });

  it('with MEDIA_PUBLIC_URL redirects public media to the CDN, but serves a hidden car’s photo to staff itself', async () => {
    const car = await createCar(1);
    const photoId = car.fotos[0]!.id;
    const pool = createPool(testDatabaseUrl(), silentLogger, 1);
    try {
      const cdnApp = createApp({ env: { ...env(), MEDIA_STORAGE: 's3', MEDIA_PUBLIC_URL: 'https://media.gtcars.es/' }, logger: pino({ level: 'silent' }), pool, frontend: testFrontend, ssr: false });
      const webp = vehiclePhotoPaths(photoId).responsive(480);
      const res = await request(cdnApp).get(`/storage/${webp}`);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe(`https://media.gtcars.es/${webp}`);
      // The legacy JPEG URLs stay here: they answer the default image while a photo is missing.
      const thumb = vehiclePhotoPaths(photoId).thumb;
      expect((await request(cdnApp).get(`/storage/${thumb}`)).status).toBe(200);
      expect((await request(cdnApp).get('/storage/vehiculos/thumbs/default.jpg')).status).toBe(200);
      expect((await request(cdnApp).get('/storage/vehiculos/compressed/999999.jpg')).headers['cache-control']).toBe('public, max-age=300');

      await prisma.coche.update({ where: { id: car.id }, data: { activo: false } });
      // Every instance sees a car hidden within a second (hidden-photos.ts).
      await expect.poll(async () => (await request(cdnApp).get(`/storage/${webp}`)).status, { timeout: 5_000 }).toBe(404);
      const staff = await request(cdnApp).get(staffPhotoUrls(photoId).thumbUrl).buffer(true);
      expect(staff.status).toBe(200);
      expect(staff.headers['cache-control']).toBe('private, max-age=300');
    } finally {
      await pool.end();
    }
  });

  it('keeps a stock import’s files in the bucket, so any instance can run it, and removes them once it has', async () => {
    const dir = await tempDir();
    try {
      const csv = await writeCsv(dir, [car('S3-1')]);
      const fotos = await writeZip(dir, { 'S3-1/1.jpg': await jpeg(800, 600, '#345') });
      const res = await agent.post('/dashboard/vehiculos/importar').set({ 'X-CSRF-TOKEN': token, Accept: 'text/html' }).field('dry_run', '0').attach('csv', csv).attach('fotos', fotos);
      expect(res.status).toBe(303);
      const id = Number(/importar\/(\d+)$/.exec(res.headers.location ?? '')?.[1]);
      expect((await keys('imports/')).sort()).toEqual([`imports/${id}/fotos.zip`, `imports/${id}/stock.csv`]);
      expect(existsSync(storagePath(`imports/${id}`))).toBe(false);

      await runQueuedImports(pino({ level: 'silent' }));
      expect(await prisma.importacion.findUniqueOrThrow({ where: { id }, select: { estado: true, creados: true, fotos: true } })).toEqual({ estado: 'hecha', creados: 1, fotos: 1 });
      expect(await keys('imports/')).toEqual([]);
      const photo = await prisma.foto.findFirstOrThrow({ where: { coche: { ref: 'S3-1' } }, select: { id: true } });
      expect(await s3.store.exists(vehiclePhotoPaths(photo.id).thumb)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
