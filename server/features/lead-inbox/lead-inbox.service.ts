import type { Periodo, LeadFilters } from '../../contracts/lead-inbox.ts';
import { transaction } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import { type CanaryPeriod, periodStart } from '../leads/index.ts';
import { listLeads, rescheduleDelivery, leadExists } from './lead-inbox.queries.ts';

/** The list's periods are the dashboard counters' own (leads.queries: periodStart). */
const PERIODS: Record<Periodo, CanaryPeriod> = { hoy: 'day', semana: 'week', mes: 'month' };

/** The list's page for these filters, as `viewerId` sees it ('Mis solicitudes'). */
export async function leadList(filters: LeadFilters, viewerId: number) {
  const since = filters.periodo ? await periodStart(PERIODS[filters.periodo]) : null;
  return listLeads(filters, since, viewerId);
}

/**
 * 'Reintentar envío': a given-up staff mail and a failed CRM forward are made due now, each with
 * a fresh count of attempts, and queued in the same transaction, so a reload shows its outcome
 * once a job runner has sent it. 'nothing': no delivery had failed, nothing changed.
 */
export async function retryDelivery(id: number): Promise<'scheduled' | 'nothing' | 'missing'> {
  const outcome = await transaction(async (tx) => {
    const { mail, crm } = await rescheduleDelivery(id, tx);
    if (mail) await enqueue('lead-mail', { leadId: id }, { tx });
    if (crm) await enqueue('lead-crm', { leadId: id }, { tx });
    return mail || crm;
  });
  if (!outcome) return (await leadExists(id)) ? 'nothing' : 'missing';
  return 'scheduled';
}
