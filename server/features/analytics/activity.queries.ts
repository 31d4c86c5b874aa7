import type { ActivityDay } from '../../contracts/car-activity.ts';
import { CANARY_TODAY } from '../../db/canary-day.ts';
import { db, Prisma } from '../../db/client.ts';

/**
 * The daily counters' reads (actividad_diaria: one row per car and Canary day). A period of
 * `days` ends today, Canary time, and includes it.
 */

const since = (days: number) => Prisma.sql`${CANARY_TODAY} - ${days - 1}::int`;

/** Every day of the period, oldest first, with the visits and enquiries of one car or, without `cocheId`, of all. */
export function dailyActivity(days: number, cocheId?: number): Promise<ActivityDay[]> {
  const car = cocheId === undefined ? Prisma.empty : Prisma.sql`AND coche_id = ${cocheId}`;
  return db().$queryRaw<ActivityDay[]>`
    WITH totals AS (
      SELECT dia, sum(visitas)::int AS visitas, sum(contactos)::int AS contactos
      FROM actividad_diaria WHERE dia >= ${since(days)} ${car} GROUP BY dia)
    SELECT to_char(d, 'YYYY-MM-DD') AS dia, coalesce(t.visitas, 0) AS visitas, coalesce(t.contactos, 0) AS contactos
    FROM generate_series(${since(days)}, ${CANARY_TODAY}, interval '1 day') AS d
    LEFT JOIN totals t ON t.dia = d::date
    ORDER BY d`;
}

export interface ConversionRow {
  id: number;
  marca: string;
  modelo: string;
  nombre: string;
  visitas: number;
  contactos: number;
}

/**
 * The cars (not deleted) with the most enquiries per visit over the period, among those with at
 * least `minVisits` visits in it; ties go to more enquiries.
 */
export function topConversion(days: number, minVisits: number, limit: number): Promise<ConversionRow[]> {
  return db().$queryRaw<ConversionRow[]>`
    WITH cars AS (
      SELECT coche_id, sum(visitas)::int AS visitas, sum(contactos)::int AS contactos
      FROM actividad_diaria WHERE dia >= ${since(days)}
      GROUP BY coche_id HAVING sum(visitas) >= ${minVisits})
    SELECT c.id, ma.nombre AS marca, mo.nombre AS modelo, c.nombre, t.visitas, t.contactos
    FROM cars t JOIN coches c ON c.id = t.coche_id AND c.deleted_at IS NULL
    JOIN marcas ma ON ma.id = c.marca_id JOIN modelos mo ON mo.id = c.modelo_id
    ORDER BY t.contactos::float8 / t.visitas DESC, t.contactos DESC, c.id
    LIMIT ${limit}`;
}
