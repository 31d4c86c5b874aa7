/**
 * A signed-in session lasts two hours from its last renewal, and pages do not write to extend
 * it: no rolling cookie, no touch. A request that finds less than an hour left renews it once.
 */
import { beforeAll, expect, it } from 'vitest';
import { seedStaff } from '../../../prisma/seed/staff.ts';
import { SESSION_COOKIE } from '../../../server/lib/session-cookie.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { staffAgent } from '../../support/staff.ts';

const { app, prisma } = useTestApp();

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedStaff(prisma);
});

const sessionCookie = (headers: Record<string, unknown>) =>
  ([] as string[]).concat((headers['set-cookie'] as string[] | undefined) ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`));

it('reads the session on each page without writing it, and renews it once under an hour is left', async () => {
  const { agent } = await staffAgent(app);
  const [row] = await prisma.session.findMany({ select: { sid: true, expire: true } });
  if (!row) throw new Error('no session stored by the sign-in');

  for (const url of ['/dashboard', '/dashboard/vehiculos', '/dashboard/contacts']) {
    const res = await agent.get(url).set(inertiaVisit);
    expect(res.status, url).toBe(200);
    expect(sessionCookie(res.headers), url).toBeUndefined();
  }
  const untouched = await prisma.session.findUniqueOrThrow({ where: { sid: row.sid }, select: { expire: true } });
  expect(untouched.expire).toEqual(row.expire);

  // Thirty minutes left, in the row and in the cookie data it holds.
  const soon = new Date(Date.now() + 30 * 60_000);
  await prisma.$executeRaw`UPDATE session SET expire = ${soon}, sess = jsonb_set(sess::jsonb, '{cookie,expires}', to_jsonb(${soon.toISOString()}::text))::json WHERE sid = ${row.sid}`;
  const renewed = await agent.get('/dashboard').set(inertiaVisit);
  expect(renewed.status).toBe(200);
  expect(sessionCookie(renewed.headers)).toMatch(/Expires=/);
  const after = await prisma.session.findUniqueOrThrow({ where: { sid: row.sid }, select: { expire: true } });
  const left = after.expire.getTime() - Date.now();
  expect(left).toBeGreaterThan(119 * 60_000);
  // connect-pg-simple stores the expiry rounded up to the next second.
  expect(left).toBeLessThanOrEqual(120 * 60_000 + 1_000);

  const next = await agent.get('/dashboard').set(inertiaVisit);
  expect(sessionCookie(next.headers)).toBeUndefined();
});
