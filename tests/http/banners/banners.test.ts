/**
 * Home banners in the back office (Banners): multipart create and update (_method=PUT) answer
 * the banner as the Banners screen shows it; the file of the banner's type is required (on edit
 * only while there is none); images and videos are checked by content; a video is at most
 * 20 MB; the link is a URL; errors come back per field. An image's variants are made by its job
 * (banner-variants.test.ts). The home hero shows banners in their order.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { ftypThenJunk, minimalMp4 } from '../../support/video-fixtures.ts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedStaff } from '../../../prisma/seed/staff.ts';
import { BANNER_MESSAGES } from '../../../server/contracts/banners.ts';
import { bannerImagePaths, BANNER_WIDTHS, type BannerPaths, storagePath } from '../../../server/media/storage.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { runQueuedJobs } from '../../support/jobs.ts';
import { staffAgent } from '../../support/staff.ts';
import { type Agent, type Fields, jpeg, postMultipart, type Upload } from '../vehicles/stock-helpers.ts';

const { app, prisma } = useTestApp();
let agent: Agent;
let token: string;

const avi = () => Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('AVI LIST'), Buffer.alloc(16)]);

const fields = (overrides: Fields = {}): Fields => ({ type: 'image', button_text: 'Ver ofertas', button_link: '/buscar', order: 1, ...overrides });
const image = async (colour = '#335577'): Promise<Upload> => ({ field: 'image_path', data: await jpeg(1920, 768, colour), name: 'banner.jpg' });
const create = (values: Fields, uploads: Upload[] = []) => postMultipart(agent, token, '/dashboard/banners', values, uploads);
const update = (id: number, values: Fields, uploads: Upload[] = []) => postMultipart(agent, token, `/dashboard/banners/${id}`, { _method: 'PUT', ...values }, uploads);
/** Every file of the image at a banner URL ('/storage/banners/3-….jpg'). */
const imageFiles = (url: string) => {
  const paths = bannerImagePaths(url.replace('/storage/', '')) as BannerPaths;
  return [paths.jpg, ...BANNER_WIDTHS.map((width) => paths.responsive(width))].map((relPath) => storagePath(relPath));
};
const homeBanners = async () => (await request(app).get('/').set(inertiaVisit)).body.props.banners as { id: number; order: number; button_text: string; imageUrl: string | null }[];

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedStaff(prisma);
  ({ agent, token } = await staffAgent(app));
});

beforeEach(async () => {
  await prisma.banner.deleteMany();
});

describe('POST /dashboard/banners', () => {
  it('creates an image banner with its variants; the home hero shows it in its order', async () => {
    await prisma.banner.createMany({ data: [{ type: 'image', image_path: 'banners/9001.jpg', button_text: 'Primero', button_link: '/', order: 0 }, { type: 'image', image_path: 'banners/9002.jpg', button_text: 'Último', button_link: '/', order: 5 }] });
    const res = await create(fields({ order: 3 }), [await image()]);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: 'image', button_text: 'Ver ofertas', button_link: '/buscar', order: 3, videoUrl: null, imageUrl: null, imageProcessing: true, imageError: null });
    expect(await runQueuedJobs('banner-variants')).toBe(1);
    const shown = (await agent.get('/dashboard/banners').set(inertiaVisit)).body.props.banners.find((b: { id: number }) => b.id === res.body.id);
    expect(shown).toMatchObject({ imageProcessing: false, imageError: null, imageUrl: expect.stringMatching(new RegExp(`^/storage/banners/${res.body.id}-[0-9a-f]{16}\\.jpg$`)) });
    for (const file of imageFiles(shown.imageUrl)) expect(existsSync(file)).toBe(true);
    expect((await homeBanners()).map((b) => b.button_text)).toEqual(['Primero', 'Ver ofertas', 'Último']);
    expect((await agent.get('/dashboard/banners').set(inertiaVisit)).body).toMatchObject({ component: 'Banners', props: { banners: [{ order: 0 }, { id: res.body.id, order: 3 }, { order: 5 }] } });
  });

  it('creates a video banner with an MP4, an AVI, and an optional fixed image for phones', async () => {
    const res = await create(fields({ type: 'video', order: '' }), [{ field: 'video_path', data: minimalMp4(), name: 'intro.mp4' }, await image()]);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: 'video', order: 0, videoUrl: expect.stringMatching(/^\/videos\/banner-\d+-[0-9a-f]+\.mp4$/), imageProcessing: true });
    await runQueuedJobs('banner-variants');
    expect((await homeBanners())[0]).toMatchObject({ id: res.body.id, imageUrl: expect.stringContaining('/storage/banners/') });
    expect((await request(app).get(res.body.videoUrl)).status).toBe(200);
    const second = await create(fields({ type: 'video' }), [{ field: 'video_path', data: avi(), name: 'clip.bin' }]);
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ videoUrl: expect.stringMatching(/\.avi$/), imageUrl: null, imageProcessing: false });
  });

  it('requires the file of the type, the button text, a URL link and a numeric order, all at once', async () => {
    const res = await create({ type: 'image', button_text: ' ', button_link: 'javascript:alert(1)', order: 'primero' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      image_path: [BANNER_MESSAGES.imageRequired],
      button_text: ['Este campo es obligatorio.'],
      button_link: [expect.stringContaining('URL válida')],
      order: ['El orden debe ser un número.'],
    });
    const video = await create(fields({ type: 'video', button_link: '//otro-sitio.com' }), [await image()]);
    expect(video.body.errors).toEqual({ video_path: [BANNER_MESSAGES.videoRequired], button_link: [expect.stringContaining('URL válida')] });
    expect(await prisma.banner.count()).toBe(0);
  });

  it('accepts an absolute https link', async () => {
    const res = await create(fields({ button_link: 'https://www.gtcars.es/financiacion' }), [await image()]);
    expect(res.status).toBe(201);
  });

  it('refuses a wrong file type by content, whatever its name, and leaves nothing behind', async () => {
    const before = existsSync(storagePath('videos')) ? readdirSync(storagePath('videos')).length : 0;
    const fakeVideo = await create(fields({ type: 'video' }), [{ field: 'video_path', data: Buffer.from('<html>no soy un vídeo</html>'), name: 'clip.mp4' }]);
    expect(fakeVideo.status).toBe(422);
    expect(fakeVideo.body.errors).toEqual({ video_path: [BANNER_MESSAGES.videoType] });
    const junk = await create(fields({ type: 'video' }), [{ field: 'video_path', data: ftypThenJunk(), name: 'clip.mp4' }]);
    expect(junk.status).toBe(422);
    expect(junk.body.errors).toEqual({ video_path: [BANNER_MESSAGES.videoType] });
    const fakeImage = await create(fields(), [{ field: 'image_path', data: minimalMp4(), name: 'foto.jpg' }]);
    expect(fakeImage.status).toBe(422);
    expect(fakeImage.body.errors).toEqual({ image_path: ['Formato de imagen no admitido. Usa JPEG, PNG o WebP.'] });
    expect(await prisma.banner.count()).toBe(0);
    expect(existsSync(storagePath('videos')) ? readdirSync(storagePath('videos')).length : 0).toBe(before);
  });

  it('refuses a video over 20 MB with its field error', async () => {
    const big = Buffer.concat([minimalMp4(), Buffer.alloc(20 * 1024 * 1024 + 1)]);
    const res = await create(fields({ type: 'video' }), [{ field: 'video_path', data: big, name: 'grande.mp4' }]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ video_path: [BANNER_MESSAGES.videoTooLarge] });
    expect(await prisma.banner.count()).toBe(0);
  });

  it('refuses a body far over the limit from its length, in Spanish', async () => {
    const huge = Buffer.alloc(45 * 1024 * 1024);
    const res = await create(fields({ type: 'video' }), [{ field: 'video_path', data: huge, name: 'enorme.mp4' }]).catch((error: { response?: request.Response }) => error.response!);
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/supera el tamaño máximo/);
  });
});

describe('POST /dashboard/banners/{id} (_method=PUT) and DELETE', () => {
  it('updates the texts without a new file, replaces the image under a new URL, and reorders the home', async () => {
    const created = (await create(fields({ order: 0 }), [await image('#aa0000')])).body;
    await runQueuedJobs('banner-variants');
    await prisma.banner.create({ data: { type: 'image', image_path: 'banners/9003.jpg', button_text: 'Otro', button_link: '/', order: 1 } });
    const texts = await update(created.id, fields({ button_text: 'Financiación', order: 2 }));
    expect(texts.status).toBe(200);
    expect(texts.body).toMatchObject({ id: created.id, button_text: 'Financiación', order: 2, imageProcessing: false, imageUrl: expect.any(String) });
    expect((await homeBanners()).map((b) => b.button_text)).toEqual(['Otro', 'Financiación']);

    const first = texts.body.imageUrl as string;
    const before = readFileSync(imageFiles(first)[0]!);
    const replaced = await update(created.id, fields({ button_text: 'Financiación', order: 2 }), [await image('#00aa00')]);
    expect(replaced.status).toBe(200);
    // The home keeps the current image, at its URL, until the new one is processed.
    expect(replaced.body).toMatchObject({ imageProcessing: true, imageUrl: first });
    expect((await homeBanners()).find((b) => b.id === created.id)?.imageUrl).toBe(first);
    await runQueuedJobs('banner-variants');
    const second = (await homeBanners()).find((b) => b.id === created.id)?.imageUrl as string;
    expect(second).not.toBe(first);
    expect(readFileSync(imageFiles(second)[0]!).equals(before)).toBe(false);
    for (const file of imageFiles(first)) expect(existsSync(file)).toBe(false);
  });

  it('requires a video when an image banner becomes a video banner, then drops the video when it goes back', async () => {
    const created = (await create(fields(), [await image()])).body;
    await runQueuedJobs('banner-variants');
    const missing = await update(created.id, fields({ type: 'video' }));
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ video_path: [BANNER_MESSAGES.videoRequired] });
    const video = await update(created.id, fields({ type: 'video' }), [{ field: 'video_path', data: minimalMp4(), name: 'v.mp4' }]);
    expect(video.body).toMatchObject({ type: 'video', videoUrl: expect.stringMatching(/\.mp4$/), imageUrl: expect.any(String) });
    const file = path.join(storagePath('videos'), path.basename(video.body.videoUrl));
    expect(existsSync(file)).toBe(true);
    const back = await update(created.id, fields({ type: 'image' }));
    expect(back.body).toMatchObject({ type: 'image', videoUrl: null });
    expect(existsSync(file)).toBe(false);
  });

  it('refuses another method override, and answers 404 for an unknown banner', async () => {
    const created = (await create(fields(), [await image()])).body;
    expect((await postMultipart(agent, token, `/dashboard/banners/${created.id}`, { _method: 'DELETE', ...fields() })).status).toBe(405);
    expect((await update(999999, fields())).status).toBe(404);
  });

  it('deletes the row and its image files', async () => {
    const created = (await create(fields(), [await image()])).body;
    await runQueuedJobs('banner-variants');
    const [shown] = await homeBanners();
    const files = imageFiles(shown!.imageUrl!);
    for (const file of files) expect(existsSync(file)).toBe(true);
    const res = await agent.delete(`/dashboard/banners/${created.id}`).set({ Accept: 'application/json', 'X-CSRF-TOKEN': token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: BANNER_MESSAGES.deleted });
    for (const file of files) expect(existsSync(file)).toBe(false);
    expect(await homeBanners()).toEqual([]);
    expect((await agent.delete(`/dashboard/banners/${created.id}`).set({ Accept: 'application/json', 'X-CSRF-TOKEN': token })).status).toBe(404);
  });
});
