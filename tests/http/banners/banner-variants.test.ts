/**
 * The 'banner-variants' job behind a banner's uploaded image: the request stores the original
 * and answers; the home keeps the banner's current image (or, for a new image banner, leaves it
 * out) until the job has made the variants; a damaged file is shown to staff with its reason;
 * a newer upload or a deletion meanwhile leaves no object behind.
 */
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import pino from 'pino';
import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedStaff } from '../../../prisma/seed/staff.ts';
import { makeBannerVariants } from '../../../server/features/banners/banner-variants.ts';
import { bannerImagePaths, BANNER_ORIGINALS, type BannerPaths, storagePath } from '../../../server/media/storage.ts';
import { mediaStore } from '../../../server/media/store/media-store.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { clearJobs, runQueuedJobs, waitingJobs } from '../../support/jobs.ts';
import { staffAgent } from '../../support/staff.ts';
import { type Agent, type Fields, jpeg, postMultipart } from '../vehicles/stock-helpers.ts';

const { app, prisma } = useTestApp();
const silent = pino({ level: 'silent' });
let agent: Agent;
let token: string;

const fields = (overrides: Fields = {}): Fields => ({ type: 'image', button_text: 'Ver ofertas', button_link: '/buscar', order: 1, ...overrides });
const upload = async (colour: string) => ({ field: 'image_path', data: await jpeg(1600, 640, colour), name: 'banner.jpg' });
const create = async (colour: string) => (await postMultipart(agent, token, '/dashboard/banners', fields(), [await upload(colour)])).body as { id: number };
const replace = async (id: number, colour: string) => postMultipart(agent, token, `/dashboard/banners/${id}`, { _method: 'PUT', ...fields() }, [await upload(colour)]);
const homeBanners = async () => (await request(app).get('/').set(inertiaVisit)).body.props.banners as { id: number; imageUrl: string | null }[];
const staffBanner = async (id: number) =>
  ((await agent.get('/dashboard/banners').set(inertiaVisit)).body.props.banners as { id: number; imageProcessing: boolean; imageError: string | null; imageUrl: string | null }[]).find((b) => b.id === id);
const originals = async () => (await mediaStore().list(BANNER_ORIGINALS)).map((item) => item.key);
/** The JPEG of the image a banner names now. */
const jpg = async (id: number) => storagePath((await prisma.banner.findUniqueOrThrow({ where: { id }, select: { image_path: true } })).image_path!);
/** Every image file of a banner in the store. */
const bannerFiles = async (id: number) =>
  (await mediaStore().list('banners/'))
    .map((item) => item.key)
    .filter((key) => key.startsWith(`banners/${id}-`) || key === `banners/${id}.jpg`)
    .sort();
const filesOf = (imagePath: string) => {
  const paths = bannerImagePaths(imagePath) as BannerPaths;
  return [paths.jpg, ...[768, 1280, 1920].map((width) => paths.responsive(width))].sort();
};

beforeAll(async () => {
  await resetDatabase(prisma);
  // Ids restart with the database: no file of an earlier test may stand for this one's.
  for (const folder of ['banners', 'originales']) await rm(storagePath(folder), { recursive: true, force: true });
  await seedStaff(prisma);
  ({ agent, token } = await staffAgent(app));
});

beforeEach(async () => {
  await clearJobs();
  await prisma.banner.deleteMany();
});

describe('the banner-variants job', () => {
  it('shows a new image banner on the home only once its image is processed, and keeps no original', async () => {
    const { id } = await create('#335577');
    const [original] = await originals();
    expect(original).toMatch(new RegExp(`^${BANNER_ORIGINALS}${id}-[0-9a-f]{16}$`));
    const upload = original!.slice(-16);
    expect(await waitingJobs('banner-variants')).toEqual([{ data: { bannerId: id }, startAfter: expect.any(Date) }]);
    expect(await homeBanners()).toEqual([]);
    expect(await staffBanner(id)).toMatchObject({ imageProcessing: true, imageUrl: null });
    // Its texts can be edited meanwhile: the image on its way counts as the banner's.
    const texts = await postMultipart(agent, token, `/dashboard/banners/${id}`, { _method: 'PUT', ...fields({ button_text: 'Financiación' }) });
    expect(texts.status).toBe(200);
    expect(texts.body).toMatchObject({ button_text: 'Financiación', imageProcessing: true });

    expect(await makeBannerVariants(id, silent)).toBe('ready');
    expect(await homeBanners()).toEqual([expect.objectContaining({ id, imageUrl: `/storage/banners/${id}-${upload}.jpg` })]);
    expect(await staffBanner(id)).toMatchObject({ imageProcessing: false, imageError: null });
    expect(await originals()).toEqual([]);
    // Run again (a retry after a lost acknowledgement): nothing to do, nothing changes.
    const before = readFileSync(await jpg(id));
    expect(await makeBannerVariants(id, silent)).toBe('ready');
    expect(readFileSync(await jpg(id)).equals(before)).toBe(true);
  });

  it('keeps the current image on the home while a new one is processing, and after a damaged one', async () => {
    const { id } = await create('#aa0000');
    await runQueuedJobs('banner-variants');
    const [first] = await homeBanners();
    const firstBytes = readFileSync(await jpg(id));

    expect((await replace(id, '#00aa00')).body).toMatchObject({ imageProcessing: true });
    expect(readFileSync(await jpg(id)).equals(firstBytes)).toBe(true);
    expect((await homeBanners())[0]?.imageUrl).toBe(first?.imageUrl);
    await runQueuedJobs('banner-variants');
    const secondBytes = readFileSync(await jpg(id));
    expect(secondBytes.equals(firstBytes)).toBe(false);

    const whole = await jpeg(1600, 640, '#0000aa');
    const damaged = whole.subarray(0, Math.floor(whole.length / 2));
    const res = await postMultipart(agent, token, `/dashboard/banners/${id}`, { _method: 'PUT', ...fields() }, [{ field: 'image_path', data: damaged, name: 'cortada.jpg' }]);
    expect(res.status).toBe(200);
    await runQueuedJobs('banner-variants');
    expect(await staffBanner(id)).toMatchObject({ imageProcessing: false, imageError: 'La imagen está dañada o incompleta y no se puede procesar.', imageUrl: expect.any(String) });
    expect(readFileSync(await jpg(id)).equals(secondBytes)).toBe(true);
    expect(await homeBanners()).toEqual([expect.objectContaining({ id })]);
    expect(await originals()).toEqual([]);
    // Only the current image's files are left: the first one's went when the second replaced it.
    const { image_path } = await prisma.banner.findUniqueOrThrow({ where: { id }, select: { image_path: true } });
    expect(await bannerFiles(id)).toEqual(filesOf(image_path!));
  });

  it('processes only the newest of two uploads made before the job ran, and drops the older original', async () => {
    const { id } = await create('#aa0000');
    const [older] = await originals();
    await replace(id, '#00aa00');
    const [newer] = await originals();
    expect(newer).not.toBe(older);
    expect(await waitingJobs('banner-variants')).toHaveLength(1);
    expect(await prisma.banner.findUniqueOrThrow({ where: { id }, select: { image_original: true } })).toEqual({ image_original: newer });

    await runQueuedJobs('banner-variants');
    expect(await originals()).toEqual([]);
    const data = await sharp(readFileSync(await jpg(id))).resize(1, 1).raw().toBuffer();
    expect(data[1]).toBeGreaterThan(120);
    expect(data[0]).toBeLessThan(60);
  });

  it('leaves nothing behind for a banner deleted before its job ran', async () => {
    const { id } = await create('#335577');
    expect((await agent.delete(`/dashboard/banners/${id}`).set({ Accept: 'application/json', 'X-CSRF-TOKEN': token })).status).toBe(200);
    expect(await originals()).toEqual([]);
    expect(await makeBannerVariants(id, silent)).toBe('gone');
    expect(await bannerFiles(id)).toEqual([]);
  });

  it('ends with the newest image and no stray file, whichever way a job and a newer upload interleave', async () => {
    for (let round = 0; round < 3; round++) {
      const { id } = await create('#aa0000');
      const running = makeBannerVariants(id, silent);
      const newer = replace(id, '#00aa00');
      await Promise.all([running, newer]);
      await runQueuedJobs('banner-variants');
      const { image_path, image_original } = await prisma.banner.findUniqueOrThrow({ where: { id }, select: { image_path: true, image_original: true } });
      expect(image_original).toBeNull();
      const data = await sharp(storagePath(image_path!)).resize(1, 1).raw().toBuffer();
      expect([data[0]! < 60, data[1]! > 120]).toEqual([true, true]);
      expect(await bannerFiles(id)).toEqual(filesOf(image_path!));
      expect(await originals()).toEqual([]);
      await prisma.banner.deleteMany();
      await mediaStore().remove(filesOf(image_path!));
    }
  });

  it('marks an image whose original is lost as failed, with a reason staff can act on', async () => {
    const { id } = await create('#335577');
    await mediaStore().remove(await originals());
    expect(await makeBannerVariants(id, silent)).toBe('failed');
    expect(await staffBanner(id)).toMatchObject({ imageProcessing: false, imageError: expect.stringContaining('Vuelve a subirla') });
    // Without an image it stays off the home; editing its texts asks for one.
    expect(await homeBanners()).toEqual([]);
    const edit = await postMultipart(agent, token, `/dashboard/banners/${id}`, { _method: 'PUT', ...fields({ button_text: 'Otro' }) });
    expect(edit.status).toBe(422);
  });
});
