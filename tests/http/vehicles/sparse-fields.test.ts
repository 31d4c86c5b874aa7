/**
 * M1 of the security review: a field name such as order[500000000] made multer build a sparse
 * array of that length, and the form's later walk over it froze the process for seconds. Every
 * multipart parser now refuses an array index past what its form needs, and a deep name, with a
 * 4xx before any handler runs; the car is left as it was.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { staffAgent } from '../../support/staff.ts';
import type { Agent } from './stock-helpers.ts';

const { app, prisma } = useTestApp();
let agent: Agent;
let token: string;
let carId: number;

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 2, photos: false });
  ({ agent, token } = await staffAgent(app));
  ({ id: carId } = await prisma.coche.findFirstOrThrow({ select: { id: true }, orderBy: { id: 'asc' } }));
});

const post = (url: string, name: string) =>
  agent.post(url).set({ 'X-XSRF-TOKEN': token, Accept: 'application/json' }).field(name, '1').field('nombre', 'Nuevo nombre');

describe('multipart field names', () => {
  it.each([
    ['the vehicle form', () => `/dashboard/coches/edit/${carId}`, 'order[500000000]'],
    ['the vehicle form’s photo order', () => `/dashboard/coches/edit/${carId}`, 'fotos[500000000][order]'],
    ['a deep name on the vehicle form', () => `/dashboard/coches/edit/${carId}`, 'a[b][c][d][e]'],
    ['the new-car form', () => '/dashboard/coches/add', 'marcas[100000000]'],
    ['the video upload', () => '/upload-video', 'coche_id[100000000]'],
    ['the banner form', () => '/dashboard/banners', 'order[100000000]'],
  ])('%s refuses %s with a 4xx and changes nothing', async (_form, url, name) => {
    const before = await prisma.coche.findUniqueOrThrow({ where: { id: carId }, select: { nombre: true, updated_at: true } });
    const res = await post(url(), name);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.message).toBe('El formulario enviado no es válido.');
    expect(await prisma.coche.findUniqueOrThrow({ where: { id: carId }, select: { nombre: true, updated_at: true } })).toEqual(before);
    expect(await prisma.banner.count()).toBe(3);
  });

  it('answers such a name in under 200 ms (the fastest of three tries: it froze the process for 8.6 s)', async () => {
    const times: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const started = performance.now();
      const res = await post(`/dashboard/coches/edit/${carId}`, 'order[500000000]');
      times.push(performance.now() - started);
      expect(res.status).toBe(400);
    }
    expect(Math.min(...times)).toBeLessThan(200);
  });

  it('still takes the photo order names the form sends (fotos[0][order])', async () => {
    const res = await post(`/dashboard/coches/edit/${carId}`, 'fotos[0][order]');
    expect(res.status).toBe(422);
  });
});

describe('urlencoded bodies', () => {
  it('refuses a form with hundreds of fields with 413 before any handler runs', async () => {
    const body = Array.from({ length: 300 }, (_, i) => `campo${i}=1`).join('&');
    const res = await agent.post('/logout').set({ 'X-XSRF-TOKEN': token, Accept: 'application/json' }).type('form').send(body);
    expect(res.status).toBe(413);
    expect((await agent.get('/dashboard').set('Accept', 'text/html')).status).toBe(200);
  });
});
