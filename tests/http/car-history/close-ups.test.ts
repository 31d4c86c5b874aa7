/**
 * A car's close-ups: an inspection point's photo and an imperfection's. Checked by content when
 * uploaded, made by the 'detail-photo' job, shown on the car page (the checklist, the hotspot's
 * note) under a random name, and removed with their files when replaced or deleted.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { tendUploads } from '../../../server/jobs/uploads.ts';
import { detailPhotoPaths } from '../../../server/media/storage.ts';
import { mediaStore } from '../../../server/media/store/media-store.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { runQueuedJobs } from '../../support/jobs.ts';
import { staffAgent } from '../../support/staff.ts';
import { jpeg } from '../vehicles/stock-helpers.ts';

const { app, prisma } = useTestApp();
let admin: Awaited<ReturnType<typeof staffAgent>>;
let car: { id: number; slug: string };
let photo: number;
let battery: number;

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 1, photos: false });
  car = await prisma.coche.findFirstOrThrow({ select: { id: true, slug: true } });
  await prisma.inspeccion.deleteMany();
  photo = (await prisma.foto.create({ data: { coche_id: car.id, orden: 1, width: 1600, height: 1067 } })).id;
  battery = (await prisma.inspeccionPunto.findFirstOrThrow({ where: { clave: 'bateria' } })).id;
  admin = await staffAgent(app);
});

const upload = (url: string, file: Buffer, name: string, fields: Record<string, string> = {}) => {
  let req = admin.agent.post(url).set({ ...inertiaVisit, 'X-CSRF-TOKEN': admin.token });
  for (const [key, value] of Object.entries(fields)) req = req.field(key, value);
  return req.attach('foto', file, name);
};
const pointPhoto = () => `/dashboard/coches/${car.id}/inspeccion/${battery}/foto`;
const inspectionProps = async () => (await admin.agent.get(`/dashboard/coches/${car.id}/inspeccion`).set(inertiaVisit)).body.props;
const stored = async () => (await mediaStore().list('vehiculos/detalles/')).map((item) => item.key).sort();

describe('an inspection point’s close-up', () => {
  it('waits for the inspection to be saved', async () => {
    await upload(pointPhoto(), await jpeg(800, 600), 'bateria.jpg');
    expect((await inspectionProps()).flash).toMatchObject({ bg: 'red', message: 'Guarda la inspección con este punto antes de añadirle una foto.' });
    expect(await prisma.cocheDetalle.count()).toBe(0);
  });

  it('is refused when it is no image, and made by its job when it is one, then shown in the checklist', async () => {
    const points = await prisma.inspeccionPunto.findMany({ where: { activo: true }, select: { id: true, medida: true } });
    await prisma.inspeccion.create({
      data: {
        coche_id: car.id,
        inspector: 'Taller',
        fecha: new Date('2026-11-02T00:00:00Z'),
        resultados: { create: points.map((point) => ({ punto_id: point.id, estado: point.id === battery ? 'atencion' : 'ok', valor: point.medida === 'mm' ? 6 : point.medida === '%' ? 70 : null })) },
      },
    });
    await upload(pointPhoto(), Buffer.from('no soy una foto'), 'bateria.jpg');
    expect((await inspectionProps()).errors.foto).toBeTruthy();
    expect(await prisma.cocheDetalle.count()).toBe(0);

    await upload(pointPhoto(), await jpeg(800, 600), 'bateria.jpg');
    expect((await inspectionProps()).fotos).toEqual({ [battery]: { thumbUrl: null, error: null } });
    expect(await runQueuedJobs('detail-photo')).toBe(1);
    const detail = await prisma.cocheDetalle.findFirstOrThrow();
    expect(detail).toMatchObject({ coche_id: car.id, width: 800, height: 600, error: null });
    const paths = detailPhotoPaths(detail);
    expect(await stored()).toEqual([paths.thumb, paths.photo].sort());
    expect(await mediaStore().exists(paths.original)).toBe(false);

    const checklist = (await request(app).get(`/vehiculo/${car.slug}/inspeccion`)).body;
    const point = checklist.secciones.flatMap((seccion: { puntos: { nombre: string; foto: unknown }[] }) => seccion.puntos).find((each: { nombre: string }) => each.nombre === 'Batería');
    expect(point.foto).toEqual({ url: `/storage/${paths.photo}`, thumbUrl: `/storage/${paths.thumb}` });
    expect((await request(app).get(point.foto.url)).status).toBe(200);
  });

  it('is replaced whole, and removed with its files', async () => {
    const before = await prisma.cocheDetalle.findFirstOrThrow();
    await upload(pointPhoto(), await jpeg(640, 480, '#603020'), 'otra.jpg');
    await runQueuedJobs('detail-photo');
    const after = await prisma.cocheDetalle.findFirstOrThrow();
    expect(after.id).not.toBe(before.id);
    expect(await stored()).toEqual(Object.values(detailPhotoPaths(after)).filter((key) => key.startsWith('vehiculos/')).sort());

    await admin.agent.delete(pointPhoto()).set({ ...inertiaVisit, 'X-CSRF-TOKEN': admin.token });
    expect(await prisma.cocheDetalle.count()).toBe(0);
    expect(await stored()).toEqual([]);
  });
});

describe('an imperfection’s close-up', () => {
  it('goes with the mark, and shows in the hotspot’s note once made', async () => {
    await upload(`/dashboard/fotos/${photo}/imperfecciones`, await jpeg(900, 600), 'detalle.jpg', { x: '0.4', y: '0.5', nota: 'Arañazo leve en la puerta.' });
    await runQueuedJobs('detail-photo');
    const detail = await prisma.cocheDetalle.findFirstOrThrow();
    const paths = detailPhotoPaths(detail);
    const [mark] = (await request(app).get(`/vehiculo/${car.slug}`).set(inertiaVisit)).body.props.imperfecciones;
    expect(mark).toEqual({ foto_id: photo, x: 0.4, y: 0.5, nota: 'Arañazo leve en la puerta.', foto: { url: `/storage/${paths.photo}`, thumbUrl: `/storage/${paths.thumb}` } });

    const { id } = await prisma.imperfeccion.findFirstOrThrow();
    await admin.agent.delete(`/dashboard/imperfecciones/${id}`).set({ ...inertiaVisit, 'X-CSRF-TOKEN': admin.token });
    expect(await prisma.cocheDetalle.count()).toBe(0);
    expect(await stored()).toEqual([]);
  });
});

describe('the hourly housekeeping', () => {
  it('removes the close-ups nothing shows and the report files no report names, once past their grace', async () => {
    const clave = 'a'.repeat(24);
    const orphan = await prisma.cocheDetalle.create({ data: { coche_id: car.id, clave, width: 10, height: 10, created_at: new Date(Date.now() - 2 * 60 * 60_000) } });
    const paths = detailPhotoPaths(orphan);
    await mediaStore().put(paths.photo, await jpeg(10, 10), 'image/jpeg');
    await mediaStore().put(`privado/informes/${car.id}-${clave}.pdf`, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
    await tendUploads(Date.now() + 2 * 60 * 60_000);
    expect(await prisma.cocheDetalle.count({ where: { id: orphan.id } })).toBe(0);
    expect(await mediaStore().exists(paths.photo)).toBe(false);
    expect(await mediaStore().exists(`privado/informes/${car.id}-${clave}.pdf`)).toBe(false);
  });
});
