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

/** A car's visits and enquiries over a period. */
export interface CarActivity {
  coche_id: number;
  visitas: number;
  contactos: number;
}

/**
 * The cars with at least `minVisits` visits over the period, most enquiries per visit first
 * (ties to more enquiries, then the lower id).
 */
export function conversionRanking(days: number, minVisits: number): Promise<CarActivity[]> {
  return db().$queryRaw<CarActivity[]>`
    SELECT coche_id, sum(visitas)::int AS visitas, sum(contactos)::int AS contactos
    FROM actividad_diaria WHERE dia >= ${since(days)}
    GROUP BY coche_id HAVING sum(visitas) >= ${minVisits}
    ORDER BY sum(contactos)::float8 / sum(visitas) DESC, sum(contactos) DESC, coche_id`;
}
