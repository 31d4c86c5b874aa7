import type { HorarioDia } from '../../contracts/agenda.ts';
import { db, transaction } from '../../db/client.ts';

/** The branches' calendar: each branch's week (sede_horarios) and the closed days (sede_cierres). */

export function branchWeeks() {
  return db().$queryRaw<{ sede_id: number; dia: number; abre: string; cierra: string }[]>`
    SELECT sede_id::int AS sede_id, dia::int AS dia, to_char(abre, 'HH24:MI') AS abre, to_char(cierra, 'HH24:MI') AS cierra FROM sede_horarios ORDER BY sede_id, dia`;
}

/** Replaces a branch's week: the days it opens, with their hours. */
export function saveBranchWeek(sedeId: number, semana: HorarioDia[]): Promise<void> {
  return transaction(async (tx) => {
    await tx.$executeRaw`DELETE FROM sede_horarios WHERE sede_id = ${sedeId}`;
    for (const day of semana.filter((row) => row.trabaja)) {
      await tx.$executeRaw`INSERT INTO sede_horarios (sede_id, dia, abre, cierra) VALUES (${sedeId}, ${day.dia}, ${day.abre}::time, ${day.cierra}::time)`;
    }
  });
}

export async function countClosures(year: number): Promise<number> {
  const [row] = await db().$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM sede_cierres WHERE extract(year FROM dia) = ${year}`;
  return row?.n ?? 0;
}

/** A year's closed days, by date (every branch's first). */
export function closures(year: number, skip: number, take: number) {
  return db().$queryRaw<{ id: number; dia: string; sede: number | null; motivo: string }[]>`
    SELECT id, to_char(dia, 'YYYY-MM-DD') AS dia, sede_id::int AS sede, motivo FROM sede_cierres WHERE extract(year FROM dia) = ${year}
    ORDER BY dia, sede_id NULLS FIRST, id OFFSET ${skip} LIMIT ${take}`;
}

/**
 * Closes a day at a branch (null: every branch), unless it is closed there already or a drive is
 * booked then: 'added', 'exists' or 'drives'.
 */
export async function addClosure(closure: { dia: string; sede: number | null; motivo: string }): Promise<'added' | 'exists' | 'drives'> {
  return transaction(async (tx) => {
    const [booked] = await tx.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM pruebas WHERE estado = 'reservada' AND (${closure.sede}::int IS NULL OR sede_id = ${closure.sede})
        AND (lower(periodo) AT TIME ZONE 'Atlantic/Canary')::date = ${closure.dia}::date`;
    if ((booked?.n ?? 0) > 0) return 'drives';
    const inserted = await tx.$executeRaw`
      INSERT INTO sede_cierres (sede_id, dia, motivo) VALUES (${closure.sede}, ${closure.dia}::date, ${closure.motivo}) ON CONFLICT DO NOTHING`;
    return inserted === 1 ? 'added' : 'exists';
  });
}

/** Opens a closed day again; false when it was not there. */
export async function removeClosure(id: number): Promise<boolean> {
  return (await db().$executeRaw`DELETE FROM sede_cierres WHERE id = ${id}`) === 1;
}
