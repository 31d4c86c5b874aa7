/**
 * The housekeeping of uploaded originals (jobs/originals.ts): what no job will process goes once
 * it is an hour old; what is still processing stays, and is queued again once its job is lost.
 * No runner runs here, so the queued jobs stay where the test can see them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { ORIGINAL_GRACE_MS, STALLED_MS, tendOriginals } from '../../../server/jobs/originals.ts';
import { BANNER_ORIGINALS, PHOTO_ORIGINALS, vehiclePhotoPaths } from '../../../server/media/storage.ts';
import { mediaStore } from '../../../server/media/store/media-store.ts';
import { useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { clearJobs, waitingJobs } from '../../support/jobs.ts';

const { prisma } = useTestApp();

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 1, photos: false });
});

describe('the originals’ housekeeping', () => {
  it('removes uploaded originals no job will process once an hour old, and queues again those whose job was lost', async () => {
    const store = mediaStore();
    await store.remove([...(await store.list(PHOTO_ORIGINALS)), ...(await store.list(BANNER_ORIGINALS))].map((item) => item.key));
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
    expect(await tendOriginals()).toEqual({ removed: 0, requeued: 0 });
    expect(await tendOriginals(Date.now() + STALLED_MS + 60_000)).toEqual({ removed: 0, requeued: 2 });
    expect(await waitingJobs('photo-variants')).toEqual([{ data: { photoId: processing.id }, startAfter: expect.any(Date) }]);
    expect(await waitingJobs('banner-variants')).toEqual([{ data: { bannerId: banner.id }, startAfter: expect.any(Date) }]);
    expect(await tendOriginals(Date.now() + ORIGINAL_GRACE_MS + 60_000)).toEqual({ removed: 3, requeued: 2 });
    expect(await keys()).toEqual([...kept].sort());
    expect(await waitingJobs('photo-variants')).toHaveLength(1);
    await prisma.banner.delete({ where: { id: banner.id } });
    await prisma.foto.deleteMany({ where: { id: { in: [processing.id, ready.id] } } });
    await store.remove(kept);
  });
});
