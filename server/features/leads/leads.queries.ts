import { db, Prisma, transaction } from '../../db/client.ts';
import { QUEUES } from '../../jobs/queue.ts';
import { countEnquiry, withNamedCars } from '../catalogue/index.ts';
import { queueLeadDeliveries } from './deliveries.ts';

/**
 * Stores a vehicle enquiry, counts it on the car (num_contactos and today's daily counter) and
 * queues its deliveries, all or nothing (`along` writes what belongs to it, a reservation say,
 * in the same transaction). The counters are raised in SQL so the car's updated_at (the
 * sitemap's lastmod, the back office's "modified") stays put.
 */
export async function createVehicleLead(
  data: Prisma.LeadUncheckedCreateInput & { coche_id: number },
  forward = false,
  along?: (tx: Prisma.TransactionClient, leadId: number) => Promise<void>,
): Promise<number> {
  return transaction(async (tx) => {
    const lead = await tx.lead.create({ data, select: { id: true } });
    await countEnquiry(tx, data.coche_id);
    await along?.(tx, lead.id);
    await queueLeadDeliveries(tx, lead.id, forward);
    return lead.id;
  });
}

/** A brand and, if it belongs to that brand, one of its models; null for an unknown brand. */
export async function brandWithModel(marcaId: number, modeloId: number) {
  return db().marca.findUnique({
    where: { id: marcaId },
    select: { id: true, nombre: true, modelos: { where: { id: modeloId }, select: { id: true, nombre: true } } },
  });
}

/**
 * Stores a lead that is about no particular car (e.g. an appointment request) and queues its
 * deliveries; `along` writes what belongs to it (its photos) in the same transaction.
 */
export async function createLead(data: Prisma.LeadUncheckedCreateInput, forward = false, along?: (tx: Prisma.TransactionClient, leadId: number) => Promise<void>): Promise<number> {
  return transaction(async (tx) => {
    const lead = await tx.lead.create({ data, select: { id: true } });
    await along?.(tx, lead.id);
    await queueLeadDeliveries(tx, lead.id, forward);
    return lead.id;
  });
}

/** A lead whose staff mail is still to be sent: not sent, not given up. */
export const MAIL_DUE = { mailed_at: null, mail_next_at: { not: null } } satisfies Prisma.LeadWhereInput;

/** A lead whose CRM forward is still to be made: pending, or failed with a round still to come. */
export const CRM_DUE = { OR: [{ webhook_status: 'pending' }, { webhook_status: 'failed', webhook_next_at: { not: null } }] } satisfies Prisma.LeadWhereInput;

/** Each delivery's queue (jobs/queue.ts), the column its claim lives in and the one of its next time. */
export const DELIVERIES = {
  mail: { due: MAIL_DUE, column: 'mail_claimed_until', next: 'mail_next_at', queue: 'lead-mail' },
  crm: { due: CRM_DUE, column: 'webhook_claimed_until', next: 'webhook_next_at', queue: 'lead-crm' },
} as const;

export type DeliveryKind = keyof typeof DELIVERIES;

/** A run's claim on its lead (until then), or another run's: the delivery is due again then. */
export type DeliveryClaim = { until: Date } | { dueAgain: Date };

/**
 * Claims a lead's due delivery for one job run, in one statement: a second job for the same lead
 * meanwhile (a queue lets twins run, jobs/queue.ts) finds it held, so an enquiry is never mailed
 * or forwarded twice at once. The claim lasts the queue's expiry, after which the queue fails a
 * run that died and retries it. Recording the outcome releases it (markLeadMail, recordWebhook).
 * A held one answers when the delivery is due again: the claim's end, or its next attempt's time
 * if later. Null when the delivery is not due.
 */
export async function claimDelivery(id: number, kind: DeliveryKind): Promise<DeliveryClaim | null> {
  const { due, column, next, queue } = DELIVERIES[kind];
  const now = new Date();
  const until = new Date(now.getTime() + QUEUES[queue].expireInSeconds! * 1000);
  const { count } = await db().lead.updateMany({ where: { id, AND: [due, { OR: [{ [column]: null }, { [column]: { lt: now } }] }] }, data: { [column]: until } });
  if (count > 0) return { until };
  const held = await db().lead.findFirst({
    where: { id, AND: [due] },
    select: { mail_claimed_until: true, webhook_claimed_until: true, mail_next_at: true, webhook_next_at: true },
  });
  const times = [held?.[column], held?.[next]].filter((time): time is Date => time instanceof Date);
  return times.length > 0 ? { dueAgain: new Date(Math.max(...times.map((time) => time.getTime()))) } : null;
}

/** Releases this run's claim (and no later run's) when it ended without recording an outcome (it threw). */
export async function releaseDelivery(id: number, kind: DeliveryKind, until: Date): Promise<void> {
  const { column } = DELIVERIES[kind];
  await db().lead.updateMany({ where: { id, [column]: until }, data: { [column]: null } });
}

/** What the staff mail of a lead shows (the lead, its consent, the car), while its mail is due; null otherwise. */
export async function leadForMail(id: number) {
  const lead = await db().lead.findFirst({
    where: { id, ...MAIL_DUE },
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
      idioma: true,
      coche_id: true,
    },
  });
  return lead && (await withNamedCars([lead]))[0]!;
}

export type LeadForMail = NonNullable<Awaited<ReturnType<typeof leadForMail>>>;

/**
 * Records the outcome of the staff mail, releasing the lead's claim: sent (nothing more due), or
 * failed with the error, the count of failures and when it is due again (null: given up).
 */
export async function markLeadMail(
  id: number,
  outcome: { sent: true } | { sent: false; error: string; attempts: number; nextAt: Date | null },
  tx: Prisma.TransactionClient = db(),
): Promise<void> {
  await tx.lead.updateMany({
    where: { id },
    data: outcome.sent
      ? { mailed_at: new Date(), mail_error: null, mail_next_at: null, mail_claimed_until: null }
      : { mail_error: outcome.error.slice(0, 1000), mail_attempts: outcome.attempts, mail_next_at: outcome.nextAt, mail_claimed_until: null },
  });
}

/**
 * The leads whose staff mail or CRM forward is still to be done (not sent, not given up), with
 * when each is due: what the delivery jobs of a restored backup, or of lost jobs, must cover.
 */
export async function undeliveredLeads(limit: number) {
  const [mail, crm] = await Promise.all([
    db().lead.findMany({ select: { id: true, mail_next_at: true }, where: MAIL_DUE, orderBy: { id: 'asc' }, take: limit }),
    db().lead.findMany({ select: { id: true, webhook_next_at: true }, where: CRM_DUE, orderBy: { id: 'asc' }, take: limit }),
  ]);
  return { mail: mail.map((row) => ({ id: row.id, dueAt: row.mail_next_at })), crm: crm.map((row) => ({ id: row.id, dueAt: row.webhook_next_at })) };
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
