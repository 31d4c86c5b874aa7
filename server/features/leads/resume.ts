import type { Logger } from 'pino';
import { pruneFormRateLimits } from '../../http/middleware/rate-limit.ts';
import { retryUnmailedLeads } from './notify.ts';
import { resumePendingWebhooks } from './webhook.ts';

/**
 * At start, in the background: what a stopped process left half-done with the enquiries, so
 * none stays unseen — staff mails never sent, CRM forwards still pending — and the form rate
 * limits' old windows. Never throws; failures are logged.
 */
export async function resumeLeadDeliveries(logger: Logger): Promise<void> {
  await retryUnmailedLeads(logger).catch((error: unknown) => logger.error({ err: error }, 'Reenvío de correos de contactos fallido'));
  await resumePendingWebhooks(logger);
  await pruneFormRateLimits().catch((error: unknown) => logger.warn({ err: error }, 'Limpieza de rate_limits fallida'));
}
