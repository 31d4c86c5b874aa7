import type { CanceladaPor, PruebaEstado } from '../../contracts/test-drives.ts';
import { db, Prisma } from '../../db/client.ts';
import { freeSalesperson } from './slots.queries.ts';

/**
 * The Agenda's reads: a branch's days (closures and opening hours), its drives and its blocked
 * time over a stretch of days, and who of its salespeople is free for each booked drive.
 */

export type Person = { id: number; name: string };

/** The active staff accounts working at a branch (those with hours there), by name. */
export function branchSalespeople(sedeId: number): Promise<Person[]> {
  return db().user.findMany({ where: { sede_id: sedeId, desactivado_at: null }, select: { id: true, name: true }, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

/** Each Canary day from `from` for `days`: why the branch is closed (null if open), and its opening hours (null if it does not open that weekday). */
export function branchDays(sedeId: number, from: string, days: number) {
  return db().$queryRaw<{ fecha: string; cierre: string | null; abre: string | null; cierra: string | null }[]>`
    SELECT to_char(d, 'YYYY-MM-DD') AS fecha,
      (SELECT c.motivo FROM sede_cierres c WHERE c.dia = d::date AND (c.sede_id IS NULL OR c.sede_id = ${sedeId}) ORDER BY c.sede_id NULLS LAST LIMIT 1) AS cierre,
      to_char(h.abre, 'HH24:MI') AS abre, to_char(h.cierra, 'HH24:MI') AS cierra
    FROM generate_series(${from}::date, ${from}::date + ${days - 1}::int, interval '1 day') AS d
    LEFT JOIN sede_horarios h ON h.sede_id = ${sedeId} AND h.dia = extract(isodow FROM d)
    ORDER BY d`;
}

export interface DriveRow {
  id: number;
  lead_id: number;
  coche_id: number;
  user_id: number;
  vendedor: string;
  estado: PruebaEstado;
  cancelada_por: CanceladaPor | null;
  inicio: Date;
  fin: Date;
  nombre: string;
  apellidos: string | null;
  telefono: string;
  email: string;
  /** The salespeople of the branch free at the drive's time, besides its own (booked drives only). */
  libres: Person[];
}

const onePerson = (vendedor: number | null) => (vendedor === null ? Prisma.empty : Prisma.sql`AND p.user_id = ${vendedor}`);

/** A branch's drives that meet [from, to), all or one salesperson's, by start. */
export function agendaDrives(sedeId: number, vendedor: number | null, from: Date, to: Date): Promise<DriveRow[]> {
  const dia = Prisma.sql`(lower(p.periodo) AT TIME ZONE 'Atlantic/Canary')::date`;
  return db().$queryRaw<DriveRow[]>`
    SELECT p.id, p.lead_id, p.coche_id, p.user_id, u.name AS vendedor, p.estado, p.cancelada_por, lower(p.periodo) AS inicio, upper(p.periodo) AS fin,
      l.nombre, l.apellidos, l.telefono, l.email,
      CASE WHEN p.estado = 'reservada' THEN COALESCE((
        SELECT json_agg(json_build_object('id', free.id, 'name', free.name) ORDER BY free.name)
        FROM (${freeSalesperson(sedeId, dia, Prisma.sql`p.periodo`, Prisma.sql`p.id`)}) AS free WHERE free.id <> p.user_id
      ), '[]'::json) ELSE '[]'::json END AS libres
    FROM pruebas p JOIN users u ON u.id = p.user_id JOIN leads l ON l.id = p.lead_id
    WHERE p.sede_id = ${sedeId} ${onePerson(vendedor)} AND p.periodo && tstzrange(${from}::timestamptz, ${to}::timestamptz)
    ORDER BY lower(p.periodo), p.id`;
}

export interface BlockRow {
  id: number;
  user_id: number;
  vendedor: string;
  tipo: 'ausencia' | 'bloqueo';
  inicio: Date;
  fin: Date;
  motivo: string;
}

/** The time off and blocks of a branch's salespeople (or one) that meet [from, to). */
export function agendaBlocks(sedeId: number, vendedor: number | null, from: Date, to: Date): Promise<BlockRow[]> {
  return db().$queryRaw<BlockRow[]>`
    SELECT b.id, b.user_id, u.name AS vendedor, b.tipo, lower(b.periodo) AS inicio, upper(b.periodo) AS fin, b.motivo
    FROM agenda_bloqueos b JOIN users u ON u.id = b.user_id
    WHERE u.sede_id = ${sedeId} ${vendedor === null ? Prisma.empty : Prisma.sql`AND b.user_id = ${vendedor}`}
      AND b.periodo && tstzrange(${from}::timestamptz, ${to}::timestamptz)
    ORDER BY lower(b.periodo), b.id`;
}

/** Blocks `periodo` of a salesperson's diary, unless a booked drive of theirs meets it: the new block's id, or null. */
export async function insertBlock(block: { user_id: number; inicio: Date; fin: Date; motivo: string; tipo: 'ausencia' | 'bloqueo' }): Promise<number | null> {
  const [row] = await db().$queryRaw<{ id: number }[]>`
    INSERT INTO agenda_bloqueos (user_id, tipo, periodo, motivo)
    SELECT ${block.user_id}, ${block.tipo}, tstzrange(${block.inicio}::timestamptz, ${block.fin}::timestamptz), ${block.motivo}
    WHERE NOT EXISTS (SELECT 1 FROM pruebas p WHERE p.user_id = ${block.user_id} AND p.estado = 'reservada'
      AND p.periodo && tstzrange(${block.inicio}::timestamptz, ${block.fin}::timestamptz))
    RETURNING id`;
  return row?.id ?? null;
}

/** A block's owner, to check who may remove it. */
export function findBlock(id: number) {
  return db().agendaBloqueo.findUnique({ where: { id }, select: { id: true, user_id: true } });
}

export async function deleteBlock(id: number): Promise<void> {
  await db().agendaBloqueo.delete({ where: { id }, select: { id: true } });
}

/** The branch a staff member works at, if any. */
export async function staffBranch(userId: number): Promise<number | null> {
  return (await db().user.findUnique({ where: { id: userId }, select: { sede_id: true } }))?.sede_id ?? null;
}

/** The drives of every branch that start in [from, to) and are not cancelled, by start: the first `take`, and how many there are. */
export async function drivesBetween(from: Date, to: Date, take: number) {
  const where = Prisma.sql`p.estado <> 'cancelada' AND lower(p.periodo) >= ${from}::timestamptz AND lower(p.periodo) < ${to}::timestamptz`;
  const [rows, [count]] = await Promise.all([
    db().$queryRaw<{ id: number; lead_id: number; coche_id: number; sede_id: number; estado: PruebaEstado; inicio: Date; vendedor: string; nombre: string; apellidos: string | null }[]>`
      SELECT p.id, p.lead_id, p.coche_id, p.sede_id, p.estado, lower(p.periodo) AS inicio, u.name AS vendedor, l.nombre, l.apellidos
      FROM pruebas p JOIN users u ON u.id = p.user_id JOIN leads l ON l.id = p.lead_id WHERE ${where} ORDER BY lower(p.periodo), p.id LIMIT ${take}`,
    db().$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pruebas p WHERE ${where}`,
  ]);
  return { rows, total: count?.n ?? 0 };
}
