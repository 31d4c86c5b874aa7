/**
 * The staff's view of the cars' history: the vehicle list filters the cars without an inspection,
 * with a drop in their readings still unexplained, or with points their inspection left to
 * watch, and the panel counts each (cars in stock, the sold ones aside), linking to the list.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { staffAgent } from '../../support/staff.ts';

const { app, prisma } = useTestApp();
let admin: Awaited<ReturnType<typeof staffAgent>>;
const ids: Record<'uninspected' | 'watched' | 'flagged' | 'clean' | 'sold', number> = { uninspected: 0, watched: 0, flagged: 0, clean: 0, sold: 0 };

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 5, photos: false });
  const cars = await prisma.coche.findMany({ select: { id: true }, orderBy: { id: 'asc' } });
  [ids.uninspected, ids.watched, ids.flagged, ids.clean, ids.sold] = cars.map((car) => car.id) as [number, number, number, number, number];
  await prisma.lecturaKm.deleteMany();
  await prisma.inspeccion.deleteMany();
  await prisma.coche.updateMany({ data: { estado_id: 1, activo: true } });
  await prisma.coche.update({ where: { id: ids.sold }, data: { estado_id: 3 } });
  const points = await prisma.inspeccionPunto.findMany({ where: { activo: true }, select: { id: true, clave: true } });
  for (const id of [ids.watched, ids.flagged, ids.clean]) {
    await prisma.inspeccion.create({
      data: {
        coche_id: id,
        inspector: 'Taller',
        fecha: new Date('2026-11-02T00:00:00Z'),
        resultados: { create: points.map((point) => ({ punto_id: point.id, estado: id === ids.watched && point.clave === 'bateria' ? 'atencion' : 'ok' })) },
      },
    });
  }
  await prisma.coche.update({ where: { id: ids.flagged }, data: { activo: false } });
  await prisma.lecturaKm.createMany({
    data: [
      { coche_id: ids.flagged, fecha: new Date('2023-01-10T00:00:00Z'), km: 50_000, fuente: 'itv' },
      { coche_id: ids.flagged, fecha: new Date('2024-01-10T00:00:00Z'), km: 20_000, fuente: 'taller' },
      { coche_id: ids.clean, fecha: new Date('2024-01-10T00:00:00Z'), km: 20_000, fuente: 'itv' },
    ],
  });
  admin = await staffAgent(app);
});

const listed = async (query: string) => {
  const { props } = (await admin.agent.get(`/dashboard/vehiculos?${query}`).set(inertiaVisit)).body;
  return { ids: props.coches.data.map((row: { id: number }) => row.id).sort(), filters: props.filters };
};

describe('the vehicle list’s history filter', () => {
  it('lists the cars without an inspection, with an unexplained drop, or with points to watch', async () => {
    expect(await listed('historial=sin_inspeccion')).toMatchObject({ ids: [ids.uninspected], filters: { historial: 'sin_inspeccion' } });
    expect((await listed('historial=sin_inspeccion&estados=1,2,3')).ids).toEqual([ids.uninspected, ids.sold]);
    expect((await listed('historial=km_sin_explicar')).ids).toEqual([ids.flagged]);
    expect((await listed('historial=a_vigilar')).ids).toEqual([ids.watched]);
    expect(await listed('historial=otro')).toMatchObject({ ids: [ids.uninspected, ids.watched, ids.flagged, ids.clean].sort(), filters: { historial: null } });
  });

  it('exports what it lists', async () => {
    const csv = (await admin.agent.get('/dashboard/vehiculos/exportar?historial=km_sin_explicar')).text;
    expect(csv.trim().split('\n')).toHaveLength(2);
  });
});

describe('the panel', () => {
  it('counts the cars in stock under each filter, linking to the list', async () => {
    const { props } = (await admin.agent.get('/dashboard').set(inertiaVisit)).body;
    expect(props.historial).toEqual({ sin_inspeccion: 1, km_sin_explicar: 1, a_vigilar: 1 });
    await prisma.lecturaKm.updateMany({ where: { coche_id: ids.flagged, km: 20_000 }, data: { explicacion: 'Error de anotación del taller.' } });
    expect((await admin.agent.get('/dashboard').set(inertiaVisit)).body.props.historial.km_sin_explicar).toBe(0);
  });
});
