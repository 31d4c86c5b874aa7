import { setTimeout as delay } from 'node:timers/promises';
import { transaction } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import { type DeliveryLog, whileClaimed } from './deliveries.ts';
import { nextRetryAt } from './retry.ts';
import { recordWebhook, webhookLead, type WebhookLeadRow } from './webhook.queries.ts';

/**
 * Forwards the landing pages' leads to the CRM set in CRM_WEBHOOK_URL (public-site §7, the
 * /leads row). The lead is stored first and never changed here but for its webhook_* columns:
 * 'pending' until forwarded, then 'sent' or 'failed' (with webhook_attempts, the last
 * webhook_error and webhook_next_at, when the next round is due), 'skipped' when no CRM is set.
 * It runs as a job (deliveries.ts): the visitor's answer never waits on it.
 */

/** POSTs in one round: a failed round is tried again later (retry.ts), up to WEBHOOK_MAX_ROUNDS. */
export const WEBHOOK_ATTEMPTS = 3;
export const WEBHOOK_MAX_ROUNDS = 8;
export const WEBHOOK_TIMEOUT_MS = 5_000;
/** The waits before the second and the third attempt of a round. */
export const WEBHOOK_BACKOFF_MS = [500, 2_000] as const;

export type WebhookStatus = 'sent' | 'failed' | 'skipped';

/** The §7 payload: origen, nombre_completo, telefono, email, horario_preferencia, desea_financiar, vehicle_id, page_url, submitted_at. */
export function webhookPayload(lead: WebhookLeadRow) {
  const stored = (lead.payload ?? {}) as Record<string, unknown>;
  return {
    origen: stored.origen ?? null,
    nombre_completo: lead.nombre,
    telefono: lead.telefono,
    email: lead.email,
    horario_preferencia: stored.horario_preferencia,
    desea_financiar: stored.desea_financiar,
    vehicle_id: stored.vehicle_id ?? null,
    page_url: stored.page_url ?? null,
    submitted_at: stored.submitted_at,
  };
}

/** One POST to the CRM: null when it answered 2xx, else what went wrong. */
async function post(url: string, body: string, leadId: number): Promise<string | null> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      // The same key on every attempt lets the CRM drop a duplicate after a lost answer.
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `gtcars-lead-${leadId}` },
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.ok ? null : `HTTP ${response.status}`;
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') return `Sin respuesta en ${WEBHOOK_TIMEOUT_MS / 1000} s`;
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * The 'lead-crm' job: forwards one stored lead to `url` in a round of up to WEBHOOK_ATTEMPTS
 * POSTs, recording each on it. A failed round is recorded with its next time and, in the same
 * transaction, queued for then, until WEBHOOK_MAX_ROUNDS. A lead already sent, skipped, given
 * up or held by another run is left alone, so a job run twice, or beside its twin, forwards
 * once. No url: 'skipped'.
 */
export async function forwardLead(leadId: number, url: string | undefined, log: DeliveryLog): Promise<WebhookStatus | 'left'> {
  return (await whileClaimed(leadId, 'crm', () => forwardRound(leadId, url, log))) ?? 'left';
}

async function forwardRound(leadId: number, url: string | undefined, log: DeliveryLog): Promise<WebhookStatus | 'left'> {
  const lead = await webhookLead(leadId);
  if (!lead) return 'left';
  if (!url) {
    await recordWebhook(leadId, { webhook_status: 'skipped', webhook_next_at: null });
    return 'skipped';
  }
  const body = JSON.stringify(webhookPayload(lead));
  let attempts = lead.webhook_attempts;
  for (let attempt = 1; attempt <= WEBHOOK_ATTEMPTS; attempt++) {
    const wait = WEBHOOK_BACKOFF_MS[attempt - 2];
    if (wait) await delay(wait);
    const error = await post(url, body, leadId);
    attempts += 1;
    if (!error) {
      await recordWebhook(leadId, { webhook_status: 'sent', webhook_attempts: attempts, webhook_error: null, webhook_next_at: null });
      log.info({ leadId }, 'Lead enviado al CRM');
      return 'sent';
    }
    const outcome = { webhook_attempts: attempts, webhook_error: error.slice(0, 500) };
    if (attempt < WEBHOOK_ATTEMPTS) await recordWebhook(leadId, { webhook_status: 'pending', ...outcome });
    else {
      const nextAt = nextRetryAt(Math.ceil(attempts / WEBHOOK_ATTEMPTS), WEBHOOK_MAX_ROUNDS);
      await transaction(async (tx) => {
        await recordWebhook(leadId, { webhook_status: 'failed', ...outcome, webhook_next_at: nextAt }, tx);
        if (nextAt) await enqueue('lead-crm', { leadId }, { tx, startAfter: nextAt });
      });
    }
  }
  log.warn({ leadId }, 'No se pudo enviar el lead al CRM; queda guardado como fallido');
  return 'failed';
}
