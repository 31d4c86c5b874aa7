/** GET /dashboard (Dashboard): the six tiles from the database. */
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { staffAgent } from '../../support/staff.ts';

const { app, prisma } = useTestApp();

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 30, photos: false });
  const car = await prisma.coche.findFirstOrThrow({ where: { estado_id: 1 }, select: { id: true } });
  await prisma.coche.update({ where: { id: car.id }, data: { deleted_at: new Date() } });
  const lead = { source: 'cita', nombre: 'Ana', telefono: '600000000', email: 'ana@example.com', consent_at: new Date(), consent_version: '2026-11' };
  await prisma.lead.createMany({ data: [lead, lead, { ...lead, created_at: new Date(Date.now() - 40 * 86_400_000) }] });
});

describe('staff panel', () => {
  it('counts the stock per state (deleted cars left out) and the contacts', async () => {
    const { agent } = await staffAgent(app);
    const res = await agent.get('/dashboard').set(inertiaVisit);
    expect(res.body.component).toBe('Dashboard');
    const count = (estado_id: number) => prisma.coche.count({ where: { estado_id, deleted_at: null } });
    expect(res.body.props).toMatchObject({
      cochesForSale: await count(1),
      cochesReserved: await count(2),
      cochesSold: await count(3),
      counts: { today: 2, this_week: 2, this_month: 2 },
    });
    expect(res.body.props.cochesForSale + res.body.props.cochesReserved + res.body.props.cochesSold).toBe(29);
  });
});
