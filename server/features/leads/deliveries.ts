import type { Logger } from 'pino';
import type { Prisma } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import { claimDelivery, DELIVERIES, type DeliveryKind, releaseDelivery, undeliveredLeads } from './leads.queries.ts';

/**
 * A lead's deliveries, the staff mail and the CRM forward, are jobs of the queue (jobs/queue.ts):
 * queued in the transaction that stores the lead, so a stored lead always has them, and run by
 * whichever process runs jobs, never on the visitor's request. A failed attempt records its error
 * and its next time on the lead (retry.ts), which staff see, and queues that attempt for then.
 */

/** Queues a new lead's staff mail and, when it goes to the CRM, its forward. */
export async function queueLeadDeliveries(tx: Prisma.TransactionClient, leadId: number, forward: boolean): Promise<void> {
  await enqueue('lead-mail', { leadId }, { tx });
  if (forward) await enqueue('lead-crm', { leadId }, { tx });
}

/** How many undelivered leads one housekeeping run queues again, at most. */
const REQUEUE_LIMIT = 500;

/**
 * Queues the deliveries of leads that are still to be done, each for its due time: a job
 * already waiting for the lead is not queued twice (queue.ts), and a job run for a lead already
 * served does nothing, so this only covers leads left without a job (a restored backup, a
 * queue emptied by hand). Returns how many it asked for.
 */
export async function requeueDeliveries(): Promise<number> {
  const { mail, crm } = await undeliveredLeads(REQUEUE_LIMIT);
  const startAfter = (dueAt: Date | null) => (dueAt && dueAt.getTime() > Date.now() ? { startAfter: dueAt } : {});
  for (const lead of mail) await enqueue('lead-mail', { leadId: lead.id }, startAfter(lead.dueAt));
  for (const lead of crm) await enqueue('lead-crm', { leadId: lead.id }, startAfter(lead.dueAt));
  return mail.length + crm.length;
}

/**
 * Runs one delivery of a lead while holding its claim (leads.queries.ts claimDelivery): null,
 * doing nothing, when it is not due. When another run holds it, the delivery is queued again
 * for when that claim ends (or its next attempt's time, if later), so a run that dies holding it
 * (a process stopped mid-send) still has its delivery made. A run that throws releases its claim before the queue retries it; one
 * that records its outcome has released it by then.
 */
export async function whileClaimed<T>(leadId: number, kind: DeliveryKind, deliver: () => Promise<T>): Promise<T | null> {
  const claim = await claimDelivery(leadId, kind);
  if (!claim) return null;
  if ('dueAgain' in claim) {
    await enqueue(DELIVERIES[kind].queue, { leadId }, { startAfter: claim.dueAgain });
    return null;
  }
  try {
    return await deliver();
  } catch (error) {
    await releaseDelivery(leadId, kind, claim.until);
    throw error;
  }
}

/** Log lines of the delivery jobs. */
export type DeliveryLog = Pick<Logger, 'info' | 'warn' | 'error'>;
