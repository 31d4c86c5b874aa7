/**
 * L2 of the third security review: slow clients cannot hold every trade-in upload slot. One IP
 * holds at most two of the four a process reads at once, so a visitor's trade-in gets through
 * while another client trickles four uploads; and a body that arrives too slowly is answered 408
 * and cut, freeing its slot and its temp files. Time is moved on a fake clock, never waited for.
 */
import type { Server } from 'node:http';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { TRADE_IN_SUCCESS_MESSAGE } from '../../../server/contracts/trade-in.ts';
import { uploadTempDir } from '../../../server/media/videos.ts';
import { sessionWithToken, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { tradeInFields } from '../trade-in/trade-in-fixtures.ts';
import { jpeg, postMultipart } from '../vehicles/stock-helpers.ts';

const { app, prisma } = useTestApp({ TRUST_PROXY: true });
let server: Server;
let port: number;
let token: string;
let photo: Buffer;

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 1, photos: false });
  server = app.listen(0);
  port = (server.address() as AddressInfo).port;
  token = (await sessionWithToken(app)).token;
  photo = await jpeg(1600, 1200);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

afterEach(() => {
  vi.useRealTimers();
});

const BOUNDARY = 'gtcarslento';

interface Trickle {
  /** Sends more of the body. */
  send(bytes: Buffer | string): void;
  /** The answer, once one comes (null when the connection closes without one). */
  answer: Promise<{ status: number; body: string } | null>;
  close(): void;
}

/** A trade-in upload that announces 50 MB and sends its first part: a photo's headers and some bytes. */
function trickle(ip: string): Trickle {
  const upload = httpRequest({
    port,
    method: 'POST',
    path: '/tasacion',
    headers: {
      'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
      'Content-Length': String(50 * 1024 * 1024),
      'X-CSRF-TOKEN': token,
      Cookie: `XSRF-TOKEN=${encodeURIComponent(token)}`,
      'X-Forwarded-For': ip,
      Accept: 'application/json',
    },
  });
  const answer = new Promise<{ status: number; body: string } | null>((resolve) => {
    upload.on('response', (res: IncomingMessage) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    upload.on('error', () => resolve(null));
    upload.on('close', () => resolve(null));
  });
  upload.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="fotos[0]"; filename="lento.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
  upload.write(photo.subarray(0, 1024));
  return { send: (bytes) => upload.write(bytes), answer, close: () => upload.destroy() };
}

/** The first `count` answers to come, in the order they come. */
function first<T>(promises: Promise<T>[], count: number): Promise<T[]> {
  const came: T[] = [];
  return new Promise((resolve) => {
    for (const promise of promises) {
      void promise.then((value) => {
        came.push(value);
        if (came.length === count) resolve(came);
      });
    }
  });
}

const pending = Symbol('pending');
const settled = <T>(promise: Promise<T>) => Promise.race([promise, new Promise<typeof pending>((resolve) => setImmediate(() => resolve(pending)))]);

/** A whole trade-in with two photos, from `ip`. */
async function sendTradeIn(ip: string) {
  const { agent, token: visitorToken } = await sessionWithToken(app);
  const photos = [0, 1].map((i) => ({ field: `fotos[${i}]`, data: photo, name: `coche-${i}.jpg` }));
  return postMultipart(agent, visitorToken, '/tasacion', tradeInFields(), photos, { Accept: 'application/json', 'X-Forwarded-For': ip });
}

describe('slow trade-in uploads', () => {
  it('lets one IP hold two of the four slots, so a visitor’s trade-in gets through while it trickles four', async () => {
    const slow = Array.from({ length: 4 }, () => trickle('198.51.100.7'));
    // Two of the four are refused at once; the other two hold their slots, unanswered.
    const answers = slow.map((upload) => upload.answer);
    expect(await first(answers, 2)).toEqual([expect.objectContaining({ status: 503 }), expect.objectContaining({ status: 503 })]);
    expect((await Promise.all(answers.map(settled))).filter((state) => state === pending)).toHaveLength(2);

    const res = await sendTradeIn('203.0.113.5');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: TRADE_IN_SUCCESS_MESSAGE });
    for (const upload of slow) upload.close();
  });

  it('answers 408 to a body that arrives too slowly, and frees its slot and its temp file', async () => {
    const tempFiles = async () => (await readdir(uploadTempDir()).catch(() => [])).length;
    // The uploads cut above leave nothing.
    await expect.poll(tempFiles).toBe(0);
    const slow = [trickle('198.51.100.8'), trickle('198.51.100.8')];
    // Both hold a slot and a temp file, until the clock shows them far too slow.
    await expect.poll(tempFiles).toBe(2);
    expect(await Promise.all(slow.map((upload) => settled(upload.answer)))).toEqual([pending, pending]);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    for (const upload of slow) upload.send(Buffer.alloc(1));
    const answers = await Promise.all(slow.map((upload) => upload.answer));
    for (const answer of answers) expect(answer).toMatchObject({ status: 408 });
    await expect.poll(tempFiles).toBe(0);
    // The slots are free again: the same IP may upload.
    expect((await sendTradeIn('198.51.100.8')).status).toBe(201);
  });
});
