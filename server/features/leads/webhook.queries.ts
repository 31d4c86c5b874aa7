import { db } from '../../db/client.ts';
import { CLAIM_MINUTES } from './retry.ts';

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
  data: {
    webhook_status: 'pending' | 'sent' | 'failed' | 'skipped';
    webhook_attempts?: number;
    webhook_error?: string | null;
    webhook_next_at?: Date | null;
  },
): Promise<void> {
  await db().lead.update({ where: { id }, data, select: { id: true } });
}

/**
 * Takes the next lead whose CRM forward is due (a failed round's retry, or a 'pending' one whose
 * process stopped) for this process: 'pending' again, with webhook_next_at `CLAIM_MINUTES` on, in
 * one statement that skips rows another instance holds. Null: none is due.
 */
export async function claimDueWebhook(): Promise<number | null> {
  const rows = await db().$queryRaw<{ id: number }[]>`
    UPDATE leads SET webhook_status = 'pending', webhook_next_at = now() + make_interval(mins => ${CLAIM_MINUTES})
    WHERE id = (
      SELECT id FROM leads WHERE webhook_next_at <= now() AND webhook_status IN ('pending', 'failed')
      ORDER BY webhook_next_at, id LIMIT 1 FOR UPDATE SKIP LOCKED
    )
    RETURNING id`;
  return rows[0]?.id ?? null;
}

export type WebhookLeadRow = NonNullable<Awaited<ReturnType<typeof webhookLead>>>;
