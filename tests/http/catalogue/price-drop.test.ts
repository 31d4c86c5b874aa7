/**
 * 'Precio rebajado' from the price history (art. 20 TRLGDCU): staff save a price, the car's history
 * decides whether the public sees a reduction and which previous price is struck through: the
 * lowest of the 30 days before the cut. Rows are backdated here to build each case.
 */
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BuscarProps, VehicleProps } from '../../../server/contracts/pages.ts';
import { seedDemo } from '../../../prisma/seed.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { staffAgent } from '../../support/staff.ts';
import { type Agent, createFields, editFields, type Fields, postMultipart } from '../vehicles/stock-helpers.ts';

const { app, prisma } = useTestApp();
let agent: Agent;
let token: string;
let form: Fields;
let car: { id: number; slug: string };

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 4, photos: false });
  ({ agent, token } = await staffAgent(app));
  const create = await createFields(prisma);
  const res = await postMultipart(agent, token, '/dashboard/coches/add', { ...create, nombre: 'Rebajado', precio_oferta: '' });
  car = await prisma.coche.findUniqueOrThrow({ where: { id: res.body.vehID }, select: { id: true, slug: true } });
  form = editFields(create, { nombre: 'Rebajado', precio_oferta: '' });
});

/** The car's history replaced by these [days ago, cash price] rows, its price the last one's. */
async function history(...rows: [number, number][]) {
  await prisma.precioHistorial.deleteMany({ where: { coche_id: car.id } });
  await prisma.precioHistorial.createMany({ data: rows.map(([days, precio]) => ({ coche_id: car.id, precio, created_at: daysAgo(days) })) });
  await prisma.coche.update({ where: { id: car.id }, data: { precio: rows.at(-1)![1], precio_anterior: null } });
}

async function save(fields: Fields) {
  const res = await postMultipart(agent, token, `/dashboard/coches/edit/${car.id}`, { ...form, ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** What the public sees: the car's card on /buscar and its page. */
async function shown() {
  const cards = (await request(app).get('/buscar?sort_by=newest').set(inertiaVisit)).body.props as BuscarProps;
  const page = (await request(app).get(`/vehiculo/${car.slug}`).set(inertiaVisit)).body.props as VehicleProps;
  const card = cards.entradas.data.find((entry) => entry.id === car.id)!;
  expect(card.precioAnterior).toBe(page.coche.precioAnterior);
  return { precio: card.precio, before: card.precioAnterior };
}

beforeEach(async () => {
  await prisma.coche.update({ where: { id: car.id }, data: { estado_id: 1, created_at: new Date() } });
});

describe('a price cut', () => {
  it('strikes through the lowest price of the 30 days before it', async () => {
    // 30.000 until 20 days ago (so in force when the 30 days began), then 31.000; now cut to 29.000.
    await history([40, 30_000], [20, 31_000]);
    await save({ precio: 29_000 });
    expect(await shown()).toEqual({ precio: 29_000, before: 30_000 });
    expect(await prisma.coche.findUniqueOrThrow({ where: { id: car.id }, select: { precio_anterior: true } })).toEqual({ precio_anterior: 30_000 });
  });

  it('forgets a price that ended before the 30 days', async () => {
    await history([60, 25_000], [45, 31_000]);
    await save({ precio: 29_000 });
    expect(await shown()).toEqual({ precio: 29_000, before: 31_000 });
  });

  it('shows no reduction after a rise, or a "cut" to a price still above the lowest of the 30 days', async () => {
    await history([40, 30_000], [10, 32_000]);
    await save({ precio: 31_000 });
    expect(await shown()).toEqual({ precio: 31_000, before: null });
    await save({ precio: 33_000 });
    expect(await shown()).toEqual({ precio: 33_000, before: null });
  });

  it('keeps the reduction when staff then change only the financing price', async () => {
    await history([40, 30_000]);
    await save({ precio: 28_000 });
    expect(await shown()).toEqual({ precio: 28_000, before: 30_000 });
    await save({ precio: 28_000, precio_oferta: 27_000 });
    expect(await prisma.precioHistorial.count({ where: { coche_id: car.id } })).toBe(3);
    expect(await shown()).toEqual({ precio: 28_000, before: 30_000 });
  });

  it('shows nothing for a car without an earlier price, nor once the car is sold', async () => {
    await history([5, 30_000]);
    await save({ precio: 30_000, precio_oferta: 29_000 });
    expect(await shown()).toEqual({ precio: 30_000, before: null });

    await history([40, 30_000]);
    await save({ precio: 27_000, estado_id: 3 });
    const sold = (await request(app).get('/buscar?vendidos=1').set(inertiaVisit)).body.props as BuscarProps;
    expect(sold.entradas.data.find((entry) => entry.id === car.id)?.precioAnterior).toBeNull();
  });
});
