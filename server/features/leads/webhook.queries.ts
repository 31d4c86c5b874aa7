import { db, type Prisma } from '../../db/client.ts';
import { CRM_DUE } from './leads.queries.ts';

/** What the CRM receives of a lead, with its attempts so far, while its forward is due; null otherwise. */
export function webhookLead(id: number) {
  return db().lead.findFirst({
    select: { id: true, nombre: true, telefono: true, email: true, payload: true, webhook_attempts: true },
    where: { id, ...CRM_DUE },
  });
}

/** Records one forwarding attempt's outcome on the lead; a final one ('pending' is not) releases the lead's claim. */
export async function recordWebhook(
  id: number,
  data: {
    webhook_status: 'pending' | 'sent' | 'failed' | 'skipped';
    webhook_attempts?: number;
    webhook_error?: string | null;
    webhook_next_at?: Date | null;
  },
  tx: Prisma.TransactionClient = db(),
): Promise<void> {
  const release = data.webhook_status === 'pending' ? {} : { webhook_claimed_until: null };
  await tx.lead.update({ where: { id }, data: { ...data, ...release }, select: { id: true } });
}

export type WebhookLeadRow = NonNullable<Awaited<ReturnType<typeof webhookLead>>>;
