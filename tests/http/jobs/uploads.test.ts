/**
 * The housekeeping of uploads (jobs/uploads.ts): originals no job will process and banner files
 * no banner names go once an hour old; what is still processing stays, is queued again once its
 * job is lost, and is given up after a day. No runner runs here, so the queued jobs stay where
 * the test can see them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { GIVE_UP_MS, STALLED_MS, tendUploads, UPLOAD_GRACE_MS } from '../../../server/jobs/uploads.ts';
import { BANNER_ORIGINALS, PHOTO_ORIGINALS, vehiclePhotoPaths } from '../../../server/media/storage.ts';
import { mediaStore } from '../../../server/media/store/media-store.ts';
import { useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { clearJobs, waitingJobs } from '../../support/jobs.ts';

const { prisma } = useTestApp();

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 1, photos: false });
  // Files earlier test files left in the shared test storage would count as strays here.
  const store = mediaStore();
  await store.remove([...(await store.list('originales/')), ...(await store.list('banners/')), ...(await store.list('privado/'))].map((item) => item.key));
});

describe('the uploads’ housekeeping', () => {
  it('removes uploaded originals no job will process once an hour old, and queues again those whose job was lost', async () => {
    const store = mediaStore();
    await clearJobs();
    const car = await prisma.coche.findFirstOrThrow({ select: { id: true } });
    const processing = await prisma.foto.create({ data: { coche_id: car.id, orden: 20 }, select: { id: true } });
    const ready = await prisma.foto.create({ data: { coche_id: car.id, orden: 21, width: 800, height: 600 }, select: { id: true } });
    const waitingKey = `${BANNER_ORIGINALS}1-aaaaaaaaaaaaaaaa`;
    const banner = await prisma.banner.create({ data: { type: 'image', button_text: 'B', button_link: '/', image_original: waitingKey }, select: { id: true } });
    const kept = [vehiclePhotoPaths(processing.id).original, waitingKey];
    const orphans = [vehiclePhotoPaths(ready.id).original, vehiclePhotoPaths(999_999).original, `${BANNER_ORIGINALS}1-bbbbbbbbbbbbbbbb`];
    for (const key of [...kept, ...orphans]) await store.put(key, Buffer.from('original'), 'application/octet-stream');
    const keys = async () => [...(await store.list(PHOTO_ORIGINALS)), ...(await store.list(BANNER_ORIGINALS))].map((item) => item.key).sort();

    // Young, any of them may belong to a save still under way, and the jobs of the others may still run.
    expect(await tendUploads()).toEqual({ removed: 0, requeued: 0 });
    expect(await tendUploads(Date.now() + STALLED_MS + 60_000)).toEqual({ removed: 0, requeued: 2 });
    expect(await waitingJobs('photo-variants')).toEqual([{ data: { photoId: processing.id }, startAfter: expect.any(Date) }]);
    expect(await waitingJobs('banner-variants')).toEqual([{ data: { bannerId: banner.id }, startAfter: expect.any(Date) }]);
    expect(await tendUploads(Date.now() + UPLOAD_GRACE_MS + 60_000)).toEqual({ removed: 3, requeued: 2 });
    expect(await keys()).toEqual([...kept].sort());
    expect(await waitingJobs('photo-variants')).toHaveLength(1);

    // A day on, they are given up: staff see why, and the originals go at the next pass.
    expect(await tendUploads(Date.now() + GIVE_UP_MS + 60_000)).toEqual({ removed: 0, requeued: 0 });
    expect(await prisma.foto.findUniqueOrThrow({ where: { id: processing.id }, select: { error: true } })).toEqual({ error: expect.stringContaining('tras varios intentos') });
    expect(await prisma.banner.findUniqueOrThrow({ where: { id: banner.id }, select: { image_original: true, image_error: true } })).toEqual({
      image_original: null,
      image_error: expect.stringContaining('tras varios intentos'),
    });
    expect(await tendUploads(Date.now() + GIVE_UP_MS + 60_000)).toEqual({ removed: 2, requeued: 0 });
    expect(await keys()).toEqual([]);
    await prisma.banner.delete({ where: { id: banner.id } });
    await prisma.foto.deleteMany({ where: { id: { in: [processing.id, ready.id] } } });
  });

  it('removes banner image files no banner names once an hour old, and keeps the named ones', async () => {
    const store = mediaStore();
    const named = await prisma.banner.create({ data: { type: 'image', button_text: 'A', button_link: '/', image_path: 'banners/77-0123456789abcdef.jpg' }, select: { id: true } });
    const seeded = await prisma.banner.create({ data: { type: 'image', button_text: 'B', button_link: '/', image_path: 'banners/78.jpg' }, select: { id: true } });
    const set = (base: string) => [`${base}.jpg`, `${base}-768.webp`, `${base}-1280.webp`, `${base}-1920.webp`];
    const kept = [...set('banners/77-0123456789abcdef'), ...set('banners/78')];
    const stray = [...set('banners/77-fedcba9876543210'), ...set('banners/79')];
    for (const key of [...kept, ...stray]) await store.put(key, Buffer.from('imagen'), 'image/jpeg');
    const files = async () => (await store.list('banners/')).map((item) => item.key).sort();

    expect(await tendUploads()).toEqual({ removed: 0, requeued: 0 });
    expect(await files()).toHaveLength(16);
    expect(await tendUploads(Date.now() + UPLOAD_GRACE_MS + 60_000)).toEqual({ removed: 8, requeued: 0 });
    expect(await files()).toEqual([...kept].sort());
    await prisma.banner.deleteMany({ where: { id: { in: [named.id, seeded.id] } } });
    await store.remove(kept);
  });
});
