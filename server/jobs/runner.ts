import type { Logger } from 'pino';
import type PgBoss from 'pg-boss';
import { env } from '../config/env.ts';
import { DIGEST_CRON, queueDigests, sendConfirmation, sendDigest } from '../features/alerts/index.ts';
import { deliverLeadMail, forwardLead } from '../features/leads/index.ts';
import { makeBannerVariants } from '../features/banners/index.ts';
import { sendInvitation } from '../features/staff/index.ts';
import { sendAssignmentMail } from '../features/lead-workflow/index.ts';
import { expireReservation, expireUnpaid, refundPayment, sendReservationMail, sendWithdrawalMails } from '../features/reservations/index.ts';
import { makeLeadPhoto, sendTradeInAck } from '../features/trade-in/index.ts';
import { makeDetailPhoto } from '../features/car-history/index.ts';
import { sendTestDriveCancelled, sendTestDriveMail, sendTestDriveReminder } from '../features/test-drives/index.ts';
import { makePhotoVariants } from '../features/stock/index.ts';
import { setImageSlots } from '../media/image-slots.ts';
import { housekeeping, HOUSEKEEPING_CRON } from './housekeeping.ts';
import { backfillAllPhotos, completeDemoPhotos } from './photos.ts';
import { enqueue, JOB_NAMES, type JobName, type JobPayloads } from './queue.ts';

type Handler<N extends JobName> = (data: JobPayloads[N], logger: Logger) => Promise<unknown>;

/** What each job does. A handler that throws has its job retried (queue.ts QUEUES). */
const HANDLERS: { [N in JobName]: Handler<N> } = {
  'lead-mail': ({ leadId }, logger) => deliverLeadMail(leadId, logger),
  'lead-crm': ({ leadId }, logger) => forwardLead(leadId, env().CRM_WEBHOOK_URL, logger),
  'photo-variants': ({ photoId }, logger) => makePhotoVariants(photoId, logger),
  'banner-variants': ({ bannerId }, logger) => makeBannerVariants(bannerId, logger),
  'lead-photo': ({ photoId }, logger) => makeLeadPhoto(photoId, logger),
  'detail-photo': ({ detalleId }, logger) => makeDetailPhoto(detalleId, logger),
  'demo-photos': (_data, logger) => completeDemoPhotos(logger),
  'photo-backfill': (_data, logger) => backfillAllPhotos(logger),
  housekeeping: () => housekeeping(),
  'alert-confirmation': ({ alertId }) => sendConfirmation(alertId),
  'alert-digests': () => queueDigests(),
  'alert-digest': ({ alertId }) => sendDigest(alertId),
  'reservation-expiry': ({ reservaId }) => expireReservation(reservaId),
  'reservation-mail': ({ reservaId }) => sendReservationMail(reservaId),
  'reservation-withdrawal': ({ reservaId }) => sendWithdrawalMails(reservaId),
  'payment-expiry': ({ reservaId }) => expireUnpaid(reservaId),
  'payment-refund': ({ pagoId }) => refundPayment(pagoId),
  'test-drive-mail': ({ pruebaId }) => sendTestDriveMail(pruebaId),
  'test-drive-reminder': ({ pruebaId, inicio, horas }) => sendTestDriveReminder(pruebaId, inicio, horas),
  'test-drive-cancelled': ({ pruebaId }) => sendTestDriveCancelled(pruebaId),
  'trade-in-ack': ({ leadId }) => sendTradeInAck(leadId),
  'staff-invitation': ({ userId }) => sendInvitation(userId),
  'lead-assignment': ({ leadId, userId }) => sendAssignmentMail(leadId, userId),
};

/** Runs one job's handler here and now: the runner's work, and the tests' way to run what is queued. */
export function runJob<N extends JobName>(name: N, data: JobPayloads[N], logger: Logger): Promise<unknown> {
  return (HANDLERS[name] as Handler<N>)(data, logger);
}

export interface RunnerOptions {
  /** Pictures worked on at once in this process (media/image-slots.ts): 1 beside a web server, more in a worker of its own. */
  imageConcurrency: number;
}

const IMAGE_JOBS: ReadonlySet<JobName> = new Set(['photo-variants', 'lead-photo', 'detail-photo', 'banner-variants', 'demo-photos', 'photo-backfill']);

/** The scheduled sweeps: one at a time. */
const SWEEPS: ReadonlySet<JobName> = new Set(['housekeeping', 'alert-digests']);


/** How many of each queue's jobs one process takes at once (their pictures also share the image slots). */
function concurrency(name: JobName, options: RunnerOptions): number {
  if (IMAGE_JOBS.has(name)) return options.imageConcurrency;
  return SWEEPS.has(name) ? 1 : 2;
}

/** How often an idle runner asks for new jobs. */
const POLL_SECONDS = 1;

/**
 * Runs the queue's jobs in this process until the queue is closed (closeQueue() lets running
 * jobs finish). Each job is logged with its name and id, never its payload's personal data
 * (payloads hold ids only). Also schedules the hourly housekeeping and the daily digests.
 */
export async function startJobRunner(boss: PgBoss, logger: Logger, options: RunnerOptions): Promise<void> {
  setImageSlots(options.imageConcurrency);
  for (const name of JOB_NAMES) {
    const run = async ([job]: PgBoss.Job<JobPayloads[JobName]>[]) => {
      if (!job) return;
      const log = logger.child({ job: name, jobId: job.id });
      try {
        await runJob(name, job.data, log);
      } catch (error) {
        log.warn({ err: error }, 'Trabajo fallido; se reintentará');
        throw error;
      }
    };
    for (let slot = 0; slot < concurrency(name, options); slot++) {
      await boss.work<JobPayloads[JobName]>(name, { batchSize: 1, pollingIntervalSeconds: POLL_SECONDS }, run);
    }
  }
  // The key every enqueue('housekeeping') has, so a scheduled run and a queued one never run at once.
  await boss.schedule('housekeeping', HOUSEKEEPING_CRON, {}, { singletonKey: JSON.stringify({}) });
  await boss.schedule('alert-digests', DIGEST_CRON, {}, { singletonKey: JSON.stringify({}), tz: 'Atlantic/Canary' });
  await enqueue('housekeeping', {});
}
