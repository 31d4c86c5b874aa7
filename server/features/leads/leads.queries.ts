import { db, Prisma } from '../../db/client.ts';
import { CLAIM_MINUTES } from './retry.ts';

/** Whether a car is on the public site (active, not removed), so it can be enquired about. */
export async function publicVehicleExists(id: number): Promise<boolean> {
  const found = await db().coche.findFirst({ select: { id: true }, where: { id, activo: true, deleted_at: null } });
  return found !== null;
}

/**
 * Stores a vehicle enquiry and counts it on the car, both or neither. The counter is raised in
 * SQL so the car's updated_at (the sitemap's lastmod, the back office's "modified") stays put.
 */
export async function createVehicleLead(data: Prisma.LeadUncheckedCreateInput & { coche_id: number }): Promise<number> {
  const [lead] = await db().$transaction([
    db().lead.create({ data, select: { id: true } }),
    db().$executeRaw`UPDATE coches SET num_contactos = num_contactos + 1 WHERE id = ${data.coche_id}`,
  ]);
  return lead.id;
}

/** A brand and, if it belongs to that brand, one of its models; null for an unknown brand. */
export async function brandWithModel(marcaId: number, modeloId: number) {
  return db().marca.findUnique({
    where: { id: marcaId },
    select: { id: true, nombre: true, modelos: { where: { id: modeloId }, select: { id: true, nombre: true } } },
  });
}

/** Stores a lead that is about no particular car (e.g. an appointment request). */
export async function createLead(data: Prisma.LeadUncheckedCreateInput): Promise<number> {
  const lead = await db().lead.create({ data, select: { id: true } });
  return lead.id;
}

/** What the staff mail of a lead shows: the lead, its consent and the car it is about. */
export async function leadForMail(id: number) {
  return db().lead.findUnique({
    where: { id },
    select: {
      id: true,
      source: true,
      nombre: true,
      apellidos: true,
      telefono: true,
      email: true,
      mensaje: true,
      payload: true,
      mail_attempts: true,
      consent_at: true,
      consent_version: true,
      created_at: true,
      coche: { select: { slug: true, nombre: true, marca: { select: { id: true, nombre: true } }, modelo: { select: { id: true, nombre: true } } } },
    },
  });
}

export type LeadForMail = NonNullable<Awaited<ReturnType<typeof leadForMail>>>;

/**
 * Records the outcome of the staff mail: sent (nothing more due), or failed with the error, the
 * count of failures and when it is due again (null: given up).
 */
export async function markLeadMail(
  id: number,
  outcome: { sent: true } | { sent: false; error: string; attempts: number; nextAt: Date | null },
): Promise<void> {
  await db().lead.updateMany({
    where: { id },
    data: outcome.sent
      ? { mailed_at: new Date(), mail_error: null, mail_next_at: null }
      : { mail_error: outcome.error.slice(0, 1000), mail_attempts: outcome.attempts, mail_next_at: outcome.nextAt },
  });
}

/**
 * Takes the next lead whose staff mail is due (a failure's retry, or a first send that never
 * ended) for this process: its mail_next_at moves `CLAIM_MINUTES` on in the same statement, and
 * a row another instance holds is skipped, so no two processes send one mail. Null: none is due.
 */
export async function claimDueMail(): Promise<number | null> {
  const rows = await db().$queryRaw<{ id: number }[]>`
    UPDATE leads SET mail_next_at = now() + make_interval(mins => ${CLAIM_MINUTES})
    WHERE id = (
      SELECT id FROM leads WHERE mail_next_at <= now() AND mailed_at IS NULL
      ORDER BY mail_next_at, id LIMIT 1 FOR UPDATE SKIP LOCKED
    )
    RETURNING id`;
  return rows[0]?.id ?? null;
}

/** The dealership's calendar periods: the day, the week (from Monday) and the month. */
export type CanaryPeriod = 'day' | 'week' | 'month';

/**
 * When the period holding `now` began, as SQL: midnight in the Canary Islands (Atlantic/Canary,
 * WET/WEST), not in UTC. The one definition of the counters' and the enquiry list's periods.
 */
function canaryPeriodStart(period: CanaryPeriod, now: Date): Prisma.Sql {
  return Prisma.sql`(date_trunc(${period}, ${now}::timestamptz AT TIME ZONE 'Atlantic/Canary') AT TIME ZONE 'Atlantic/Canary')`;
}

/** The instant the period holding `now` began (for a created_at >= filter). */
export async function periodStart(period: CanaryPeriod, now: Date = new Date()): Promise<Date> {
  const [row] = await db().$queryRaw<{ start: Date }[]>`SELECT ${canaryPeriodStart(period, now)} AS start`;
  if (!row) throw new Error('periodStart: sin resultado');
  return row.start;
}

/** Leads received today, this week (from Monday) and this month, as the dealership counts them. */
export async function contactCounts(now: Date): Promise<{ today: number; week: number; month: number }> {
  const [row] = await db().$queryRaw<{ today: bigint; week: bigint; month: bigint }[]>`
    WITH bounds AS (
      SELECT ${canaryPeriodStart('day', now)} AS day_start,
             ${canaryPeriodStart('week', now)} AS week_start,
             ${canaryPeriodStart('month', now)} AS month_start
    )
    SELECT count(l.id) FILTER (WHERE l.created_at >= b.day_start) AS today,
           count(l.id) FILTER (WHERE l.created_at >= b.week_start) AS week,
           count(l.id) FILTER (WHERE l.created_at >= b.month_start) AS month
    FROM bounds b
    LEFT JOIN leads l ON l.created_at >= least(b.month_start, b.week_start) AND l.created_at <= ${now}::timestamptz`;
  return { today: Number(row?.today ?? 0), week: Number(row?.week ?? 0), month: Number(row?.month ?? 0) };
}
