/**
 * The second home (/inicio, page Welcome2): its page object from the real database, the hero
 * banner it picks (first video banner, else the first banner), and its server-rendered HTML.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../prisma/seed.ts';
import { inertiaVisit, useTestApp } from '../support/app.ts';
import { resetDatabase } from '../support/db.ts';
import { useSsrApp } from './catalogue/ssr-app.ts';

const { app, prisma } = useTestApp();
const ssr = useSsrApp();

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 30, photos: false });
  // What the seed with images stores: each banner has its picture (the files are not needed here).
  const banners = await prisma.banner.findMany({ select: { id: true } });
  for (const { id } of banners) {
    await prisma.banner.update({ where: { id }, data: { image_path: `banners/${id}.jpg` }, select: { id: true } });
  }
});

async function visit() {
  const res = await request(app).get('/inicio').set(inertiaVisit);
  expect(res.status).toBe(200);
  expect(res.headers['x-inertia']).toBe('true');
  return res.body as { component: string; url: string; props: Record<string, unknown> };
}

describe('second home (/inicio)', () => {
  it('renders Welcome2 with the first banner, the home newest cars and the home brands', async () => {
    const page = await visit();
    expect(page).toMatchObject({ component: 'Welcome2', url: '/inicio' });
    expect(Object.keys(page.props).sort()).toEqual(['appName', 'auth', 'banner', 'empresa', 'errors', 'flash', 'i18n', 'marcas', 'notaFinanciacion', 'ultimas']);

    const [first] = await prisma.banner.findMany({ orderBy: [{ order: 'asc' }, { id: 'asc' }], take: 1, select: { id: true } });
    expect(page.props.banner).toMatchObject({ id: first!.id, type: 'image', imageUrl: expect.stringMatching(/^\/storage\//), videoUrl: null });

    const home = (await request(app).get('/').set(inertiaVisit)).body.props;
    expect(page.props.ultimas).toEqual(home.ultimas);
    expect((page.props.ultimas as unknown[]).length).toBe(8);
    expect(page.props.marcas).toEqual(home.search.marcas.map(({ id, nombre }: { id: number; nombre: string }) => ({ id, nombre })));
    expect(page.props.notaFinanciacion).toBe(home.notaFinanciacion);
    expect(page.props.notaFinanciacion).toContain('Ejemplo representativo para un precio de 20.000');
  });

  it('takes the first video banner in the banners order for its hero, with the image as poster', async () => {
    const video = await prisma.banner.create({
      data: { type: 'video', video_path: 'portada.mp4', image_path: 'banners/90-0123456789abcdef.jpg', button_text: 'Descúbrelo', button_link: '/buscar', order: 5 },
      select: { id: true },
    });
    const later = await prisma.banner.create({
      data: { type: 'video', video_path: 'otra.mp4', button_text: 'Otra', button_link: '/buscar', order: 9 },
      select: { id: true },
    });
    try {
      const page = await visit();
      expect(page.props.banner).toMatchObject({
        id: video.id,
        type: 'video',
        videoUrl: '/videos/portada.mp4',
        imageUrl: '/storage/banners/90-0123456789abcdef.jpg',
        button_text: 'Descúbrelo',
      });
    } finally {
      await prisma.banner.deleteMany({ where: { id: { in: [video.id, later.id] } } });
    }
  });

  it('has no hero at all when there are no banners, and still renders', async () => {
    const saved = await prisma.banner.findMany({
      select: { id: true, type: true, image_path: true, video_path: true, button_text: true, button_link: true, order: true },
    });
    await prisma.banner.deleteMany();
    try {
      expect((await visit()).props.banner).toBeNull();
    } finally {
      await prisma.banner.createMany({ data: saved });
    }
  });

  it('serves server-rendered HTML: 668 px hero with its image preloaded and no video, the card, its links', async () => {
    const res = await request(ssr.app()).get('/inicio');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<title[^>]*>Inicio/);
    expect(res.text).toContain('name="description"');
    expect(res.text).toMatch(/<link[^>]+rel="preload"[^>]+as="image"/);
    expect(res.text).toContain('h-[668px]');
    expect(res.text).not.toContain('<video');
    expect(res.text).toContain('Tu próximo coche, por encargo');
    expect(res.text).toMatch(/<a[^>]+href="\/cita"[^>]*>Pedir cita/);
    expect(res.text).toMatch(/<a[^>]+href="\/buscar"[^>]*>Ver vehículos en stock/);
    expect(res.text).toContain('Últimas entradas');
  });
});
