/**
 * The database's rule on odometer readings (the *_historial_coche migrations): a reading below an
 * earlier one with no explanation keeps the car off the site. A car cannot be made public with
 * one, a public car cannot be given one, and an explained reading is the new baseline.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';

const { prisma } = useTestApp();
let car: number;

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 1, photos: false });
  car = (await prisma.coche.findFirstOrThrow({ select: { id: true } })).id;
});

beforeEach(async () => {
  await prisma.lecturaKm.deleteMany();
  await prisma.coche.update({ where: { id: car }, data: { activo: false } });
});

const reading = (fecha: string, km: number, explicacion: string | null = null) =>
  prisma.lecturaKm.create({ data: { coche_id: car, fecha: new Date(`${fecha}T00:00:00Z`), km, fuente: 'itv', explicacion } });
const publish = () => prisma.coche.update({ where: { id: car }, data: { activo: true } });
const REFUSED = /coches_km_explicados|lectura de kilómetros menor/;

describe('the odometer rule', () => {
  it('keeps a car with an unexplained lower reading off the site until staff explain it', async () => {
    await reading('2022-03-01', 60_000);
    const lower = await reading('2024-03-01', 41_000);
    await expect(publish()).rejects.toThrow(REFUSED);
    await prisma.lecturaKm.update({ where: { id: lower.id }, data: { explicacion: 'Cuadro de instrumentos sustituido en el concesionario oficial.' } });
    await expect(publish()).resolves.toMatchObject({ activo: true });
  });

  it('refuses a public car an unexplained lower reading, and takes one in order', async () => {
    await reading('2022-03-01', 60_000);
    await publish();
    await expect(reading('2024-03-01', 59_000)).rejects.toThrow(REFUSED);
    await expect(reading('2024-03-01', 75_000)).resolves.toMatchObject({ km: 75_000 });
    // Entered out of order: a reading dated before another may be higher than it is lower.
    await expect(reading('2021-03-01', 20_000)).resolves.toMatchObject({ km: 20_000 });
    expect(await prisma.lecturaKm.count({ where: { coche_id: car } })).toBe(3);
  });

  it('compares the readings after an explained one with it, not with the higher ones before', async () => {
    await reading('2020-01-10', 200_000);
    await reading('2021-01-10', 5_000, 'Cuadro sustituido: la lectura anterior era del cuadro antiguo.');
    await reading('2023-01-10', 30_000);
    await expect(publish()).resolves.toMatchObject({ activo: true });
    await expect(reading('2024-01-10', 20_000)).rejects.toThrow(REFUSED);
  });
});
