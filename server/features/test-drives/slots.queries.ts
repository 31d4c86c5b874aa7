import { db, Prisma } from '../../db/client.ts';

/**
 * The free slots of a car's test drives, computed by PostgreSQL in the Canary Islands' time (so
 * a clock change moves nothing): each day's opening hours of the car's branch, cut into drives
 * of `minutes` from the opening, on the days the branch is not closed; a slot is free when no
 * drive of the car overlaps it and one of the branch's salespeople works then, is not off or
 * blocked, and has no drive then; and it starts at least `noticeMinutes` after `now` (the app's
 * clock, not the database's, so a test can set it).
 */
export async function freeSlots(car: { id: number; sede_id: number }, window: { from: string; days: number; now: Date }, minutes: number, noticeMinutes: number): Promise<{ dia: string; inicio: Date }[]> {
  const { from, days, now } = window;
  const length = Prisma.sql`make_interval(mins => ${minutes})`;
  return db().$queryRaw<{ dia: string; inicio: Date }[]>`
    WITH dias AS (
      SELECT d::date AS dia FROM generate_series(${from}::date, ${from}::date + ${days - 1}::int, interval '1 day') AS d
    ),
    huecos AS (
      SELECT dias.dia, tstzrange(t AT TIME ZONE 'Atlantic/Canary', (t + ${length}) AT TIME ZONE 'Atlantic/Canary') AS periodo
      FROM dias
      JOIN sede_horarios h ON h.sede_id = ${car.sede_id} AND h.dia = extract(isodow FROM dias.dia)
      CROSS JOIN LATERAL generate_series(dias.dia + h.abre, dias.dia + h.cierra - ${length}, ${length}) AS t
      WHERE NOT EXISTS (SELECT 1 FROM sede_cierres c WHERE c.dia = dias.dia AND (c.sede_id IS NULL OR c.sede_id = ${car.sede_id}))
    )
    SELECT to_char(s.dia, 'YYYY-MM-DD') AS dia, lower(s.periodo) AS inicio
    FROM huecos s
    WHERE lower(s.periodo) >= ${now}::timestamptz + make_interval(mins => ${noticeMinutes})
      AND NOT EXISTS (SELECT 1 FROM pruebas p WHERE p.coche_id = ${car.id} AND p.estado = 'reservada' AND p.periodo && s.periodo)
      AND EXISTS (${freeSalesperson(car.sede_id, Prisma.sql`s.dia`, Prisma.sql`s.periodo`)})
    ORDER BY inicio`;
}

/**
 * The salespeople of a branch free for a drive `periodo` on Canary day `dia` (SQL), for EXISTS or
 * to pick one; `except`: a drive being moved, which does not count against its own salesperson.
 */
export function freeSalesperson(sedeId: number, dia: Prisma.Sql, periodo: Prisma.Sql, except: number | Prisma.Sql = 0): Prisma.Sql {
  return Prisma.sql`
    SELECT u.id, u.name FROM users u
    JOIN vendedor_horarios vh ON vh.user_id = u.id AND vh.dia = extract(isodow FROM ${dia})
    WHERE u.sede_id = ${sedeId} AND u.desactivado_at IS NULL
      AND tstzrange((${dia} + vh.abre) AT TIME ZONE 'Atlantic/Canary', (${dia} + vh.cierra) AT TIME ZONE 'Atlantic/Canary') @> ${periodo}
      AND NOT EXISTS (SELECT 1 FROM agenda_bloqueos b WHERE b.user_id = u.id AND b.periodo && ${periodo})
      AND NOT EXISTS (SELECT 1 FROM pruebas p WHERE p.user_id = u.id AND p.estado = 'reservada' AND p.periodo && ${periodo} AND p.id <> ${except})`;
}
