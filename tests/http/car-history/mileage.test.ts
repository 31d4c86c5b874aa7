/**
 * A car's odometer readings and its DGT report ('Kilómetros'): staff enter readings, one below an
 * earlier reading keeps the car off the site until it is explained (the edit form says why), and
 * the car page shows the readings with their explanations. The report is a PDF checked by its
 * content, private until staff make it public, and public only while the car is.
 */
import { readdir } from 'node:fs/promises';
import request from 'supertest';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { hashPassword } from '../../../server/features/auth/passwords.ts';
import { uploadTempDir } from '../../../server/media/videos.ts';
import { dgtReportPath } from '../../../server/media/storage.ts';
import { mediaStore } from '../../../server/media/store/media-store.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { staffAgent } from '../../support/staff.ts';
import { createFields, editFields, jpeg, postMultipart, type Fields } from '../vehicles/stock-helpers.ts';

const { app, prisma } = useTestApp();
let admin: Awaited<ReturnType<typeof staffAgent>>;
let seller: Awaited<ReturnType<typeof staffAgent>>;
let form: Fields;
let car: { id: number; slug: string };
const SELLER = { email: 'nayra@gtcars.es', password: 'nayra-ventas-2026' };

/** A PDF of one empty page, as a PDF writer ends it. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 1, photos: false });
  await prisma.user.create({ data: { name: 'Nayra Ventas', email: SELLER.email, password: await hashPassword(SELLER.password), rol: 'ventas', email_verified_at: new Date() } });
  // The media store outlives the database between runs: the reports of an earlier run go.
  await mediaStore().remove((await mediaStore().list('privado/informes/')).map((item) => item.key));
  admin = await staffAgent(app);
  seller = await staffAgent(app, SELLER);
  form = await createFields(prisma, { matricula: '1234 KMS' });
  const created = await postMultipart(admin.agent, admin.token, '/dashboard/coches/add', form);
  car = await prisma.coche.findUniqueOrThrow({ where: { id: created.body.vehID }, select: { id: true, slug: true } });
});

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-20T10:00:00Z'), toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

const send = (who: typeof admin, method: 'post' | 'delete', url: string, body: Record<string, unknown> = {}) =>
  who.agent[method](url).set({ ...inertiaVisit, 'X-CSRF-TOKEN': who.token, Referer: url }).send(body);
const page = async (who: typeof admin, url: string) => (await who.agent.get(url).set(inertiaVisit)).body.props;
const kilometros = () => `/dashboard/coches/${car.id}/kilometros`;
const setPublic = (activo: boolean) => postMultipart(admin.agent, admin.token, `/dashboard/coches/edit/${car.id}`, editFields(form, { activo: activo ? 1 : 0 }));
const readings = () => prisma.lecturaKm.findMany({ where: { coche_id: car.id }, orderBy: [{ fecha: 'asc' }, { id: 'asc' }], select: { km: true, fuente: true, explicacion: true, user_id: true } });
const publicProps = async () => (await request(app).get(`/vehiculo/${car.slug}`).set(inertiaVisit)).body.props;

describe('the readings', () => {
  it('are entered by any staff member, and a bad one is refused whole with each field’s message', async () => {
    await setPublic(false);
    const refused = await send(seller, 'post', kilometros(), { fecha: '2026-12-01', km: 'mucho', fuente: 'notario' });
    expect(refused.status).toBe(302);
    const { errors } = await page(seller, kilometros());
    expect(errors).toEqual({ fecha: 'Fecha no válida: desde 1990 y no posterior a hoy.', km: 'Introduce un número entero.', fuente: 'Elige de dónde sale la lectura.' });
    expect(await readings()).toEqual([]);

    await send(seller, 'post', kilometros(), { fecha: '2022-03-01', km: '60000', fuente: 'itv', explicacion: '' });
    const props = await page(seller, kilometros());
    expect(props.flash).toMatchObject({ message: 'Lectura añadida.', bg: 'green' });
    expect(props.lecturas).toEqual([{ id: expect.any(Number), fecha: '2022-03-01', km: 60000, fuente: 'itv', explicacion: null, sin_explicar: false, autor: 'Nayra Ventas' }]);
    expect(props.coche).toMatchObject({ id: car.id, publico: false, editar: `/dashboard/coches/edit/${car.id}` });
  });

  it('keep a car with an unexplained drop off the site: the edit form says why, until staff explain it', async () => {
    await send(admin, 'post', kilometros(), { fecha: '2024-03-01', km: '41000', fuente: 'taller' });
    const { lecturas } = await page(admin, kilometros());
    expect(lecturas.map((lectura: { km: number; sin_explicar: boolean }) => [lectura.km, lectura.sin_explicar])).toEqual([[60000, false], [41000, true]]);
    expect((await page(admin, `/dashboard/coches/edit/${car.id}`)).km_sin_explicar).toBe(true);

    const blocked = await setPublic(true);
    expect(blocked.status).toBe(422);
    expect(blocked.body.errors.activo).toEqual(['No se puede publicar: tiene una lectura de kilómetros menor que otra anterior sin explicar. Explícala en «Kilómetros».']);
    expect((await prisma.coche.findUniqueOrThrow({ where: { id: car.id } })).activo).toBe(false);
    expect((await request(app).get(`/vehiculo/${car.slug}`)).status).toBe(404);

    const lower = lecturas[1];
    await send(admin, 'post', `/dashboard/kilometros/${lower.id}/explicacion`, { explicacion: '  ' });
    expect((await page(admin, kilometros())).errors.explicacion).toBe('Este campo es obligatorio.');
    await send(admin, 'post', `/dashboard/kilometros/${lower.id}/explicacion`, { explicacion: 'Cuadro de instrumentos sustituido en el servicio oficial (factura en el informe).' });
    expect((await page(admin, `/dashboard/coches/edit/${car.id}`)).km_sin_explicar).toBe(false);
    expect((await setPublic(true)).status).toBe(200);
    expect((await prisma.coche.findUniqueOrThrow({ where: { id: car.id } })).activo).toBe(true);
  });

  it('refuse a public car a new drop without its explanation, and a delete that would leave one', async () => {
    const refused = await send(admin, 'post', kilometros(), { fecha: '2025-03-01', km: '40000', fuente: 'dgt' });
    expect(refused.status).toBe(302);
    expect((await page(admin, kilometros())).errors.explicacion).toMatch(/^Esta lectura es menor que una anterior y el coche está en la web/);
    expect(await readings()).toHaveLength(2);

    await send(admin, 'post', kilometros(), { fecha: '2025-03-01', km: '52000', fuente: 'dgt' });
    const explained = (await page(admin, kilometros())).lecturas[1];
    const kept = await send(admin, 'delete', `/dashboard/kilometros/${explained.id}`);
    expect(kept.status).toBe(303);
    expect((await page(admin, kilometros())).flash).toMatchObject({ bg: 'red', message: expect.stringMatching(/^Sin esta lectura, otra posterior quedaría por debajo/) });
    expect(await readings()).toEqual([
      { km: 60000, fuente: 'itv', explicacion: null, user_id: expect.any(Number) },
      { km: 41000, fuente: 'taller', explicacion: 'Cuadro de instrumentos sustituido en el servicio oficial (factura en el informe).', user_id: expect.any(Number) },
      { km: 52000, fuente: 'dgt', explicacion: null, user_id: expect.any(Number) },
    ]);
  });

  it('show on the car page by day, each explanation beside its reading', async () => {
    expect((await publicProps()).lecturas_km).toEqual([
      { fecha: '2022-03-01', km: 60000, fuente: 'itv', explicacion: null },
      { fecha: '2024-03-01', km: 41000, fuente: 'taller', explicacion: 'Cuadro de instrumentos sustituido en el servicio oficial (factura en el informe).' },
      { fecha: '2025-03-01', km: 52000, fuente: 'dgt', explicacion: null },
    ]);
  });
});

describe('the DGT report', () => {
  const upload = (data: Buffer, name: string) => admin.agent.post(`/dashboard/coches/${car.id}/informe-dgt`).set({ ...inertiaVisit, 'X-CSRF-TOKEN': admin.token, Referer: kilometros() }).attach('informe', data, name);
  const publicReport = () => request(app).get(`/vehiculo/${car.slug}/informe-dgt.pdf`);
  const staffReport = (who = admin) => who.agent.get(`/dashboard/coches/${car.id}/informe-dgt.pdf`);
  const storedReports = async () => (await mediaStore().list('privado/informes/')).map((item) => item.key).sort();

  it('is refused when it is no PDF by content, leaving no row, no file and no temp file behind', async () => {
    expect((await upload(await jpeg(40, 30), 'informe.pdf')).status).toBe(302);
    expect((await page(admin, kilometros())).errors.informe).toBe('El archivo no es un PDF.');
    expect(await prisma.informeDgt.count()).toBe(0);
    expect(await storedReports()).toEqual([]);
    expect(await readdir(uploadTempDir())).toEqual([]);
  });

  it('is private when uploaded: staff read it, the car page neither links nor serves it', async () => {
    expect((await upload(PDF, 'informe-dgt.pdf')).status).toBe(302);
    const { informe, flash } = await page(admin, kilometros());
    expect(flash).toMatchObject({ message: 'Informe de la DGT guardado. Es privado hasta que lo hagas público.' });
    expect(informe).toEqual({ url: `/dashboard/coches/${car.id}/informe-dgt.pdf`, bytes: PDF.length, publico: false, subido: expect.any(String) });
    const row = await prisma.informeDgt.findUniqueOrThrow({ where: { coche_id: car.id } });
    expect(await storedReports()).toEqual([dgtReportPath(row)]);

    const staff = await staffReport(seller);
    expect(staff.status).toBe(200);
    expect(staff.headers['content-type']).toBe('application/pdf');
    expect(staff.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.from(staff.body).equals(PDF)).toBe(true);
    expect((await publicReport()).status).toBe(404);
    expect((await publicProps()).informe_dgt).toBeNull();
    expect((await request(app).get(`/dashboard/coches/${car.id}/informe-dgt.pdf`)).status).not.toBe(200);
  });

  it('is public with the switch, and only while the car is on the site', async () => {
    await send(admin, 'post', `/dashboard/coches/${car.id}/informe-dgt/publico`, { publico: true });
    expect((await publicProps()).informe_dgt).toBe(`/vehiculo/${car.slug}/informe-dgt.pdf`);
    const served = await publicReport();
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['set-cookie']).toBeUndefined();

    await setPublic(false);
    expect((await publicReport()).status).toBe(404);
    expect((await staffReport()).status).toBe(200);
    await setPublic(true);
    expect((await publicReport()).status).toBe(200);
  });

  it('is replaced whole, its old file gone, and deleted with its file', async () => {
    const before = await prisma.informeDgt.findUniqueOrThrow({ where: { coche_id: car.id } });
    const second = Buffer.concat([PDF, Buffer.from('% segunda versión\n%%EOF\n', 'latin1')]);
    await upload(second, 'informe-2.pdf');
    const after = await prisma.informeDgt.findUniqueOrThrow({ where: { coche_id: car.id } });
    expect(after).toMatchObject({ publico: true, bytes: second.length });
    expect(await storedReports()).toEqual([dgtReportPath(after)]);
    expect(after.clave).not.toBe(before.clave);

    await send(admin, 'delete', `/dashboard/coches/${car.id}/informe-dgt`);
    expect(await prisma.informeDgt.count()).toBe(0);
    expect(await storedReports()).toEqual([]);
    expect((await publicReport()).status).toBe(404);
  });
});

describe('the demo seed', () => {
  it('gives most cars 2–4 readings in order, ending with its intake at the advertised km, and one an explained slip', async () => {
    await resetDatabase(prisma);
    await seedDemo(prisma, { vehicles: 10, photos: false });
    const cars = await prisma.coche.findMany({ select: { id: true, kilometros: true, lecturas_km: { orderBy: [{ fecha: 'asc' }, { id: 'asc' }], select: { km: true, fuente: true, explicacion: true } } } });
    const read = cars.filter((coche) => coche.lecturas_km.length > 0);
    expect(read.length).toBeGreaterThanOrEqual(cars.length / 2);
    for (const coche of read) {
      expect(coche.lecturas_km.length).toBeGreaterThanOrEqual(2);
      expect(coche.lecturas_km.length).toBeLessThanOrEqual(4);
      expect(coche.lecturas_km.at(-1)).toEqual({ km: Math.round(coche.kilometros / 10) * 10, fuente: 'entrada', explicacion: null });
    }
    const explained = read.flatMap((coche) => coche.lecturas_km.filter((lectura) => lectura.explicacion));
    expect(explained).toEqual([{ km: expect.any(Number), fuente: 'taller', explicacion: expect.stringMatching(/^El taller anotó [\d.]+ km en la factura en lugar de [\d.]+/) }]);
    const flagged = await prisma.$queryRaw<{ flagged: bigint }[]>`SELECT count(*) FILTER (WHERE coche_km_sin_explicar(id)) AS flagged FROM coches`;
    expect(flagged).toEqual([{ flagged: 0n }]);
  });
});
