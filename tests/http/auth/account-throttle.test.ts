/**
 * The per-account login limit across every IP (M3 of the review): failures against one address
 * count together whatever the IP and whatever the address's case, and the wait grows with them
 * (10 in 15 minutes, then 20 in an hour, then 50 in a day). Refused attempts do not count, so an
 * attacker cannot push the owner into a longer wait than the guesses they actually tried.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_ACCOUNT_THROTTLED_MESSAGE } from '../../../server/contracts/auth.ts';
import { LOGIN_ACCOUNT_LIMITS } from '../../../server/features/auth/login-throttle.ts';
import { useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { createUser, guest } from './auth-helpers.ts';

const { app, prisma } = useTestApp({ TRUST_PROXY: true });
const STAFF = { email: 'marta@gtcars.es', password: 'clave-correcta-2026' };
let ip = 0;

beforeAll(async () => {
  await resetDatabase(prisma);
  await createUser(prisma, STAFF);
});

beforeEach(() => prisma.rateLimit.deleteMany());

/** One attempt from a new IP each time, so only the per-account limit can refuse it. */
async function attempt(password: string, email = STAFF.email) {
  ip += 1;
  const from = `203.0.${Math.floor(ip / 250) % 250}.${(ip % 250) + 1}`;
  const { agent, headers } = await guest(app);
  return agent.post('/login').set(headers).set('X-Forwarded-For', from).set('Referer', 'http://127.0.0.1/login').send({ email, password });
}

/** Ends the window of the tier that lasts `windowMs`, as if that much time had passed. */
async function expireTier(windowMs: number) {
  await prisma.$executeRaw`UPDATE rate_limits SET window_start = now() - ${windowMs + 1000}::int * interval '1 millisecond'
    WHERE key LIKE ${`login-account:${windowMs}:%`}`;
}

describe('per-account login limit', () => {
  const [first, second] = LOGIN_ACCOUNT_LIMITS;

  it('refuses the right password from a new IP after 10 failures from 10 IPs, whatever the case of the address', async () => {
    for (let i = 0; i < first!.limit; i += 1) {
      const res = await attempt('incorrecta', i % 2 === 0 ? 'MARTA@GTCARS.ES' : ' Marta@GtCars.es ');
      expect(res.status).toBe(302);
    }
    const refused = await attempt(STAFF.password);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ component: 'Auth/Login', props: { errors: { email: LOGIN_ACCOUNT_THROTTLED_MESSAGE }, auth: { user: null } } });
  });

  it('grows the wait: after the first window ends, 10 more failures lock the account for the hour', async () => {
    for (let i = 0; i < first!.limit; i += 1) await attempt('incorrecta');
    await expireTier(first!.windowMs);
    for (let i = 0; i < second!.limit - first!.limit; i += 1) expect((await attempt('incorrecta')).status).toBe(302);
    await expireTier(first!.windowMs);
    const refused = await attempt(STAFF.password);
    expect(refused.status).toBe(429);
    await expireTier(second!.windowMs);
    expect((await attempt(STAFF.password)).headers.location).toBe('/dashboard');
  });

  it('does not count refused attempts, and a success gives its own attempt back', async () => {
    for (let i = 0; i < first!.limit - 1; i += 1) await attempt('incorrecta');
    expect((await attempt(STAFF.password)).headers.location).toBe('/dashboard');
    expect((await attempt('incorrecta')).status).toBe(302);
    for (let i = 0; i < 5; i += 1) expect((await attempt('incorrecta')).status).toBe(429);
    const [row] = await prisma.$queryRaw<{ hits: number }[]>`SELECT hits FROM rate_limits WHERE key LIKE ${`login-account:${first!.windowMs}:%`}`;
    expect(row?.hits).toBe(first!.limit);
  });

  it('leaves another address alone', async () => {
    for (let i = 0; i < first!.limit; i += 1) await attempt('incorrecta');
    expect((await attempt('incorrecta', 'otra@gtcars.es')).status).toBe(302);
  });
});
