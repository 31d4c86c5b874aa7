/**
 * The media store's contract, run on both drivers: the local one (files under a temp folder)
 * and the S3 one against a real S3 API (s3rver on loopback). Writes are whole, reads see what
 * was written, deletes forgive what is gone, a video streams in from its file, and serving
 * answers ranges, validators and misses as browsers and CDNs expect.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaStore } from '../../../server/media/store/media-store.ts';
import { LocalStore } from '../../../server/media/store/local-store.ts';
import { startLocalS3, type LocalS3 } from '../../support/s3.ts';

let folder: string;
let s3: LocalS3;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'gtcars-store-'));
  s3 = await startLocalS3();
});

afterAll(async () => {
  await s3.close();
  await rm(folder, { recursive: true, force: true });
});

const drivers: [string, () => MediaStore][] = [
  ['local', () => new LocalStore(path.join(folder, 'local'))],
  ['s3', () => s3.store],
];

describe.each(drivers)('the %s media store', (_driver, storeOf) => {
  const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(4000, 7)]);

  /** An app that serves the store's 'vehiculos/' objects at /media, missing ones to a 404 of its own. */
  function servingApp(store: MediaStore) {
    const app = express();
    app.use('/media', store.serve('vehiculos/', { fallthrough: true, cacheControl: () => 'public, max-age=60' }));
    app.use((_req, res) => res.status(404).send('siguiente'));
    return app;
  }

  it('reads back what it wrote, replaces it whole, and says what exists', async () => {
    const store = storeOf();
    await store.put('vehiculos/thumbs/1.jpg', jpeg, 'image/jpeg');
    expect(await store.read('vehiculos/thumbs/1.jpg')).toEqual(jpeg);
    expect(await store.exists('vehiculos/thumbs/1.jpg')).toBe(true);
    await store.put('vehiculos/thumbs/1.jpg', Buffer.from('nuevo'), 'image/jpeg');
    expect((await store.read('vehiculos/thumbs/1.jpg'))?.toString()).toBe('nuevo');
    expect(await store.read('vehiculos/thumbs/2.jpg')).toBeNull();
    expect(await store.exists('vehiculos/thumbs/2.jpg')).toBe(false);
  });

  it('copies, lists under a prefix and removes, forgiving keys already gone', async () => {
    const store = storeOf();
    await store.put('vehiculos/og/5.jpg', jpeg, 'image/jpeg');
    await store.copy('vehiculos/og/5.jpg', 'vehiculos/og/6.jpg');
    expect(await store.read('vehiculos/og/6.jpg')).toEqual(jpeg);
    const listed = await store.list('vehiculos/og/');
    expect(listed.map((object) => object.key).sort()).toEqual(['vehiculos/og/5.jpg', 'vehiculos/og/6.jpg']);
    for (const object of listed) expect(Math.abs(object.modified.getTime() - Date.now())).toBeLessThan(60_000);
    await store.remove(['vehiculos/og/5.jpg', 'vehiculos/og/6.jpg', 'vehiculos/og/7.jpg']);
    expect(await store.list('vehiculos/og/')).toEqual([]);
  });

  it('refuses keys that climb out or carry anything but safe names', async () => {
    const store = storeOf();
    for (const key of ['../fuera.jpg', 'vehiculos/../../x', '/abs.jpg', 'vehiculos/a b.jpg']) {
      await expect(store.put(key, jpeg, 'image/jpeg')).rejects.toThrow(TypeError);
    }
  });

  it('copies an object out to a local file, and says when there is none', async () => {
    const store = storeOf();
    await store.put('imports/4/stock.csv', Buffer.from('ref;marca\nA-1;Porsche\n'), 'text/csv');
    const file = path.join(folder, `stock-${_driver}.csv`);
    expect(await store.getFile('imports/4/stock.csv', file)).toBe(true);
    expect(await readFile(file, 'utf8')).toBe('ref;marca\nA-1;Porsche\n');
    expect(await store.getFile('imports/5/stock.csv', path.join(folder, 'nada.csv'))).toBe(false);
    await store.remove(['imports/4/stock.csv']);
  });

  it('streams a file in (a video), leaving the object whole', async () => {
    const store = storeOf();
    const file = path.join(folder, `video-${_driver}.mp4`);
    const video = Buffer.alloc(20 * 1024 * 1024 + 123, 3);
    await writeFile(file, video);
    await store.putFile('videos/9-00112233aabbccdd.mp4', file, 'video/mp4');
    expect((await store.read('videos/9-00112233aabbccdd.mp4'))?.equals(video)).toBe(true);
    await store.remove(['videos/9-00112233aabbccdd.mp4']);
  });

  it('serves an object with its type, length, cache and validators; a range as 206; a fresh copy as 304', async () => {
    const store = storeOf();
    await store.put('vehiculos/compressed/3.jpg', jpeg, 'image/jpeg');
    const app = servingApp(store);

    const whole = await request(app).get('/media/compressed/3.jpg').buffer(true);
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('image/jpeg');
    expect(Number(whole.headers['content-length'])).toBe(jpeg.length);
    expect(whole.headers['cache-control']).toBe('public, max-age=60');
    expect(Buffer.from(whole.body as Buffer)).toEqual(jpeg);
    const etag = whole.headers.etag as string;
    expect(etag).toBeTruthy();

    const part = await request(app).get('/media/compressed/3.jpg').set('Range', 'bytes=0-99').buffer(true);
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${jpeg.length}`);
    expect(Buffer.from(part.body as Buffer)).toEqual(jpeg.subarray(0, 100));

    const fresh = await request(app).get('/media/compressed/3.jpg').set('If-None-Match', etag);
    expect(fresh.status).toBe(304);

    const head = await request(app).head('/media/compressed/3.jpg');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(jpeg.length);
  });

  it('hands a missing object, or a path that is no key, to the next handler', async () => {
    const app = servingApp(storeOf());
    for (const url of ['/media/compressed/404.jpg', '/media/compressed/..%2F..%2Fsecreto', '/media/compressed/.oculto.jpg']) {
      const res = await request(app).get(url);
      expect(res.status).toBe(404);
      expect(res.text).toBe('siguiente');
    }
  });
});
