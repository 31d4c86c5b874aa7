/**
 * POST /dashboard/coches/add: the create form's bounds (§5, §9), the photo checks by content,
 * the size limits, and a created car that tops the public search with its thumbnail.
 */
import { existsSync } from 'node:fs';
import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { REQUIRED_MESSAGE } from '../../../server/contracts/field-messages.ts';
import { canaryDate } from '../../../server/contracts/canary-date.ts';
import { CREATE_BOUNDS, ENTRY_DATE_MESSAGE, VEHICLE_CREATED_MESSAGE } from '../../../server/contracts/stock-forms.ts';
import { storagePath, vehiclePhotoPaths } from '../../../server/media/storage.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { formatNumber } from '../../../server/contracts/format.ts';
import { resetDatabase } from '../../support/db.ts';
import { runQueuedJobs, waitingJobs } from '../../support/jobs.ts';
import { staffAgent } from '../../support/staff.ts';
import { type Agent, createFields, type Fields, jpeg, photoParts, postMultipart } from './stock-helpers.ts';

const { app, prisma } = useTestApp();
let agent: Agent;
let token: string;
let valid: Fields;

const CREATE = '/dashboard/coches/add';
const min = (value: number) => `El valor mínimo es ${formatNumber(value)}.`;
const max = (value: number) => `El valor máximo es ${formatNumber(value)}.`;

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 6, photos: false });
  ({ agent, token } = await staffAgent(app));
  valid = await createFields(prisma);
});

describe('create page', () => {
  it('renders Add-Vehicle with the lookups', async () => {
    const res = await agent.get(CREATE).set(inertiaVisit);
    expect(res.body.component).toBe('Add-Vehicle');
    const garantias = await prisma.garantia.findMany({ select: { id: true, nombre: true }, orderBy: { nombre: 'asc' } });
    expect(res.body.props.garantias).toEqual(garantias);
    expect(res.body.props.marcas.length).toBe(await prisma.marca.count());
    expect(res.body.props.carrocerias.length).toBeGreaterThan(0);
  });

  it('sends an anonymous visitor to the login and refuses an anonymous post', async () => {
    expect((await request(app).get(CREATE).set('Accept', 'text/html')).headers.location).toBe('/login');
    const res = await request(app).post(CREATE).set('Accept', 'application/json').field('nombre', 'x');
    expect(res.status).toBe(419);
  });
});

describe('create bounds', () => {
  it('writes the bound with a dot for thousands, as the rest of the site does', async () => {
    const res = await postMultipart(agent, token, CREATE, { ...valid, emisiones: 2001 });
    expect(res.body.errors).toEqual({ emisiones: ['El valor máximo es 2.000.'] });
  });

  const cases = Object.entries(CREATE_BOUNDS).filter(([field]) => field !== 'precio' && field !== 'precio_oferta');
  it.each(cases)('%s: just below the minimum and just above the maximum are the field’s error', async (field, bound) => {
    for (const [value, message] of [
      [bound.min - 1, min(bound.min)],
      [bound.max + 1, max(bound.max)],
    ] as const) {
      const res = await postMultipart(agent, token, CREATE, { ...valid, [field]: value });
      expect(res.status, `${field}=${value}`).toBe(422);
      expect(res.body.errors).toEqual({ [field]: [message] });
    }
  });

  it('states the spec’s create bounds', () => {
    expect(CREATE_BOUNDS).toMatchObject({
      kilometros: { min: 1 }, anyo: { min: 1900, max: 2030 }, cilindrada: { min: 1, max: 20000 }, potencia: { min: 1, max: 20000 },
      marchas: { min: 1, max: 18 }, cilindros: { min: 1, max: 18 }, puertas: { min: 1, max: 10 }, plazas: { min: 1, max: 20 }, emisiones: { min: 1, max: 2000 },
    });
  });

  it('refuses negative prices and accepts every bound exactly', async () => {
    for (const field of ['precio', 'precio_oferta']) {
      const res = await postMultipart(agent, token, CREATE, { ...valid, [field]: -1 });
      expect(res.body.errors).toEqual({ [field]: [min(0)] });
    }
    const lows = Object.fromEntries(Object.entries(CREATE_BOUNDS).map(([field, bound]) => [field, bound.min]));
    const highs = Object.fromEntries(Object.entries(CREATE_BOUNDS).map(([field, bound]) => [field, bound.max]));
    for (const bounds of [lows, highs]) {
      const res = await postMultipart(agent, token, CREATE, { ...valid, ...bounds });
      expect(res.status).toBe(201);
      const coche = await prisma.coche.findUniqueOrThrow({ where: { id: res.body.vehID }, select: { year: true, puertas: true, emisiones: true } });
      expect(coche).toEqual({ year: bounds.anyo, puertas: bounds.puertas, emisiones: bounds.emisiones });
    }
  });

  it('names every missing required field, and a text in a number field', async () => {
    const res = await postMultipart(agent, token, CREATE, { eco_id: '', potencia: 'doscientos' });
    expect(res.status).toBe(422);
    const required = ['nombre', 'marcas', 'modelo_id', 'kilometros', 'anyo', 'cilindrada', 'estado_id', 'sede_id', 'precio', 'carroceria_id', 'combustible_id', 'marchas', 'puertas', 'garantia', 'color', 'cambio_id', 'cilindros', 'emisiones', 'plazas'];
    for (const field of required) expect(res.body.errors[field], field).toEqual([REQUIRED_MESSAGE]);
    expect(res.body.errors.potencia).toEqual(['Introduce un número entero.']);
    expect(res.body.errors.eco_id).toBeUndefined();
    expect(res.body.errors.matricula).toBeUndefined();
  });

  it('dates the car’s entry at the save unless the form gives a day, stored as its Canary midnight', async () => {
    const entry = async (vehID: number) => (await prisma.coche.findUniqueOrThrow({ where: { id: vehID }, select: { fecha_entrada: true, registrado_at: true } }));
    const started = Date.now();
    const plain = await postMultipart(agent, token, CREATE, { ...valid, fecha_entrada: '' });
    expect(plain.status).toBe(201);
    expect((await entry(plain.body.vehID)).fecha_entrada.getTime()).toBeGreaterThanOrEqual(started - 1000);
    const today = canaryDate();
    const dated = await postMultipart(agent, token, CREATE, { ...valid, fecha_entrada: today });
    expect(canaryDate((await entry(dated.body.vehID)).fecha_entrada)).toBe(today);
    const earlier = await postMultipart(agent, token, CREATE, { ...valid, fecha_entrada: '2026-01-15' });
    expect(earlier.status).toBe(201);
    const backdated = await entry(earlier.body.vehID);
    expect(backdated.fecha_entrada.toISOString()).toBe('2026-01-15T00:00:00.000Z');
    // Registered now all the same: new to the saved-search alerts.
    expect(backdated.registrado_at.getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect((await postMultipart(agent, token, CREATE, { ...valid, fecha_entrada: '2099-12-31' })).body.errors).toEqual({ fecha_entrada: [ENTRY_DATE_MESSAGE] });
  });

  it('asks for one of the three branches', async () => {
    for (const sede_id of ['4', '0', 'Tarahales']) {
      const res = await postMultipart(agent, token, CREATE, { ...valid, sede_id });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ sede_id: ['Selecciona una opción válida.'] });
    }
  });

  it('refuses a model of another brand on the model field', async () => {
    const other = await prisma.modelo.findFirstOrThrow({ where: { marca_id: { not: Number(valid.marcas) } }, select: { id: true } });
    const res = await postMultipart(agent, token, CREATE, { ...valid, modelo_id: other.id });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ modelo_id: ['Selecciona una opción válida.'] });
  });
});

describe('create photos', () => {
  it('refuses a file that is not an image even when named .jpg, and creates nothing', async () => {
    const before = await prisma.coche.count();
    const fake = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'.repeat(50));
    const parts = photoParts([await jpeg(), fake], ['buena.jpg', 'factura.jpg']);
    const res = await postMultipart(agent, token, CREATE, { ...valid, ...parts.fields }, parts.uploads);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ fotos: ['factura.jpg: Formato de imagen no admitido. Usa JPEG, PNG o WebP.'] });
    expect(await prisma.coche.count()).toBe(before);
  });

  it('answers a 50 MB file with 413 and a Spanish message', async () => {
    const before = await prisma.coche.count();
    const res = await postMultipart(agent, token, CREATE, valid, [{ field: 'fotos[0][file]', data: Buffer.alloc(50 * 1024 * 1024, 0xff), name: 'enorme.jpg' }]);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Una foto supera el tamaño máximo de 20 MB.' });
    expect(await prisma.coche.count()).toBe(before);
  });

  it('refuses a decompression bomb (a small PNG of 56 megapixels) by its header', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const parts = photoParts([bomb], ['bomba.png']);
    const res = await postMultipart(agent, token, CREATE, { ...valid, ...parts.fields }, parts.uploads);
    expect(res.status).toBe(422);
    expect(res.body.errors.fotos).toEqual(['bomba.png: La imagen es demasiado grande (máximo 50 megapíxeles). Redúcela e inténtalo de nuevo.']);
  });

  it('refuses files in other fields', async () => {
    const res = await postMultipart(agent, token, CREATE, valid, [{ field: 'avatar', data: await jpeg(), name: 'a.jpg' }]);
    expect(res.status).toBe(400);
  });
});

describe('a created car', () => {
  it('is stored with its photos, slug and first price, and tops the public search with its thumbnail', async () => {
    const photos = await Promise.all(['#aa0000', '#00aa00', '#0000aa'].map((colour) => jpeg(1600, 1067, colour)));
    const parts = photoParts(photos);
    const fields = { ...valid, nombre: 'Nuevo Único', ...parts.fields, 'fotos[0][order]': 2, 'fotos[2][order]': 0 };
    const res = await postMultipart(agent, token, CREATE, fields, parts.uploads);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: VEHICLE_CREATED_MESSAGE, vehID: expect.any(Number) });

    const coche = await prisma.coche.findUniqueOrThrow({
      where: { id: res.body.vehID },
      select: { slug: true, sede_id: true, marca: { select: { nombre: true } }, modelo: { select: { nombre: true } }, fotos: { select: { id: true, orden: true, width: true }, orderBy: { id: 'asc' } }, precios: { select: { precio: true, user: { select: { email: true } } } } },
    });
    expect(coche.slug).toMatch(/-nuevo-unico$/);
    expect(coche.sede_id).toBe(2);
    expect(coche.fotos.map((foto) => foto.orden)).toEqual([2, 1, 0]);
    expect(coche.precios).toEqual([{ precio: 34900, user: { email: 'admin@gtcars.es' } }]);

    // The answer came before any variant: each photo is processing, its original kept privately, its job queued.
    expect(coche.fotos.every((foto) => foto.width === null)).toBe(true);
    for (const foto of coche.fotos) expect(existsSync(storagePath(vehiclePhotoPaths(foto.id).original))).toBe(true);
    const queued = (await waitingJobs('photo-variants')).map((job) => (job.data as { photoId: number }).photoId);
    expect(queued.sort((a, b) => a - b)).toEqual(coche.fotos.map((foto) => foto.id));
    const listed = (await request(app).get('/buscar').set(inertiaVisit)).body.props.entradas.data[0];
    expect(listed).toMatchObject({ id: res.body.vehID, thumbnailUrl: expect.stringContaining('default') });
    expect((await request(app).get(`/vehiculo/${coche.slug}`).set(inertiaVisit)).body.props.fotos).toEqual([]);

    expect(await runQueuedJobs('photo-variants')).toBe(3);
    const processed = await prisma.foto.findMany({ where: { coche_id: res.body.vehID }, select: { id: true, width: true, height: true } });
    expect(processed.every((foto) => foto.width === 1600 && foto.height === 1067)).toBe(true);
    for (const foto of processed) {
      expect(existsSync(storagePath(vehiclePhotoPaths(foto.id).thumb))).toBe(true);
      expect(existsSync(storagePath(vehiclePhotoPaths(foto.id).original))).toBe(false);
    }

    const buscar = await request(app).get('/buscar').set(inertiaVisit);
    const first = buscar.body.props.entradas.data[0];
    expect(first).toMatchObject({ id: res.body.vehID, slug: coche.slug, thumbnailUrl: `/storage/vehiculos/thumbs/${coche.fotos[2]!.id}.jpg` });
    const thumb = await request(app).get(first.thumbnailUrl);
    expect(thumb.status).toBe(200);
    expect(thumb.headers['cache-control']).toContain('immutable');

    const again = await postMultipart(agent, token, CREATE, { ...valid, nombre: 'Nuevo Único' });
    const slug = (await prisma.coche.findUniqueOrThrow({ where: { id: again.body.vehID }, select: { slug: true } })).slug;
    expect(slug).toBe(`${coche.slug}-2`);
  });
});
