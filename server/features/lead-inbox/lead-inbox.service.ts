import type { Logger } from 'pino';
import type { Periodo, LeadFilters } from '../../contracts/lead-inbox.ts';
import { sweepDeliveries } from '../leads/deliveries.ts';
import { periodStart, type CanaryPeriod } from '../leads/leads.queries.ts';
import { listLeads, rescheduleDelivery, leadExists } from './lead-inbox.queries.ts';

/** The list's periods are the dashboard counters' own (leads.queries: periodStart). */
const PERIODS: Record<Periodo, CanaryPeriod> = { hoy: 'day', semana: 'week', mes: 'month' };

/** The list's page for these filters. */
export async function leadList(filters: LeadFilters) {
  const since = filters.periodo ? await periodStart(PERIODS[filters.periodo]) : null;
  return listLeads(filters, since);
}

/**
 * 'Reintentar envío': a given-up staff mail and a failed CRM forward are made due now, then a
 * delivery sweep runs in the background (the process's one sweep, or one more right after it;
 * claims keep it from sending anything twice), so a reload shows its outcome. 'nothing': no
 * delivery had failed, nothing changed.
 */
export async function retryDelivery(id: number, logger: Logger): Promise<'scheduled' | 'nothing' | 'missing'> {
  const { mail, crm } = await rescheduleDelivery(id);
  if (!mail && !crm) return (await leadExists(id)) ? 'nothing' : 'missing';
  void sweepDeliveries(logger);
  return 'scheduled';
}
