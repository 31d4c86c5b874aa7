import { contactCounts } from './leads.queries.ts';

export interface ContactCounters {
  /** Leads since midnight, Canary Islands time. */
  today: number;
  /** Leads since Monday 00:00, Canary Islands time. */
  week: number;
  /** Leads since the 1st of the month 00:00, Canary Islands time. */
  month: number;
}

/** The dashboard's contact counters as of `now`: every public form's leads, whatever their source. */
export function contactCounters(now: Date = new Date()): Promise<ContactCounters> {
  return contactCounts(now);
}
