/**
 * 'Coches similares' at the end of a car's page: four unsold public cars of the same body type or
 * brand, available before reserved, then by the closest effective price, never the car itself.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { VehicleProps } from '../../../server/contracts/pages.ts';
import { seedDemo } from '../../../prisma/seed.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';

const { app, prisma } = useTestApp();

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 40, photos: false });
});

const page = async (slug: string) => (await request(app).get(`/vehiculo/${slug}`).set(inertiaVisit)).body.props as VehicleProps;

/** The four similar cars worked out here from every car's columns. */
async function expectedSimilar(id: number): Promise<number[]> {
  const cars = await prisma.coche.findMany({ select: { id: true, marca_id: true, carroceria_id: true, precio_efectivo: true, estado_id: true, activo: true, deleted_at: true } });
  const car = cars.find((candidate) => candidate.id === id)!;
  return cars
    .filter((other) => other.id !== id && other.activo && other.deleted_at === null && other.estado_id !== 3)
    .filter((other) => other.carroceria_id === car.carroceria_id || other.marca_id === car.marca_id)
    .sort((a, b) => a.estado_id - b.estado_id || Math.abs(a.precio_efectivo - car.precio_efectivo) - Math.abs(b.precio_efectivo - car.precio_efectivo) || a.id - b.id)
    .slice(0, 4)
    .map((other) => other.id);
}

describe('similar cars', () => {
  it('are the four unsold cars of the same body type or brand, available first, closest in price', async () => {
    const cars = await prisma.coche.findMany({ where: { activo: true, deleted_at: null }, select: { id: true, slug: true }, orderBy: { id: 'asc' }, take: 10 });
    for (const car of cars) {
      const props = await page(car.slug);
      const expected = await expectedSimilar(car.id);
      expect(props.similares.map((similar) => similar.id), car.slug).toEqual(expected);
      expect(props.similares.length).toBe(4);
      expect(props.similares.every((similar) => similar.cuota !== null && similar.estado_id !== 3)).toBe(true);
    }
  });

  it('come with the note their "desde X €/mes*" lead to', async () => {
    const car = await prisma.coche.findFirstOrThrow({ where: { activo: true, deleted_at: null }, select: { slug: true } });
    expect((await page(car.slug)).notaFinanciacion).toContain('Ejemplo representativo');
  });

  it('leave out a car that is sold, hidden or removed', async () => {
    const car = await prisma.coche.findFirstOrThrow({ where: { activo: true, deleted_at: null, estado_id: 1 }, select: { id: true, slug: true } });
    const [first, second, third] = (await page(car.slug)).similares;
    await prisma.coche.update({ where: { id: first!.id }, data: { estado_id: 3 } });
    await prisma.coche.update({ where: { id: second!.id }, data: { activo: false } });
    await prisma.coche.update({ where: { id: third!.id }, data: { deleted_at: new Date() } });
    const ids = (await page(car.slug)).similares.map((similar) => similar.id);
    expect(ids).not.toContain(first!.id);
    expect(ids).not.toContain(second!.id);
    expect(ids).not.toContain(third!.id);
    expect(ids).toEqual(await expectedSimilar(car.id));
  });
});
