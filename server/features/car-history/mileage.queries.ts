import type { FuenteKm } from '../../contracts/car-history.ts';
import { db } from '../../db/client.ts';

/** A car's odometer readings (lecturas_km) as staff keep them. */

export interface ReadingRow {
  id: number;
  fecha: string;
  km: number;
  fuente: FuenteKm;
  explicacion: string | null;
  autor: string | null;
  sin_explicar: boolean;
}

/** The car's readings by day, each flagged when the odometer rule does (lecturas_km_sin_explicar). */
export function carReadings(cocheId: number) {
  return db().$queryRaw<ReadingRow[]>`
    SELECT l.id, l.fecha::text AS fecha, l.km, l.fuente, l.explicacion, u.name AS autor,
           l.id IN (SELECT lecturas_km_sin_explicar(${cocheId})) AS sin_explicar
    FROM lecturas_km l LEFT JOIN users u ON u.id = l.user_id
    WHERE l.coche_id = ${cocheId}
    ORDER BY l.fecha, l.id`;
}

export function countReadings(cocheId: number): Promise<number> {
  return db().lecturaKm.count({ where: { coche_id: cocheId } });
}

export async function insertReading(data: { coche_id: number; fecha: string; km: number; fuente: FuenteKm; explicacion: string | null; user_id: number }): Promise<void> {
  await db().lecturaKm.create({ data: { ...data, fecha: new Date(`${data.fecha}T00:00:00Z`) } });
}

/** The reading's car, or null when it is gone. */
export async function readingCar(id: number): Promise<number | null> {
  return (await db().lecturaKm.findUnique({ where: { id }, select: { coche_id: true } }))?.coche_id ?? null;
}

export async function setExplanation(id: number, explicacion: string): Promise<void> {
  await db().lecturaKm.update({ where: { id }, data: { explicacion } });
}

export async function deleteReading(id: number): Promise<void> {
  await db().lecturaKm.deleteMany({ where: { id } });
}

/** Whether the odometer rule flags any of the car's readings (it then cannot be on the site). */
export async function hasUnexplainedReading(cocheId: number): Promise<boolean> {
  const [row] = await db().$queryRaw<{ flagged: boolean }[]>`SELECT coche_km_sin_explicar(${cocheId}) AS flagged`;
  return row?.flagged ?? false;
}

/** The cars the odometer rule flags (a drop in their readings still unexplained), by id. */
export async function carsWithUnexplainedReadings(): Promise<number[]> {
  const rows = await db().$queryRaw<{ coche_id: number }[]>`
    SELECT lecturas.coche_id FROM (SELECT DISTINCT coche_id FROM lecturas_km) AS lecturas WHERE coche_km_sin_explicar(lecturas.coche_id)`;
  return rows.map((row) => row.coche_id);
}
