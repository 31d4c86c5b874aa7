/**
 * Public media: processed photo variants with immutable caching, the legacy photo URLs that
 * answer the default image while a photo is missing, and 404 for every other missing file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env } from '../../../server/config/env.ts';
import { deleteVehiclePhotoFiles, processVehiclePhoto } from '../../../server/media/photos.ts';
import { useTestApp } from '../../support/app.ts';

const { app } = useTestApp();

/** A photo id no test database reaches, processed into this run's storage dir. */
const PHOTO_ID = 987_001;
const MISSING_ID = 987_002;

const defaults = (folder: 'compressed' | 'thumbs') => readFileSync(path.join(env().rootDir, 'public/storage/vehiculos', folder, 'default.jpg'));

/** supertest buffers image bodies; this reads any body as bytes. */
const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

const get = (url: string) => request(app).get(url).buffer(true).parse(binary);

beforeAll(async () => {
  const photo = await sharp({ create: { width: 1700, height: 1000, channels: 3, background: '#8a1c24' } }).jpeg().toBuffer();
  await processVehiclePhoto(photo, PHOTO_ID);
  await deleteVehiclePhotoFiles(MISSING_ID);
});

afterAll(() => deleteVehiclePhotoFiles(PHOTO_ID));

describe('processed photo variants', () => {
  it.each([
    ['compressed/987001.jpg', 'image/jpeg', 1700],
    ['thumbs/987001.jpg', 'image/jpeg', 480],
    ['responsive/987001-960.webp', 'image/webp', 960],
    ['responsive/987001-1600.avif', 'image/avif', 1600],
    ['og/987001.jpg', 'image/jpeg', 1200],
  ])('serves %s as %s with a year of immutable caching', async (file, type, width) => {
    const res = await get(`/storage/vehiculos/${file}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await sharp(res.body as Buffer).metadata()).width).toBe(width);
  });
});

describe('legacy photo URLs', () => {
  it.each(['compressed', 'thumbs'] as const)('answer /storage/vehiculos/%s/{id}.jpg of a missing photo with the default image, briefly cached', async (folder) => {
    const res = await get(`/storage/vehiculos/${folder}/${MISSING_ID}.jpg`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((res.body as Buffer).equals(defaults(folder))).toBe(true);
  });

  it('serves the default images by name', async () => {
    for (const folder of ['compressed', 'thumbs'] as const) {
      const res = await get(`/storage/vehiculos/${folder}/default.jpg`);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect((res.body as Buffer).equals(defaults(folder))).toBe(true);
    }
    const compressed = await sharp(defaults('compressed')).metadata();
    expect(compressed.width / compressed.height).toBeCloseTo(3 / 2);
  });

  it('answers HEAD like GET', async () => {
    const res = await request(app).head(`/storage/vehiculos/thumbs/${MISSING_ID}.jpg`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
  });

  it('serves the photo itself once it exists', async () => {
    const res = await get(`/storage/vehiculos/thumbs/${PHOTO_ID}.jpg`);
    expect((res.body as Buffer).equals(defaults('thumbs'))).toBe(false);
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ width: 480, height: 320 });
  });
});

describe('other missing media', () => {
  it.each([
    `/storage/vehiculos/responsive/${MISSING_ID}-480.webp`,
    `/storage/vehiculos/responsive/${MISSING_ID}-480.avif`,
    `/storage/vehiculos/og/${MISSING_ID}.jpg`,
    '/storage/vehiculos/thumbs/abc.jpg',
    '/storage/vehiculos/thumbs/12.png',
    '/storage/vehiculos/thumbs/-1.jpg',
    '/storage/vehiculos/thumbs/12.jpg.bak',
    '/storage/vehiculos/otros/12.jpg',
    '/storage/banners/999.jpg',
  ])('%s is a bare 404 without a session', async (url) => {
    const res = await request(app).get(url);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/^image\//);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a path that climbs out of the media folders', async () => {
    const res = await request(app).get('/storage/vehiculos/thumbs/..%2F..%2F..%2Fpackage.json');
    expect([403, 404]).toContain(res.status);
    expect(res.text).not.toContain('"name": "gtcars"');
  });
});
