import type { CanceladaPor } from '../../contracts/test-drives.ts';
import { db, type Prisma, Prisma as Sql } from '../../db/client.ts';
import { freeSalesperson } from './slots.queries.ts';

/** The exclusion constraints that refuse two overlapping drives of one car, or of one salesperson. */
export const OVERLAP_CONSTRAINTS = ['pruebas_coche_sin_solape', 'pruebas_vendedor_sin_solape'] as const;

/**
 * The salesperson of a branch to take a drive: free then (slots.queries.ts freeSalesperson),
 * the one with the fewest drives in the 30 days around it, so the drives are shared fairly; ties
 * by the longest-standing account. Null when nobody is free.
 */
export async function pickSalesperson(tx: Prisma.TransactionClient, sedeId: number, dia: string, periodo: { inicio: Date; fin: Date }): Promise<{ id: number; name: string } | null> {
  const range = Sql.sql`tstzrange(${periodo.inicio}::timestamptz, ${periodo.fin}::timestamptz)`;
  const [row] = await tx.$queryRaw<{ id: number; name: string }[]>`
    SELECT free.id, free.name FROM (${freeSalesperson(sedeId, Sql.sql`${dia}::date`, range)}) AS free
    ORDER BY (SELECT count(*) FROM pruebas p WHERE p.user_id = free.id AND p.estado <> 'cancelada'
                AND p.periodo && tstzrange(${periodo.inicio}::timestamptz - interval '15 days', ${periodo.inicio}::timestamptz + interval '15 days')), free.id
    LIMIT 1`;
  return row ?? null;
}

/** Stores a booked drive; the exclusion constraints refuse it if its car or its salesperson is taken then. Returns its id. */
export async function insertDrive(tx: Prisma.TransactionClient, drive: { lead_id: number; coche_id: number; user_id: number; sede_id: number; inicio: Date; fin: Date; token: string }): Promise<number> {
  const [row] = await tx.$queryRaw<{ id: number }[]>`
    INSERT INTO pruebas (lead_id, coche_id, user_id, sede_id, periodo, token)
    VALUES (${drive.lead_id}, ${drive.coche_id}, ${drive.user_id}, ${drive.sede_id}, tstzrange(${drive.inicio}::timestamptz, ${drive.fin}::timestamptz), ${drive.token})
    RETURNING id`;
  return row!.id;
}

/** A drive as its mails tell it: when, where, who takes it, and the visitor. */
export async function driveFacts(id: number) {
  const [row] = await db().$queryRaw<
    {
      id: number;
      coche_id: number;
      sede_id: number;
      estado: string;
      cancelada_por: Canceller | null;
      token: string;
      inicio: Date;
      fin: Date;
      vendedor: string;
      correo_at: Date | null;
      recordatorio_24_at: Date | null;
      recordatorio_2_at: Date | null;
      aviso_cancelacion_at: Date | null;
    }[]
  >`
    SELECT p.id, p.coche_id, p.sede_id, p.estado, p.cancelada_por, p.token, lower(p.periodo) AS inicio, upper(p.periodo) AS fin, u.name AS vendedor,
      p.correo_at, p.recordatorio_24_at, p.recordatorio_2_at, p.aviso_cancelacion_at
    FROM pruebas p JOIN users u ON u.id = p.user_id WHERE p.id = ${id}`;
  if (!row) return null;
  const lead = await db().lead.findFirstOrThrow({ where: { prueba: { id } }, select: { nombre: true, email: true, idioma: true } });
  return { ...row, lead };
}

/** Marks the notice of a drive's cancellation as sent. */
export async function markDriveCancellationTold(id: number): Promise<void> {
  await db().prueba.update({ where: { id }, data: { aviso_cancelacion_at: new Date() }, select: { id: true } });
}

/** Marks a drive's confirmation or one of its reminders as sent. */
export async function markDriveMail(id: number, mail: 'correo_at' | 'recordatorio_24_at' | 'recordatorio_2_at'): Promise<void> {
  await db().prueba.update({ where: { id }, data: { [mail]: new Date() }, select: { id: true } });
}

export interface LockedDrive {
  id: number;
  lead_id: number;
  coche_id: number;
  user_id: number;
  sede_id: number;
  estado: string;
  inicio: Date;
  fin: Date;
}

const byKey = (by: { token: string } | { id: number }) => ('token' in by ? Sql.sql`token = ${by.token}` : Sql.sql`id = ${by.id}`);

/** A drive locked for a change, by its link's token or its id. */
export async function lockDrive(tx: Prisma.TransactionClient, by: { token: string } | { id: number }): Promise<LockedDrive | null> {
  const [row] = await tx.$queryRaw<LockedDrive[]>`
    SELECT id, lead_id, coche_id, user_id, sede_id, estado, lower(periodo) AS inicio, upper(periodo) AS fin FROM pruebas WHERE ${byKey(by)} FOR UPDATE`;
  return row ?? null;
}

/** A car's booked drives still to come at `now` (one under way is left to finish), locked to cancel them. */
export function lockCarDrives(tx: Prisma.TransactionClient, cocheId: number, now: Date): Promise<LockedDrive[]> {
  return tx.$queryRaw<LockedDrive[]>`
    SELECT id, lead_id, coche_id, user_id, sede_id, estado, lower(periodo) AS inicio, upper(periodo) AS fin FROM pruebas
    WHERE coche_id = ${cocheId} AND estado = 'reservada' AND lower(periodo) > ${now}::timestamptz ORDER BY id FOR UPDATE`;
}

export type Canceller = CanceladaPor;

/** Cancels a booked drive, saying who did. */
export async function cancelLockedDrive(tx: Prisma.TransactionClient, id: number, por: Canceller): Promise<void> {
  await tx.$executeRaw`UPDATE pruebas SET estado = 'cancelada', cancelada_at = now(), cancelada_por = ${por} WHERE id = ${id}`;
}

/** Whether salesperson `userId` of the drive's branch is free for `periodo` on Canary day `dia`, leaving out the drive itself. */
export async function salespersonFree(tx: Prisma.TransactionClient, drive: LockedDrive, userId: number, dia: string, periodo: { inicio: Date; fin: Date }): Promise<boolean> {
  const range = Sql.sql`tstzrange(${periodo.inicio}::timestamptz, ${periodo.fin}::timestamptz)`;
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT free.id FROM (${freeSalesperson(drive.sede_id, Sql.sql`${dia}::date`, range, drive.id)}) AS free WHERE free.id = ${userId}`;
  return rows.length > 0;
}

/** Gives a drive to salesperson `userId`: who they are. */
export async function setDriveSalesperson(tx: Prisma.TransactionClient, id: number, userId: number): Promise<{ id: number; name: string }> {
  await tx.$executeRaw`UPDATE pruebas SET user_id = ${userId} WHERE id = ${id}`;
  return tx.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, name: true } });
}

/** A drive's outcome: done, or the visitor did not come. */
export async function setDriveOutcome(tx: Prisma.TransactionClient, id: number, estado: 'hecha' | 'no_presentado'): Promise<void> {
  await tx.$executeRaw`UPDATE pruebas SET estado = ${estado} WHERE id = ${id}`;
}

/** Moves a drive to `periodo` with `userId`; its confirmation and reminders are due again. */
export async function moveLockedDrive(tx: Prisma.TransactionClient, id: number, userId: number, periodo: { inicio: Date; fin: Date }): Promise<void> {
  await tx.$executeRaw`
    UPDATE pruebas SET periodo = tstzrange(${periodo.inicio}::timestamptz, ${periodo.fin}::timestamptz), user_id = ${userId},
      correo_at = NULL, recordatorio_24_at = NULL, recordatorio_2_at = NULL
    WHERE id = ${id}`;
}

/** The drive of a link's token, for its page: its car, when, where and who; null for an unknown token. */
export async function driveByToken(token: string) {
  const [row] = await db().$queryRaw<{ id: number; coche_id: number; sede_id: number; estado: string; cancelada_por: Canceller | null; inicio: Date; fin: Date; vendedor: string }[]>`
    SELECT p.id, p.coche_id, p.sede_id, p.estado, p.cancelada_por, lower(p.periodo) AS inicio, upper(p.periodo) AS fin, u.name AS vendedor
    FROM pruebas p JOIN users u ON u.id = p.user_id WHERE p.token = ${token}`;
  return row ?? null;
}
