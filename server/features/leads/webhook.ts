import { setTimeout as delay } from 'node:timers/promises';
import type { Logger } from 'pino';
import { env } from '../../config/env.ts';
import { recordWebhook, stalePendingLeads, webhookLead, type WebhookLeadRow } from './webhook.queries.ts';

/**
 * Forwards the landing pages' leads to the CRM set in CRM_WEBHOOK_URL (public-site §7, the
 * /leads row). The lead is stored first and never changed here but for its webhook_* columns:
 * 'pending' while forwarding, then 'sent' or 'failed' (with webhook_attempts and the last
 * webhook_error), 'skipped' when no CRM is set. The visitor's answer never waits on it.
 */

export const WEBHOOK_ATTEMPTS = 3;
export const WEBHOOK_TIMEOUT_MS = 5_000;
/** The waits before the second and the third attempt. */
export const WEBHOOK_BACKOFF_MS = [500, 2_000] as const;
/** A 'pending' lead older than this is no longer being forwarded by anyone (its process died). */
const STALE_PENDING_MS = 60_000;

export type WebhookStatus = 'sent' | 'failed' | 'skipped';
type Log = Pick<Logger, 'info' | 'warn' | 'error'>;

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

/** Forwards one stored lead to `url`, with retries, recording each attempt on it; no url: 'skipped'. */
export async function forwardLead(leadId: number, url: string | undefined): Promise<WebhookStatus> {
  if (!url) {
    await recordWebhook(leadId, { webhook_status: 'skipped' });
    return 'skipped';
  }
  const lead = await webhookLead(leadId);
  if (!lead) return 'skipped';
  const body = JSON.stringify(webhookPayload(lead));
  let attempts = lead.webhook_attempts;
  for (let attempt = 1; attempt <= WEBHOOK_ATTEMPTS; attempt++) {
    const wait = WEBHOOK_BACKOFF_MS[attempt - 2];
    if (wait) await delay(wait);
    const error = await post(url, body, leadId);
    attempts += 1;
    if (!error) {
      await recordWebhook(leadId, { webhook_status: 'sent', webhook_attempts: attempts, webhook_error: null });
      return 'sent';
    }
    const last = attempt === WEBHOOK_ATTEMPTS;
    await recordWebhook(leadId, { webhook_status: last ? 'failed' : 'pending', webhook_attempts: attempts, webhook_error: error.slice(0, 500) });
  }
  return 'failed';
}

/** Starts forwarding a lead after the answer has gone; failures are on the lead and in the log. */
export function forwardInBackground(leadId: number, log: Log): void {
  forwardLead(leadId, env().CRM_WEBHOOK_URL).then(
    (status) => {
      if (status === 'failed') log.warn({ leadId }, 'No se pudo enviar el lead al CRM; queda guardado como fallido');
    },
    (error: unknown) => log.error({ err: error, leadId }, 'Error al enviar el lead al CRM'),
  );
}

/**
 * At boot (server/main.ts, once the app listens): forwards again the leads a stopped process
 * left 'pending', one after another. Resolves with how many it tried; never rejects.
 */
export async function resumePendingWebhooks(log: Log, url: string | undefined = env().CRM_WEBHOOK_URL, now = new Date()): Promise<number> {
  try {
    const ids = await stalePendingLeads(new Date(now.getTime() - STALE_PENDING_MS));
    for (const id of ids) {
      const status = await forwardLead(id, url);
      if (status === 'failed') log.warn({ leadId: id }, 'Lead pendiente: el CRM sigue sin aceptarlo');
    }
    if (ids.length > 0) log.info({ count: ids.length }, 'Leads pendientes reenviados al CRM');
    return ids.length;
  } catch (error) {
    log.error({ err: error }, 'No se pudieron reenviar los leads pendientes al CRM');
    return 0;
  }
}
