/**
 * The staff panel's six tiles come from the database: the public site's cars (active, not
 * deleted) per state, and every form's leads today, this week and this month.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { seedStaff } from '../../../prisma/seed/staff.ts';
import { LEGAL_TEXT_VERSION } from '../../../server/contracts/lead-forms.ts';
import { contactCounters } from '../../../server/features/leads/counters.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { staffAgent } from '../../support/staff.ts';
import { seedSearchFixture } from '../catalogue/search-fixture.ts';

const { app, prisma } = useTestApp();

const HOUR = 3_600_000;

beforeAll(async () => {
  // 30 public cars (24 NORMAL, 3 RESERVADO, 3 VENDIDO), one inactive and one deleted NORMAL car.
  await seedSearchFixture(prisma);
  await seedStaff(prisma);
  const now = Date.now();
  await prisma.lead.createMany({
    data: [now - 1_000, now - 1_000, now - 40 * 24 * HOUR].map((time, index) => ({
      source: index ? 'cita' : 'vehiculo',
      nombre: `Cliente ${index}`,
      telefono: '600000000',
      email: 'cliente@example.es',
      consent_at: new Date(time),
      consent_version: LEGAL_TEXT_VERSION,
      created_at: new Date(time),
    })),
  });
});

describe('GET /dashboard', () => {
  it('renders Dashboard with the stock per state, leaving out inactive and deleted cars', async () => {
    const { agent } = await staffAgent(app);
    const res = await agent.get('/dashboard').set(inertiaVisit);
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Dashboard');
    expect(res.body.props).toMatchObject({ cochesForSale: 24, cochesReserved: 3, cochesSold: 3 });
  });

  it('sends the leads counters as counts {today, this_week, this_month}', async () => {
    const { agent } = await staffAgent(app);
    const { counts } = (await agent.get('/dashboard').set(inertiaVisit)).body.props;
    // The Canary Islands day, week and month windows are proven in tests/http/leads/counters.test.ts.
    const expected = await contactCounters();
    expect(counts).toEqual({ today: expected.today, this_week: expected.week, this_month: expected.month });
    expect(counts.this_month).toBe(2);
  });
});
