/**
 * L7 of the security review: the photos of a deleted or inactive car are not served to the
 * public at their sequential ids, in any variant, nor (L1 of the third) under any other spelling
 * of their path; staff still see an inactive car's photos on
 * its edit page, through the signed URLs their pages carry. A car that becomes public again
 * shows them again.
 */
import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../../prisma/seed.ts';
import { ESTADO_VENDIDO } from '../../server/contracts/vehicle.ts';
import { processVehiclePhoto } from '../../server/media/photos.ts';
import { inertiaVisit, useTestApp } from '../support/app.ts';
import { resetDatabase } from '../support/db.ts';
import { staffAgent } from '../support/staff.ts';
import { otherSpellings, statusesOf } from './media/spellings.ts';

const { app, prisma } = useTestApp();
const VARIANTS = (id: number) => [
  `/storage/vehiculos/compressed/${id}.jpg`,
  `/storage/vehiculos/thumbs/${id}.jpg`,
  `/storage/vehiculos/og/${id}.jpg`,
  `/storage/vehiculos/responsive/${id}-480.webp`,
  `/storage/vehiculos/responsive/${id}-480.avif`,
];
const cars: Record<'publico' | 'inactivo' | 'borrado' | 'vendidoOculto', { car: number; photo: number }> = {} as never;

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 4, photos: false });
  const ids = (await prisma.coche.findMany({ select: { id: true }, orderBy: { id: 'asc' } })).map((row) => row.id);
  const image = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#1d3b5c' } }).jpeg().toBuffer();
  for (const [i, name] of (['publico', 'inactivo', 'borrado', 'vendidoOculto'] as const).entries()) {
    const photo = await prisma.foto.create({ data: { coche_id: ids[i]!, orden: 1 }, select: { id: true } });
    const { width, height } = await processVehiclePhoto(image, photo.id);
    await prisma.foto.update({ where: { id: photo.id }, data: { width, height } });
    cars[name] = { car: ids[i]!, photo: photo.id };
  }
  await prisma.coche.update({ where: { id: cars.inactivo.car }, data: { activo: false } });
  await prisma.coche.update({ where: { id: cars.borrado.car }, data: { deleted_at: new Date() } });
  // Sold, shown among the sold cars a while, then taken off the site.
  await prisma.coche.update({ where: { id: cars.vendidoOculto.car }, data: { estado_id: ESTADO_VENDIDO, activo: false } });
});

describe('photos of hidden cars', () => {
  it('serves every variant of a public car’s photo', async () => {
    for (const url of VARIANTS(cars.publico.photo)) expect((await request(app).get(url)).status, url).toBe(200);
  });

  it.each(['inactivo', 'borrado', 'vendidoOculto'] as const)('answers 404 to every variant of a %s car’s photo', async (name) => {
    for (const url of VARIANTS(cars[name].photo)) expect((await request(app).get(url)).status, url).toBe(404);
  });

  it.each(['inactivo', 'borrado', 'vendidoOculto'] as const)('answers 404 to every other spelling of a %s car’s photo (L1)', async (name) => {
    const statuses = await statusesOf(app, otherSpellings(cars[name].photo));
    expect(statuses).toEqual(Object.fromEntries(Object.keys(statuses).map((url) => [url, 404])));
  });

  it('knows a photo by one spelling only, a public car’s too', async () => {
    const canonical = `/storage/vehiculos/compressed/${cars.publico.photo}.jpg`;
    const statuses = await statusesOf(app, [canonical, ...otherSpellings(cars.publico.photo)]);
    expect(statuses).toEqual(Object.fromEntries(Object.keys(statuses).map((url) => [url, url === canonical ? 200 : 404])));
  });

  it('lets staff see an inactive car’s photos on its edit page, through signed URLs kept out of shared caches', async () => {
    const { agent } = await staffAgent(app);
    const page = await agent.get(`/dashboard/coches/edit/${cars.inactivo.car}`).set(inertiaVisit);
    const [foto] = page.body.props.fotos as { thumbUrl: string; url: string }[];
    for (const url of [foto!.thumbUrl, foto!.url]) {
      const res = await request(app).get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers['cache-control'], url).toMatch(/^private/);
    }
    const forged = foto!.thumbUrl.replace(/k=[^&]+/, 'k=AAAAAAAAAAAAAAAAAAAAAA');
    expect((await request(app).get(forged)).status).toBe(404);
    const other = `/storage/vehiculos/thumbs/${cars.borrado.photo}.jpg?${foto!.thumbUrl.split('?')[1]}`;
    expect((await request(app).get(other)).status, 'a key opens only its own photo').toBe(404);
  });

  it('shows the photos again once the car is active again', async () => {
    await prisma.coche.update({ where: { id: cars.inactivo.car }, data: { activo: true } });
    // Every instance reads the hidden set again within a second: that second passes on a fake clock.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 1_100);
      expect((await request(app).get(VARIANTS(cars.inactivo.photo)[0]!)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    await prisma.coche.update({ where: { id: cars.inactivo.car }, data: { activo: false } });
  });
});
