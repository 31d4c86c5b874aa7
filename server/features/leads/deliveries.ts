import type { Logger } from 'pino';
import { sendDueMails } from './notify.ts';
import { forwardDueLeads } from './webhook.ts';

/** How often each instance looks for lead deliveries that are due. */
export const DELIVERY_SWEEP_MS = 60_000;

/**
 * One sweep: the staff mails and the CRM forwards that are due — failures whose retry time has
 * come (retry.ts) and first deliveries a stopped process left unfinished. Never rejects.
 */
export async function deliverDueLeads(logger: Logger): Promise<void> {
  await sendDueMails(logger).catch((error: unknown) => logger.error({ err: error }, 'Reenvío de correos de contactos fallido'));
  await forwardDueLeads(logger).catch((error: unknown) => logger.error({ err: error }, 'Reenvío de leads al CRM fallido'));
}

/**
 * Sweeps at start and then every DELIVERY_SWEEP_MS, never two at once in this process (the
 * claims keep instances apart). Returns the function that stops it and waits for a sweep under
 * way, for shutdown.
 */
export function startLeadDeliveries(logger: Logger): () => Promise<void> {
  let running: Promise<void> | null = null;
  const sweep = () => {
    running ??= deliverDueLeads(logger).finally(() => {
      running = null;
    });
  };
  sweep();
  const timer = setInterval(sweep, DELIVERY_SWEEP_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
