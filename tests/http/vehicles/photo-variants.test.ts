/**
 * The 'photo-variants' job behind a staff upload: idempotent, and never leaving an object
 * without its row, whatever the staff do meanwhile.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { makePhotoVariants } from '../../../server/features/stock/photo-variants.ts';
import { runJob } from '../../../server/jobs/runner.ts';
import { storagePath, vehiclePhotoPaths } from '../../../server/media/storage.ts';
import { useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { clearJobs } from '../../support/jobs.ts';
import { staffAgent } from '../../support/staff.ts';
import { type Agent, createFields, editFields, jpeg, photoParts, postMultipart } from './stock-helpers.ts';

const { app, prisma } = useTestApp();
const silent = pino({ level: 'silent' });
let agent: Agent;
let token: string;

beforeAll(async () => {
  await resetDatabase(prisma);
  // Ids restart with the database: no file of an earlier test may stand for this one's.
  for (const folder of ['vehiculos', 'originales']) await rm(storagePath(folder), { recursive: true, force: true });
  await seedDemo(prisma, { vehicles: 2, photos: false });
  ({ agent, token } = await staffAgent(app));
});

/** A new car with one uploaded photo, not yet processed: the photo's id. */
async function uploadedPhoto(): Promise<number> {
  await clearJobs();
  const parts = photoParts([await jpeg(1200, 800, '#335577')]);
  const res = await postMultipart(agent, token, '/dashboard/coches/add', { ...(await createFields(prisma)), ...parts.fields }, parts.uploads);
  expect(res.status).toBe(201);
  return (await prisma.foto.findFirstOrThrow({ where: { coche_id: res.body.vehID }, select: { id: true } })).id;
}

const files = (photoId: number) => {
  const paths = vehiclePhotoPaths(photoId);
  return { original: existsSync(storagePath(paths.original)), thumb: existsSync(storagePath(paths.thumb)), share: existsSync(storagePath(paths.share)) };
};

describe('the photo-variants job', () => {
  it('makes the variants once: run again, it only tidies', async () => {
    const id = await uploadedPhoto();
    expect(files(id)).toEqual({ original: true, thumb: false, share: false });
    expect(await makePhotoVariants(id, silent)).toBe('ready');
    expect(files(id)).toEqual({ original: false, thumb: true, share: true });
    const row = await prisma.foto.findUniqueOrThrow({ where: { id }, select: { width: true, height: true, error: true } });
    expect(row).toEqual({ width: 1200, height: 800, error: null });
    expect(await makePhotoVariants(id, silent)).toBe('ready');
    expect(await prisma.foto.findUniqueOrThrow({ where: { id }, select: { width: true, height: true, error: true } })).toEqual(row);
  });

  it('leaves nothing behind for a photo deleted before its job ran', async () => {
    const id = await uploadedPhoto();
    expect((await agent.delete(`/dashboard/foto/delete/${id}`).set({ 'X-CSRF-TOKEN': token, Accept: 'application/json' })).status).toBe(200);
    expect(files(id)).toEqual({ original: false, thumb: false, share: false });
    expect(await makePhotoVariants(id, silent)).toBe('gone');
    expect(files(id)).toEqual({ original: false, thumb: false, share: false });
  });

  it('marks a photo whose original is lost as failed, with a reason staff can act on', async () => {
    const id = await uploadedPhoto();
    await rm(storagePath(vehiclePhotoPaths(id).original));
    expect(await makePhotoVariants(id, silent)).toBe('failed');
    expect(await prisma.foto.findUniqueOrThrow({ where: { id }, select: { width: true, error: true } })).toEqual({ width: null, error: expect.stringContaining('vuelve a subirla') });
  });

  it('is left to its own job by the demo photos’ job, which renders only the seed’s rows', async () => {
    const car = await prisma.coche.findFirstOrThrow({ select: { id: true }, orderBy: { id: 'asc' } });
    const demoRow = await prisma.foto.create({ data: { coche_id: car.id, orden: 1 }, select: { id: true } });
    await clearJobs();
    const parts = photoParts([await jpeg(900, 600, '#774411')]);
    const res = await postMultipart(agent, token, `/dashboard/coches/edit/${car.id}`, { ...editFields(await createFields(prisma)), ...parts.fields }, parts.uploads);
    expect(res.status).toBe(200);
    const upload = await prisma.foto.findFirstOrThrow({ where: { coche_id: car.id }, orderBy: { id: 'desc' }, select: { id: true } });

    expect(await runJob('demo-photos', {}, silent)).toBe(1);
    expect(await prisma.foto.findUniqueOrThrow({ where: { id: demoRow.id }, select: { width: true } })).toEqual({ width: expect.any(Number) });
    expect(await prisma.foto.findUniqueOrThrow({ where: { id: upload.id }, select: { width: true } })).toEqual({ width: null });
    expect(files(upload.id)).toEqual({ original: true, thumb: false, share: false });
    expect(await makePhotoVariants(upload.id, silent)).toBe('ready');
    expect(await prisma.foto.findUniqueOrThrow({ where: { id: upload.id }, select: { width: true } })).toEqual({ width: 900 });
  });
});
