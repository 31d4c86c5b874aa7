import { IDLE_ALERT_MONTHS, UNCONFIRMED_ALERT_DAYS } from '../../contracts/alerts.ts';
import type { SearchFilters } from '../../contracts/search.ts';
import { db, Prisma } from '../../db/client.ts';
import { PAGE_COLUMNS, type PageRow, searchConditions } from '../catalogue/search.queries.ts';

/** The day in the dealership's time zone, the unit of "one digest a day". */
const canaryDay = (column: Prisma.Sql) => Prisma.sql`(${column} AT TIME ZONE 'Atlantic/Canary')::date`;

/** A confirmed alert that has not had a digest today (Canary Islands time). */
const DUE = Prisma.sql`a.confirmada_at IS NOT NULL AND (a.ultimo_envio_at IS NULL OR ${canaryDay(Prisma.sql`a.ultimo_envio_at`)} < ${canaryDay(Prisma.sql`now()`)})`;

export interface AlertRow {
  id: number;
  email: string;
  filtros: string;
  resumen: string;
  token: string;
  confirmada_at: Date | null;
  visto_hasta: Date | null;
  ultima_actividad_at: Date;
}

const ALERT_SELECT = { id: true, email: true, filtros: true, resumen: true, token: true, confirmada_at: true, visto_hasta: true, ultima_actividad_at: true } as const;

/** How many alerts an address has, and how many of them wait for confirmation. */
export async function alertsOf(email: string): Promise<{ total: number; pending: number }> {
  const [row] = await db().$queryRaw<{ total: number; pending: number }[]>`
    SELECT count(*)::int AS total, (count(*) FILTER (WHERE confirmada_at IS NULL))::int AS pending FROM alertas WHERE email = ${email}`;
  return row ?? { total: 0, pending: 0 };
}

export function alertOf(email: string, filtros: string) {
  return db().alerta.findUnique({ where: { email_filtros: { email, filtros } }, select: { id: true } });
}

export function alertByToken(token: string): Promise<AlertRow | null> {
  return db().alerta.findUnique({ where: { token }, select: ALERT_SELECT });
}

export function alertById(id: number): Promise<AlertRow | null> {
  return db().alerta.findUnique({ where: { id }, select: ALERT_SELECT });
}

export interface NewAlert {
  email: string;
  filtros: string;
  resumen: string;
  token: string;
  consent_at: Date;
  consent_version: string;
  ip: string | undefined;
  user_agent: string | undefined;
}

/**
 * Stores an alert, or, when the address already saved this search, renews its consent and its
 * activity (the token stays, so earlier mails' links keep working). Runs in `tx`, which also
 * queues the confirmation. Returns the alert and whether it still waits for confirmation.
 */
export async function saveAlert(tx: Prisma.TransactionClient, alert: NewAlert): Promise<{ id: number; pending: boolean }> {
  const [row] = await tx.$queryRaw<{ id: number; pending: boolean }[]>`
    INSERT INTO alertas (email, filtros, resumen, token, consent_at, consent_version, ip, user_agent)
    VALUES (${alert.email}, ${alert.filtros}, ${alert.resumen}, ${alert.token}, ${alert.consent_at}, ${alert.consent_version}, ${alert.ip ?? null}, ${alert.user_agent ?? null})
    ON CONFLICT (email, filtros) DO UPDATE SET consent_at = EXCLUDED.consent_at, consent_version = EXCLUDED.consent_version,
      ip = EXCLUDED.ip, user_agent = EXCLUDED.user_agent, ultima_actividad_at = now()
    RETURNING id, confirmada_at IS NULL AS pending`;
  if (!row) throw new Error('La alerta no se guardó');
  return row;
}

/** Confirms an alert once: from now on, cars listed after this moment are new to it. False when there was nothing to confirm. */
export async function confirmAlert(token: string): Promise<boolean> {
  const confirmed = await db().$executeRaw`
    UPDATE alertas SET confirmada_at = now(), visto_hasta = now(), ultima_actividad_at = now() WHERE token = ${token} AND confirmada_at IS NULL`;
  return confirmed > 0;
}

/** Deletes an alert (its mailed cars go with it). */
export async function deleteAlert(token: string): Promise<boolean> {
  return (await db().$executeRaw`DELETE FROM alertas WHERE token = ${token}`) > 0;
}

/** The alerts due a digest today. */
export async function dueAlertIds(): Promise<number[]> {
  const rows = await db().$queryRaw<{ id: number }[]>`SELECT a.id FROM alertas a WHERE ${DUE} ORDER BY a.id`;
  return rows.map((row) => row.id);
}

/** Locks an alert for its digest, if it is still due one; null otherwise (a twin job sent it, or it went). */
export async function lockDueAlert(tx: Prisma.TransactionClient, id: number): Promise<AlertRow | null> {
  const [row] = await tx.$queryRaw<AlertRow[]>`
    SELECT a.id, a.email, a.filtros, a.resumen, a.token, a.confirmada_at, a.visto_hasta, a.ultima_actividad_at
    FROM alertas a WHERE a.id = ${id} AND ${DUE} FOR UPDATE`;
  return row ?? null;
}

/**
 * The cars matching `filters` listed after `since` that the alert has not mailed, newest first:
 * the first `limit`, each with how many there are in all.
 */
export function newMatches(tx: Prisma.TransactionClient, alertId: number, filters: SearchFilters, since: Date, limit: number) {
  return tx.$queryRaw<(PageRow & { total: number })[]>`
    SELECT ${PAGE_COLUMNS}, (count(*) OVER ())::int AS total
    FROM coches c
    WHERE ${searchConditions(filters)} AND c.created_at > ${since}
      AND NOT EXISTS (SELECT 1 FROM alerta_coches ac WHERE ac.alerta_id = ${alertId} AND ac.coche_id = c.id)
    ORDER BY c.created_at DESC, c.id DESC
    LIMIT ${limit}`;
}

/**
 * A car committed a moment after a digest's read may carry a listing time from before it: the
 * next read looks back this far, and the mailed cars' record keeps it from mailing one twice.
 */
const COMMIT_MARGIN = Prisma.sql`interval '10 minutes'`;

/**
 * What a digest read leaves behind: the cars listed from a moment before it are still new to the
 * alert, and the mailed ones (`carIds`) are never mailed to it again. A digest that mailed counts
 * as the day's one.
 */
export async function recordDigest(tx: Prisma.TransactionClient, alertId: number, carIds: readonly number[]): Promise<void> {
  const seen = Prisma.sql`visto_hasta = GREATEST(visto_hasta, now() - ${COMMIT_MARGIN})`;
  if (carIds.length === 0) {
    await tx.$executeRaw`UPDATE alertas SET ${seen} WHERE id = ${alertId}`;
    return;
  }
  await tx.$executeRaw`INSERT INTO alerta_coches (alerta_id, coche_id) SELECT ${alertId}, unnest(ARRAY[${Prisma.join(carIds)}]::int[]) ON CONFLICT DO NOTHING`;
  await tx.$executeRaw`UPDATE alertas SET ${seen}, ultimo_envio_at = now() WHERE id = ${alertId}`;
}

/** Deletes the alerts left unconfirmed for UNCONFIRMED_ALERT_DAYS and those idle for IDLE_ALERT_MONTHS. */
export async function pruneAlerts(): Promise<number> {
  return db().$executeRaw`
    DELETE FROM alertas
    WHERE (confirmada_at IS NULL AND created_at < now() - make_interval(days => ${UNCONFIRMED_ALERT_DAYS}))
       OR ultima_actividad_at < now() - make_interval(months => ${IDLE_ALERT_MONTHS})`;
}

/** Confirmed alerts: the panel's count. */
export function activeAlertCount(): Promise<number> {
  return db().alerta.count({ where: { confirmada_at: { not: null } } });
}
