/**
 * The dashboard's contact counters (today, this week, this month) count by the dealership's
 * calendar: midnight, Monday and the 1st in the Canary Islands, which is UTC in winter and
 * UTC+1 in summer. Leads are placed either side of each boundary.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { LEGAL_TEXT_VERSION } from '../../../server/contracts/lead-forms.ts';
import { contactCounters } from '../../../server/features/leads/counters.ts';
import { useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';

const { prisma } = useTestApp();

beforeEach(() => resetDatabase(prisma));

async function leadsAt(...isoTimes: string[]) {
  await prisma.lead.createMany({
    data: isoTimes.map((iso, index) => ({
      source: index % 2 ? 'cita' : 'vehiculo',
      nombre: `Cliente ${index}`,
      telefono: '600000000',
      email: 'cliente@example.es',
      consent_at: new Date(iso),
      consent_version: LEGAL_TEXT_VERSION,
      created_at: new Date(iso),
    })),
  });
}

describe('contactCounters', () => {
  it('in summer (UTC+1) counts 23:30 UTC as the next local day, week and month', async () => {
    // Wednesday 15 July 2026, 11:00 in the Canaries. Monday 13 July starts at 12 July 23:00 UTC.
    const now = new Date('2026-07-15T10:00:00Z');
    await leadsAt(
      '2026-07-14T23:30:00Z', // Wed 00:30 local: today
      '2026-07-14T22:30:00Z', // Tue 23:30 local: this week
      '2026-07-12T23:30:00Z', // Mon 00:30 local: this week
      '2026-07-12T22:30:00Z', // Sun 23:30 local: this month only
      '2026-06-30T23:30:00Z', // 1 July 00:30 local: this month only
      '2026-06-30T22:30:00Z', // 30 June 23:30 local: none
      '2026-07-15T10:30:00Z', // after now: none
    );
    expect(await contactCounters(now)).toEqual({ today: 1, week: 3, month: 5 });
  });

  it('in winter (UTC) keeps 23:30 UTC on the same local day', async () => {
    // Thursday 15 January 2026, 10:00 in the Canaries. Monday 12 January starts at 00:00 UTC.
    const now = new Date('2026-01-15T10:00:00Z');
    await leadsAt(
      '2026-01-15T00:30:00Z', // today
      '2026-01-14T23:30:00Z', // Wednesday: this week
      '2026-01-11T23:30:00Z', // Sunday: this month only
      '2025-12-31T23:30:00Z', // last year: none
    );
    expect(await contactCounters(now)).toEqual({ today: 1, week: 2, month: 3 });
  });

  it('counts a week that began in the previous month, while the month starts on the 1st', async () => {
    // Friday 2 October 2026, 12:00 local (UTC+1); the week began on Monday 28 September.
    const now = new Date('2026-10-02T11:00:00Z');
    await leadsAt('2026-09-28T08:00:00Z', '2026-10-01T08:00:00Z', '2026-10-02T08:00:00Z');
    expect(await contactCounters(now)).toEqual({ today: 1, week: 3, month: 2 });
  });

  it('answers zeros when there are no leads', async () => {
    expect(await contactCounters(new Date('2026-07-15T10:00:00Z'))).toEqual({ today: 0, week: 0, month: 0 });
  });
});
