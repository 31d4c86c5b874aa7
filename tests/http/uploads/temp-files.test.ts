/**
 * M1 of the third security review: an upload's temp files (multer writes them to STORAGE_DIR's
 * tmp/uploads as they arrive) are gone once the request is answered, whatever answers it: the
 * honeypot's 201, the NUL check's 400, CSRF, the rate limit, a validation error, or a client that
 * leaves mid-upload; and the hourly housekeeping sweeps any older than an hour. For every upload
 * route: the trade-in, a car's photos, its video, a banner's files and the stock import.
 */
import { mkdir, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { HONEYPOT_FIELD } from '../../../server/contracts/lead-forms.ts';
import { FORM_RATE_LIMIT } from '../../../server/http/middleware/rate-limit.ts';
import { housekeeping } from '../../../server/jobs/housekeeping.ts';
import { PHOTO_ORIGINALS, storagePath } from '../../../server/media/storage.ts';
import { uploadTempDir } from '../../../server/media/videos.ts';
import { sessionWithToken, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { minimalMp4 } from '../../support/video-fixtures.ts';
import { staffAgent } from '../../support/staff.ts';
import { tradeInFields } from '../trade-in/trade-in-fixtures.ts';
import { type Agent, createFields, type Fields, jpeg, photoParts, postMultipart, type Upload } from '../vehicles/stock-helpers.ts';

const { app, prisma } = useTestApp({ TRUST_PROXY: true });
const NUL = 'con\u0000nulo';
let staff: { agent: Agent; token: string };
let cocheId: number;
let photo: Buffer;

const tempFiles = async () => (await readdir(uploadTempDir()).catch(() => [])).sort();
const originals = async () => (await readdir(storagePath(PHOTO_ORIGINALS.replace(/\/$/, ''))).catch(() => [])).length;

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 2, photos: false });
  cocheId = (await prisma.coche.findFirstOrThrow({ select: { id: true } })).id;
  staff = await staffAgent(app);
  photo = await jpeg(1600, 1200);
});

beforeEach(async () => {
  await prisma.rateLimit.deleteMany();
  // Each test starts from an empty folder, whatever an earlier one left on failure.
  for (const name of await tempFiles()) await rm(path.join(uploadTempDir(), name), { force: true });
});

const photos = (count: number): Upload[] => Array.from({ length: count }, (_, i) => ({ field: `fotos[${i}]`, data: photo, name: `coche-${i + 1}.jpg` }));

async function sendTradeIn(fields: Fields, ip = '203.0.113.90', token?: string) {
  const session = await sessionWithToken(app);
  return postMultipart(session.agent, token ?? session.token, '/tasacion', fields, photos(2), { Accept: 'application/json', 'User-Agent': 'Vitest navegador', 'X-Forwarded-For': ip });
}

describe('the trade-in (POST /tasacion)', () => {
  it('leaves no temp file when the honeypot answers 201', async () => {
    const res = await sendTradeIn(tradeInFields({ [HONEYPOT_FIELD]: 'soy un robot' }));
    expect(res.status).toBe(201);
    expect(await tempFiles()).toEqual([]);
    expect(await prisma.lead.count()).toBe(0);
  });

  it('leaves no temp file when the NUL check answers 400', async () => {
    expect((await sendTradeIn(tradeInFields({ comentarios: NUL }))).status).toBe(400);
    expect(await tempFiles()).toEqual([]);
  });

  it('leaves no temp file when the form is refused (422), and none when stored (201)', async () => {
    expect((await sendTradeIn(tradeInFields({ email: 'no-es-un-correo' }))).status).toBe(422);
    expect(await tempFiles()).toEqual([]);
    expect((await sendTradeIn(tradeInFields())).status).toBe(201);
    expect(await tempFiles()).toEqual([]);
  });

  it('writes nothing when CSRF or the rate limit refuses the request before its body is read', async () => {
    expect((await sendTradeIn(tradeInFields(), '203.0.113.91', 'token-falso')).status).toBe(419);
    await prisma.rateLimit.deleteMany();
    for (let i = 0; i < FORM_RATE_LIMIT.limit; i++) await sendTradeIn(tradeInFields({ email: 'no-es-un-correo' }), '203.0.113.92');
    expect((await sendTradeIn(tradeInFields(), '203.0.113.92')).status).toBe(429);
    expect(await tempFiles()).toEqual([]);
  });

  it('leaves no temp file when the client disconnects mid-upload', async () => {
    const { token } = await sessionWithToken(app);
    const server = app.listen(0);
    try {
      const { port } = server.address() as AddressInfo;
      const boundary = 'gtcarsboundary';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="fotos[0]"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
      const upload = httpRequest({
        port,
        method: 'POST',
        path: '/tasacion',
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(10 * 1024 * 1024), 'X-CSRF-TOKEN': token, Cookie: `XSRF-TOKEN=${encodeURIComponent(token)}`, Accept: 'application/json' },
      });
      upload.on('error', () => undefined);
      upload.write(head);
      upload.write(photo);
      // The temp file exists while the photo arrives; the client then goes.
      await expect.poll(async () => (await tempFiles()).length).toBe(1);
      upload.destroy();
      await expect.poll(tempFiles).toEqual([]);
    } finally {
      server.close();
    }
  });
});

describe('a car’s photos (the vehicle forms, kept in memory)', () => {
  it('write no temp file and keep no original when the NUL check refuses them', async () => {
    const before = await originals();
    const { uploads, fields } = photoParts([photo, photo]);
    const res = await postMultipart(staff.agent, staff.token, '/dashboard/coches/add', { ...(await createFields(prisma, { nombre: NUL })), ...fields }, uploads);
    expect(res.status).toBe(400);
    expect(await tempFiles()).toEqual([]);
    expect(await originals()).toBe(before);
  });
});

describe('a car’s video (POST /upload-video)', () => {
  const video: Upload = { field: 'video', data: minimalMp4(), name: 'video.mp4' };

  it.each([
    ['the NUL check', { coche_id: NUL }, 400],
    ['an unknown car', { coche_id: 999999 }, 422],
  ] as const)('leaves no temp file when %s refuses it', async (_, fields, status) => {
    expect((await postMultipart(staff.agent, staff.token, '/upload-video', fields, [video])).status).toBe(status);
    expect(await tempFiles()).toEqual([]);
  });

  it('leaves no temp file when the file is not a video', async () => {
    const res = await postMultipart(staff.agent, staff.token, '/upload-video', { coche_id: cocheId }, [{ ...video, data: photo }]);
    expect(res.status).toBe(422);
    expect(await tempFiles()).toEqual([]);
  });
});

describe('a banner’s files (POST /dashboard/banners)', () => {
  const image = (): Upload => ({ field: 'image_path', data: photo, name: 'banner.jpg' });

  it.each([
    ['the NUL check', { type: 'image', button_text: NUL, button_link: '/buscar', order: 1 }, 400],
    ['validation', { type: 'image', button_text: 'Ver', button_link: 'javascript:alert(1)', order: 1 }, 422],
  ] as const)('leave no temp file when %s refuses them', async (_, fields, status) => {
    expect((await postMultipart(staff.agent, staff.token, '/dashboard/banners', fields, [image()])).status).toBe(status);
    expect(await tempFiles()).toEqual([]);
  });
});

describe('the stock import (POST /dashboard/vehiculos/importar)', () => {
  const csv = (data: string): Upload => ({ field: 'csv', data: Buffer.from(data), name: 'stock.csv' });

  it.each([
    ['the NUL check', { dry_run: NUL }, csv('ref,nombre\n1,a\n'), 400],
    ['the content check', { dry_run: '1' }, { field: 'csv', data: photo, name: 'stock.csv' }, 422],
  ] as const)('leaves no temp file when %s refuses it', async (_, fields, file, status) => {
    expect((await postMultipart(staff.agent, staff.token, '/dashboard/vehiculos/importar', fields, [file])).status).toBe(status);
    expect(await tempFiles()).toEqual([]);
  });
});

describe('the hourly housekeeping', () => {
  it('sweeps temp uploads older than an hour, and leaves younger ones to their requests', async () => {
    await mkdir(uploadTempDir(), { recursive: true });
    const old = path.join(uploadTempDir(), 'a'.repeat(32));
    const young = path.join(uploadTempDir(), 'b'.repeat(32));
    await writeFile(old, photo);
    await writeFile(young, photo);
    const hourAndMinuteAgo = new Date(Date.now() - 61 * 60_000);
    await utimes(old, hourAndMinuteAgo, hourAndMinuteAgo);
    await housekeeping();
    expect(await tempFiles()).toEqual(['b'.repeat(32)]);
    await rm(young);
  });
});
