import { pruneAlerts } from '../features/alerts/index.ts';
import { pruneAuthTokens } from '../features/auth/index.ts';
import { requeueDeliveries } from '../features/leads/index.ts';
import { queueEndedHolds, queueLostPaymentJobs } from '../features/reservations/index.ts';
import { pruneRateLimits } from '../lib/rate-limit.queries.ts';
import { tendUploads } from './uploads.ts';

/** When the hourly housekeeping job runs (cron, UTC): at minute 7, away from the hour's rush. */
export const HOUSEKEEPING_CRON = '7 * * * *';

/** How long a form rate limit's window is remembered after it ended. */
const RATE_LIMIT_KEEP_MS = 24 * 60 * 60_000;

/**
 * The 'housekeeping' job: forgets what has expired (form rate-limit windows over a day old,
 * sessions, "remember me" rows, reset tokens, alerts unconfirmed for a week or idle for six
 * months), removes the uploaded originals no job will
 * process (and banner files no banner names), queues again those whose job was lost (uploads.ts), queues again the lead
 * deliveries left without a job (leads/deliveries.ts), the expiry of reservation holds that have ended, and the expiry of unpaid reservations and the refunds whose job was lost. Idempotent; returns how many rows and
 * objects went.
 */
export async function housekeeping(): Promise<number> {
  const [limits, tokens, alerts, originals] = await Promise.all([
    pruneRateLimits(RATE_LIMIT_KEEP_MS),
    pruneAuthTokens(),
    pruneAlerts(),
    tendUploads(),
    requeueDeliveries(),
    queueEndedHolds(),
    queueLostPaymentJobs(),
  ]);
  return limits + tokens + alerts + originals.removed;
}
