import PgBoss from 'pg-boss';
import type { Prisma } from '../db/client.ts';
import type { DbLogger } from '../db/logger.ts';

/**
 * The job queue: pg-boss on the app's PostgreSQL (schema `pgboss`, created and migrated by
 * pg-boss itself). Every process opens it to send jobs; a process that also runs them starts
 * the runner (runner.ts). docs/several-instances.md explains the choice.
 *
 * Each job's payload names rows by id and nothing more, so a job reads the truth when it runs
 * and running it twice does no harm (every handler is idempotent).
 */

export interface JobPayloads {
  /** The staff mail of a stored lead. */
  'lead-mail': { leadId: number };
  /** The CRM forward of a stored landing lead. */
  'lead-crm': { leadId: number };
  /** The variants of an uploaded vehicle photo, from its private original. */
  'photo-variants': { photoId: number };
  /** The staff-only JPEG of an enquiry's photo (the trade-in's), from its private original. */
  'lead-photo': { photoId: number };
  'detail-photo': { detalleId: number };
  /** The variants of a banner's uploaded image, from its private original. */
  'banner-variants': { bannerId: number };
  /** Renders and processes a batch of the demo cars' photos that are still missing. */
  'demo-photos': Record<string, never>;
  /** Adds the variants that older photos lack. */
  'photo-backfill': Record<string, never>;
  /** Prunes what expires: form rate limits, sign-in and reset tokens, stale alerts. */
  housekeeping: Record<string, never>;
  /** The confirmation mail of a stored alert (features/alerts). */
  'alert-confirmation': { alertId: number };
  /** Queues the day's digest of every confirmed alert (daily, runner.ts). */
  'alert-digests': Record<string, never>;
  /** One alert's digest of the cars newly matching it. */
  'alert-digest': { alertId: number };
  /** Puts a reserved car back on sale when its confirmed hold ends (features/reservations). */
  'reservation-expiry': { reservaId: number };
  /** The buyer's mail of a reservation (requested, or paid online), with the withdrawal information and the link to 'Mi reserva'. */
  'reservation-mail': { reservaId: number };
  /** The acknowledgement of a withdrawal to the buyer, and staff's notice. */
  'reservation-withdrawal': { reservaId: number };
  /** Frees a reservation whose deposit was not paid online in time (features/reservations). */
  'payment-expiry': { reservaId: number };
  /** Gives a deposit paid online back through the gateway, then tells the buyer. */
  'payment-refund': { pagoId: number };
  /** The confirmation of a booked test drive, with its calendar invite (features/test-drives). */
  'test-drive-mail': { pruebaId: number };
  /** A reminder of a test drive `horas` before it; it goes out only if the drive still starts at `inicio`. */
  'test-drive-reminder': { pruebaId: number; inicio: string; horas: number };
  /** Tells a visitor that staff, or the car's sale, cancelled their test drive. */
  'test-drive-cancelled': { pruebaId: number };
  /** The visitor's copy of a trade-in valuation request (features/trade-in). */
  'trade-in-ack': { leadId: number };
  /** Mails an invited staff account the link that sets its password (features/staff). */
  'staff-invitation': { userId: number };
  /** Tells a staff member an enquiry was assigned to them (features/lead-workflow). */
  'lead-assignment': { leadId: number; userId: number };
}

export type JobName = keyof JobPayloads;

/**
 * How each queue retries. A handler that throws is retried with exponential backoff from
 * `retryDelay` seconds. A job still active after `expireInSeconds` (its process died, or it
 * hung) is failed by the supervising runner and retried the same way, so expireInSeconds is
 * the longest a job may take and, after a crash, about how long it waits to be taken again.
 * Image jobs wait for the process's image slots one picture at a time (media/image-slots.ts),
 * so their wait stays far inside it.
 *
 * Every queue keeps one waiting job per key. The queues of jobs that name a row are 'short': a
 * waiting job may start while its twin still runs, and each handler is safe beside its twin (the
 * lead deliveries claim their lead, leads.queries.ts claimDelivery; the image jobs write only
 * under names of their own and while what they read still holds). They are not 'stately' (one
 * running job per key): in pg-boss 10 a waiting job whose twin runs stops every fetch of its
 * queue, whatever the key, until the twin ends. That is just what the queues of one job at a
 * time want (the demo photos, the backfill, the housekeeping: one key each), so those are
 * 'stately', and a start that queues them again while they run waits for them.
 * The lead deliveries keep their own schedule of attempts, which staff see on the lead
 * (leads/deliveries.ts), so their queue retries only what never reached that schedule: a
 * crash, a database error.
 */
export const QUEUES: Record<JobName, Omit<PgBoss.Queue, 'name'>> = {
  'lead-mail': { policy: 'short', retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
  'lead-crm': { policy: 'short', retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
  'photo-variants': { policy: 'short', retryLimit: 4, retryDelay: 10, retryBackoff: true, expireInSeconds: 60 },
  'lead-photo': { policy: 'short', retryLimit: 4, retryDelay: 10, retryBackoff: true, expireInSeconds: 60 },
  'detail-photo': { policy: 'short', retryLimit: 4, retryDelay: 10, retryBackoff: true, expireInSeconds: 60 },
  'banner-variants': { policy: 'short', retryLimit: 4, retryDelay: 10, retryBackoff: true, expireInSeconds: 60 },
  'demo-photos': { policy: 'stately', retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 },
  'photo-backfill': { policy: 'stately', retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 3600 },
  housekeeping: { policy: 'stately', retryLimit: 2, retryDelay: 60, expireInSeconds: 600 },
  'alert-confirmation': { policy: 'short', retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 120 },
  'alert-digests': { policy: 'stately', retryLimit: 3, retryDelay: 300, expireInSeconds: 600 },
  'alert-digest': { policy: 'short', retryLimit: 5, retryDelay: 300, retryBackoff: true, expireInSeconds: 300 },
  'reservation-expiry': { policy: 'short', retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 60 },
  'reservation-mail': { policy: 'short', retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 120 },
  'reservation-withdrawal': { policy: 'short', retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 120 },
  'payment-expiry': { policy: 'short', retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 60 },
  // A refund waits up to 30 s for the gateway; an unreachable one is tried again for about a day.
  'payment-refund': { policy: 'short', retryLimit: 10, retryDelay: 120, retryBackoff: true, expireInSeconds: 90 },
  'test-drive-mail': { policy: 'short', retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 60 },
  'test-drive-reminder': { policy: 'short', retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 60 },
  'test-drive-cancelled': { policy: 'short', retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 60 },
  'trade-in-ack': { policy: 'short', retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 60 },
  'staff-invitation': { policy: 'short', retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 60 },
  'lead-assignment': { policy: 'short', retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 60 },
};

export const JOB_NAMES = Object.keys(QUEUES) as JobName[];

/** How often a supervising runner fails the jobs that outlived their expireInSeconds. */
export const SUPERVISE_SECONDS = 10;

let boss: PgBoss | undefined;

/**
 * Opens the queue: creates or migrates its schema and its queues. `supervise`: this process
 * also runs pg-boss's maintenance (failing expired jobs, archiving, the cron schedules); job
 * runners do, a web process that runs no jobs does not.
 */
export async function openQueue(connectionString: string, logger: DbLogger, options: { supervise: boolean }): Promise<PgBoss> {
  const instance = new PgBoss({
    connectionString,
    max: 3,
    application_name: 'gtcars-jobs',
    supervise: options.supervise,
    schedule: options.supervise,
    maintenanceIntervalSeconds: SUPERVISE_SECONDS,
    monitorStateIntervalSeconds: 60,
  });
  instance.on('error', (error) => logger.warn(`Cola de trabajos: ${error.message}`));
  await instance.start();
  const existing = new Set((await instance.getQueues()).map((queue) => queue.name));
  for (const name of JOB_NAMES) {
    if (existing.has(name)) await instance.updateQueue(name, { name, ...QUEUES[name] });
    else await instance.createQueue(name, { name, ...QUEUES[name] });
  }
  boss = instance;
  return instance;
}

/** The process's open queue; throws before openQueue(). */
export function jobQueue(): PgBoss {
  if (!boss) throw new Error('Cola de trabajos no iniciada: llame a openQueue() al arrancar');
  return boss;
}

/**
 * Stops the queue: running jobs get `timeoutMs` to finish; those still running then are failed,
 * so another runner retries them.
 */
export async function closeQueue(timeoutMs = 10_000): Promise<void> {
  // Jobs still running during the grace time may queue their next attempt: the queue stays open to them.
  await boss?.stop({ graceful: true, timeout: timeoutMs, wait: true });
  boss = undefined;
}

export interface EnqueueOptions {
  /** Sends the job inside this Prisma transaction: it exists if and only if the transaction commits. */
  tx?: Prisma.TransactionClient;
  /** Not before this time. */
  startAfter?: Date;
}

/** pg-boss's SQL run on a Prisma transaction; objects go as JSON, as the pg driver sends them. */
function onTransaction(tx: Prisma.TransactionClient): PgBoss.Db {
  const param = (value: unknown) => (value === undefined ? null : typeof value === 'object' && value !== null && !(value instanceof Date) ? JSON.stringify(value) : value);
  return { executeSql: async (text, values) => ({ rows: await tx.$queryRawUnsafe<unknown[]>(text, ...values.map(param)) }) };
}

/** Queues a job. Jobs of one payload share a key, so a job already waiting for the same row is not queued twice. */
export async function enqueue<N extends JobName>(name: N, data: JobPayloads[N], options: EnqueueOptions = {}): Promise<void> {
  const send: PgBoss.SendOptions = { singletonKey: JSON.stringify(data) };
  if (options.tx) send.db = onTransaction(options.tx);
  if (options.startAfter) send.startAfter = options.startAfter;
  await jobQueue().send(name, data, send);
}
