import { db } from '../../db/client.ts';

/** What the CRM receives of a lead, with its forwarding state. */
export function webhookLead(id: number) {
  return db().lead.findUnique({
    select: { id: true, nombre: true, telefono: true, email: true, payload: true, webhook_attempts: true },
    where: { id },
  });
}

/** Records one forwarding attempt's outcome on the lead. */
export async function recordWebhook(
  id: number,
  data: { webhook_status: 'pending' | 'sent' | 'failed' | 'skipped'; webhook_attempts?: number; webhook_error?: string | null },
): Promise<void> {
  await db().lead.update({ where: { id }, data, select: { id: true } });
}

/** Leads still 'pending' that were stored before `before` (older than any forwarding in flight). */
export async function stalePendingLeads(before: Date): Promise<number[]> {
  const rows = await db().lead.findMany({
    select: { id: true },
    where: { webhook_status: 'pending', created_at: { lt: before } },
    orderBy: { id: 'asc' },
  });
  return rows.map((row) => row.id);
}

export type WebhookLeadRow = NonNullable<Awaited<ReturnType<typeof webhookLead>>>;
