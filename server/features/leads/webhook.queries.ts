import { db, type Prisma } from '../../db/client.ts';

/** What the CRM receives of a lead, with its forwarding state. */
export function webhookLead(id: number) {
  return db().lead.findUnique({
    select: { id: true, nombre: true, telefono: true, email: true, payload: true, webhook_status: true, webhook_attempts: true, webhook_next_at: true },
    where: { id },
  });
}

/** Records one forwarding attempt's outcome on the lead. */
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
  await tx.lead.update({ where: { id }, data, select: { id: true } });
}


export type WebhookLeadRow = NonNullable<Awaited<ReturnType<typeof webhookLead>>>;
