import { IDLE_ALERT_MONTHS, UNCONFIRMED_ALERT_DAYS } from '../../contracts/alerts.ts';
import { CANARY_TODAY, canaryDay } from '../../db/canary-day.ts';
import { db, Prisma } from '../../db/client.ts';
import type { Locale } from '../../contracts/locales.ts';

/** A confirmed alert that has not had a digest today (Canary Islands time): one digest a day. */
const DUE = Prisma.sql`a.confirmada_at IS NOT NULL AND (a.ultimo_envio_at IS NULL OR ${canaryDay(Prisma.sql`a.ultimo_envio_at`)} < ${CANARY_TODAY})`;

/** An alert that still stands: confirmed, or waiting for confirmation within its days. */
const LIVE = Prisma.sql`(a.confirmada_at IS NOT NULL OR a.created_at > now() - make_interval(days => ${UNCONFIRMED_ALERT_DAYS}))`;

const ALERT_COLUMNS = Prisma.sql`a.id, a.email, a.filtros, a.resumen, a.token, a.idioma, a.confirmada_at`;

export interface AlertRow {
  id: number;
  email: string;
  filtros: string;
  /** The search in Spanish words, as it was saved. */
  resumen: string;
  token: string;
  /** The language its mails are in, as stored (storedLocale reads it). */
  idioma: string;
  confirmada_at: Date | null;
}

/**
 * Takes the lock of a mailbox's alerts for the rest of `tx`: two saves for one mailbox run one
 * after the other, so each counts what the other stored.
 */
export async function lockMailbox(tx: Prisma.TransactionClient, buzon: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('gtcars.alertas'), hashtext(${buzon}))`;
}

/** How many alerts a mailbox has, whatever spelling of its address saved them, and how many wait for confirmation. */
export async function alertsOf(tx: Prisma.TransactionClient, buzon: string): Promise<{ total: number; pending: number }> {
  const [row] = await tx.$queryRaw<{ total: number; pending: number }[]>`
    SELECT count(*)::int AS total, (count(*) FILTER (WHERE confirmada_at IS NULL))::int AS pending FROM alertas WHERE buzon = ${buzon}`;
  return row ?? { total: 0, pending: 0 };
}

/** The alert of a mail's link, while it stands. */
export async function alertByToken(token: string): Promise<AlertRow | null> {
  const [row] = await db().$queryRaw<AlertRow[]>`SELECT ${ALERT_COLUMNS} FROM alertas a WHERE a.token = ${token} AND ${LIVE}`;
  return row ?? null;
}

export async function alertById(id: number): Promise<AlertRow | null> {
  const [row] = await db().$queryRaw<AlertRow[]>`SELECT ${ALERT_COLUMNS} FROM alertas a WHERE a.id = ${id}`;
  return row ?? null;
}

export interface NewAlert {
  email: string;
  buzon: string;
  filtros: string;
  /** The search in Spanish words, as saved: what a Spanish alert's mails and page show (other languages word it from the filters). */
  resumen: string;
  token: string;
  consent_at: Date;
  consent_version: string;
  ip: string | undefined;
  user_agent: string | undefined;
  /** The language of the page it was saved on: its mails are in it. */
  idioma: Locale;
}

/**
 * Stores an alert, or, when its mailbox already saved this search (from any spelling of the
 * address: canonicalMailbox), marks the activity and takes the page's language for its mails (its
 * consent record stays the first one, and its token, so earlier mails' links keep working).
 * Runs in `tx`, which also queues the confirmation. Returns the alert, and whether a
 * confirmation mail is due: a new alert's, or an unconfirmed one's whose last mail is a day old,
 * so saving the same search again cannot flood the address.
 */
export async function saveAlert(tx: Prisma.TransactionClient, alert: NewAlert): Promise<{ id: number; confirm: boolean }> {
  const [inserted] = await tx.$queryRaw<{ id: number }[]>`
    INSERT INTO alertas (email, buzon, filtros, resumen, token, consent_at, consent_version, ip, user_agent, idioma, confirmacion_at)
    VALUES (${alert.email}, ${alert.buzon}, ${alert.filtros}, ${alert.resumen}, ${alert.token}, ${alert.consent_at}, ${alert.consent_version}, ${alert.ip ?? null}, ${alert.user_agent ?? null}, ${alert.idioma}, now())
    ON CONFLICT (buzon, filtros) DO NOTHING
    RETURNING id`;
  if (inserted) return { id: inserted.id, confirm: true };
  const [existing] = await tx.$queryRaw<{ id: number; confirm: boolean }[]>`
    UPDATE alertas a SET ultima_actividad_at = now(), idioma = ${alert.idioma},
      confirmacion_at = CASE WHEN a.confirmada_at IS NULL AND (a.confirmacion_at IS NULL OR a.confirmacion_at < now() - interval '1 day') THEN now() ELSE a.confirmacion_at END
    FROM alertas previous
    WHERE a.buzon = ${alert.buzon} AND a.filtros = ${alert.filtros} AND previous.id = a.id
    RETURNING a.id, previous.confirmada_at IS NULL AND (previous.confirmacion_at IS NULL OR previous.confirmacion_at < now() - interval '1 day') AS confirm`;
  if (!existing) throw new Error('La alerta no se guardó');
  return existing;
}

/** Confirms a standing alert once: from now on, the cars entering the stock are new to it. False when there was nothing to confirm. */
export async function confirmAlert(token: string): Promise<boolean> {
  const confirmed = await db().$executeRaw`
    UPDATE alertas a SET confirmada_at = now(), visto_hasta = now(), ultima_actividad_at = now()
    WHERE a.token = ${token} AND a.confirmada_at IS NULL AND ${LIVE}`;
  return confirmed > 0;
}

/** Deletes an alert (its mailed cars go with it). */
export async function deleteAlert(token: string): Promise<boolean> {
  return (await db().$executeRaw`DELETE FROM alertas WHERE token = ${token}`) > 0;
}

/** Deletes an alert whose address refuses mail (a hard bounce). */
export async function deleteAlertById(id: number, tx: Prisma.TransactionClient = db()): Promise<void> {
  await tx.$executeRaw`DELETE FROM alertas WHERE id = ${id}`;
}

/** The alerts due a digest today. */
export async function dueAlertIds(): Promise<number[]> {
  const rows = await db().$queryRaw<{ id: number }[]>`SELECT a.id FROM alertas a WHERE ${DUE} ORDER BY a.id`;
  return rows.map((row) => row.id);
}

/** An alert locked for its digest, with the moment its new cars start from. */
export interface DueAlert extends AlertRow {
  /** Its last read, a day further back (never before its confirmation), as PostgreSQL writes it. */
  nuevos_desde: string;
}

/** Locks an alert for its digest, if it is still due one; null otherwise (a twin job sent it, or it went). */
export async function lockDueAlert(tx: Prisma.TransactionClient, id: number): Promise<DueAlert | null> {
  const [row] = await tx.$queryRaw<DueAlert[]>`
    SELECT ${ALERT_COLUMNS}, GREATEST(a.confirmada_at, a.visto_hasta - interval '1 day')::text AS nuevos_desde
    FROM alertas a WHERE a.id = ${id} AND ${DUE} FOR UPDATE`;
  return row ?? null;
}

/**
 * The cars an alert has had that a digest from `since` on could find again: those recorded since
 * a day before it (a car registered after `since` can only have been recorded by a digest that
 * was under way by then, and a digest's transaction lasts far less than a day). Never mailed to
 * it again; the older ones are not asked for, so the list stays short however old the alert.
 */
export async function alertCarIds(tx: Prisma.TransactionClient, alertId: number, since: string): Promise<number[]> {
  const rows = await tx.$queryRaw<{ coche_id: number }[]>`
    SELECT coche_id FROM alerta_coches WHERE alerta_id = ${alertId} AND enviado_at > ${since}::timestamptz - interval '1 day'`;
  return rows.map((row) => row.coche_id);
}

/**
 * What a digest read leaves behind: its time, and the cars it found, never mailed to the alert
 * again. A digest that mailed counts as the day's one, and as the alert's activity.
 */
export async function recordDigest(tx: Prisma.TransactionClient, alertId: number, carIds: readonly number[]): Promise<void> {
  if (carIds.length === 0) {
    await tx.$executeRaw`UPDATE alertas SET visto_hasta = now() WHERE id = ${alertId}`;
    return;
  }
  await tx.$executeRaw`INSERT INTO alerta_coches (alerta_id, coche_id) SELECT ${alertId}, unnest(ARRAY[${Prisma.join(carIds)}]::int[]) ON CONFLICT DO NOTHING`;
  await tx.$executeRaw`UPDATE alertas SET visto_hasta = now(), ultimo_envio_at = now(), ultima_actividad_at = now() WHERE id = ${alertId}`;
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
