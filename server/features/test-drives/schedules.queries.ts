import type { HorarioDia } from '../../contracts/agenda.ts';
import { db, transaction } from '../../db/client.ts';

/**
 * A salesperson's schedule: the branch they work at, their weekly hours (vendedor_horarios) and
 * their time off (agenda_bloqueos of type 'ausencia').
 */

/** An active staff member, with their branch. */
export function activePerson(id: number) {
  return db().user.findFirst({ where: { id, desactivado_at: null }, select: { id: true, name: true, sede_id: true } });
}

/** Every active staff member, by name. */
export function activeStaff() {
  return db().user.findMany({ where: { desactivado_at: null }, select: { id: true, name: true }, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

/** The weekdays a salesperson works, with their hours ('HH:MM'). */
export function weekHours(userId: number) {
  return db().$queryRaw<{ dia: number; abre: string; cierra: string }[]>`
    SELECT dia::int AS dia, to_char(abre, 'HH24:MI') AS abre, to_char(cierra, 'HH24:MI') AS cierra FROM vendedor_horarios WHERE user_id = ${userId} ORDER BY dia`;
}

/** Replaces a salesperson's week (the days they work), and their branch when given (null: none). */
export function saveWeek(userId: number, semana: HorarioDia[], sedeId: number | null | undefined): Promise<void> {
  return transaction(async (tx) => {
    if (sedeId !== undefined) await tx.user.update({ where: { id: userId }, data: { sede_id: sedeId }, select: { id: true } });
    await tx.$executeRaw`DELETE FROM vendedor_horarios WHERE user_id = ${userId}`;
    for (const day of semana.filter((row) => row.trabaja)) {
      await tx.$executeRaw`INSERT INTO vendedor_horarios (user_id, dia, abre, cierra) VALUES (${userId}, ${day.dia}, ${day.abre}::time, ${day.cierra}::time)`;
    }
  });
}

/** How many stretches of time off a salesperson has that end after `since`. */
export async function countAbsences(userId: number, since: Date): Promise<number> {
  const [row] = await db().$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM agenda_bloqueos WHERE user_id = ${userId} AND tipo = 'ausencia' AND upper(periodo) > ${since}::timestamptz`;
  return row?.n ?? 0;
}

/** A page of those, by start (the last month's first): their first and last Canary day. */
export function absences(userId: number, since: Date, skip: number, take: number) {
  return db().$queryRaw<{ id: number; desde: string; hasta: string; motivo: string }[]>`
    SELECT id, to_char((lower(periodo) AT TIME ZONE 'Atlantic/Canary')::date, 'YYYY-MM-DD') AS desde,
      to_char(((upper(periodo) - interval '1 second') AT TIME ZONE 'Atlantic/Canary')::date, 'YYYY-MM-DD') AS hasta, motivo
    FROM agenda_bloqueos WHERE user_id = ${userId} AND tipo = 'ausencia' AND upper(periodo) > ${since}::timestamptz
    ORDER BY lower(periodo), id OFFSET ${skip} LIMIT ${take}`;
}
