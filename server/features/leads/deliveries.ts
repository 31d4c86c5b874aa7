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

let running: Promise<void> | null = null;
let again = false;

/**
 * A sweep, never two at once in this process (the claims keep instances apart). Asked for while
 * one runs (a staff retry), one more sweep follows it, so a lead made due meanwhile is not left
 * to the next interval. Resolves when the sweeps are done; never rejects.
 */
export function sweepDeliveries(logger: Logger): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      await deliverDueLeads(logger);
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}

/**
 * Sweeps at start and then every DELIVERY_SWEEP_MS. Returns the function that stops it and
 * waits for a sweep under way, a staff retry's included, for shutdown.
 */
export function startLeadDeliveries(logger: Logger): () => Promise<void> {
  const sweep = () => void sweepDeliveries(logger);
  sweep();
  const timer = setInterval(sweep, DELIVERY_SWEEP_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
