/**
 * The 'banner-variants' job behind a banner's uploaded image: the request stores the original
 * and answers; the home keeps the banner's current image (or, for a new image banner, leaves it
 * out) until the job has made the variants; a damaged file is shown to staff with its reason;
 * a newer upload or a deletion meanwhile leaves no object behind.
 */
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import pino from 'pino';
import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedStaff } from '../../../prisma/seed/staff.ts';
import { makeBannerVariants } from '../../../server/features/banners/banner-variants.ts';
import { bannerPaths, BANNER_ORIGINALS, storagePath } from '../../../server/media/storage.ts';
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
const jpg = (id: number) => storagePath(bannerPaths(id).jpg);

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
    expect(await originals()).toEqual([expect.stringMatching(new RegExp(`^${BANNER_ORIGINALS}${id}-[0-9a-f]{16}$`))]);
    expect(await waitingJobs('banner-variants')).toEqual([{ data: { bannerId: id }, startAfter: expect.any(Date) }]);
    expect(await homeBanners()).toEqual([]);
    expect(await staffBanner(id)).toMatchObject({ imageProcessing: true, imageUrl: null });
    // Its texts can be edited meanwhile: the image on its way counts as the banner's.
    const texts = await postMultipart(agent, token, `/dashboard/banners/${id}`, { _method: 'PUT', ...fields({ button_text: 'Financiación' }) });
    expect(texts.status).toBe(200);
    expect(texts.body).toMatchObject({ button_text: 'Financiación', imageProcessing: true });

    expect(await makeBannerVariants(id, silent)).toBe('ready');
    expect(await homeBanners()).toEqual([expect.objectContaining({ id, imageUrl: expect.stringContaining(`/storage/banners/${id}.jpg?v=`) })]);
    expect(await staffBanner(id)).toMatchObject({ imageProcessing: false, imageError: null });
    expect(await originals()).toEqual([]);
    // Run again (a retry after a lost acknowledgement): nothing to do, nothing changes.
    const before = readFileSync(jpg(id));
    expect(await makeBannerVariants(id, silent)).toBe('ready');
    expect(readFileSync(jpg(id)).equals(before)).toBe(true);
  });

  it('keeps the current image on the home while a new one is processing, and after a damaged one', async () => {
    const { id } = await create('#aa0000');
    await runQueuedJobs('banner-variants');
    const [first] = await homeBanners();
    const firstBytes = readFileSync(jpg(id));

    expect((await replace(id, '#00aa00')).body).toMatchObject({ imageProcessing: true });
    expect(readFileSync(jpg(id)).equals(firstBytes)).toBe(true);
    expect((await homeBanners())[0]?.imageUrl?.split('?')[0]).toBe(first?.imageUrl?.split('?')[0]);
    await runQueuedJobs('banner-variants');
    const secondBytes = readFileSync(jpg(id));
    expect(secondBytes.equals(firstBytes)).toBe(false);

    const whole = await jpeg(1600, 640, '#0000aa');
    const damaged = whole.subarray(0, Math.floor(whole.length / 2));
    const res = await postMultipart(agent, token, `/dashboard/banners/${id}`, { _method: 'PUT', ...fields() }, [{ field: 'image_path', data: damaged, name: 'cortada.jpg' }]);
    expect(res.status).toBe(200);
    await runQueuedJobs('banner-variants');
    expect(await staffBanner(id)).toMatchObject({ imageProcessing: false, imageError: 'La imagen está dañada o incompleta y no se puede procesar.', imageUrl: expect.any(String) });
    expect(readFileSync(jpg(id)).equals(secondBytes)).toBe(true);
    expect(await homeBanners()).toEqual([expect.objectContaining({ id })]);
    expect(await originals()).toEqual([]);
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
    const data = await sharp(readFileSync(jpg(id))).resize(1, 1).raw().toBuffer();
    expect(data[1]).toBeGreaterThan(120);
    expect(data[0]).toBeLessThan(60);
  });

  it('leaves nothing behind for a banner deleted before its job ran', async () => {
    const { id } = await create('#335577');
    expect((await agent.delete(`/dashboard/banners/${id}`).set({ Accept: 'application/json', 'X-CSRF-TOKEN': token })).status).toBe(200);
    expect(await originals()).toEqual([]);
    expect(await makeBannerVariants(id, silent)).toBe('gone');
    expect(existsSync(jpg(id))).toBe(false);
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
