/**
 * Login throttling: 5 failed attempts per email and IP per minute; the 6th is refused with 429
 * (the login screen, the Spanish message on the email field) even with the right password.
 * Another email is not affected, and a success clears the counter.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAILED_LOGIN_MESSAGE, LOGIN_THROTTLED_MESSAGE } from '../../../server/contracts/auth.ts';
import { LOGIN_IP_MAX_FAILURES } from '../../../server/features/auth/login-throttle.ts';
import { useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { createUser, guest } from './auth-helpers.ts';

const { app, prisma } = useTestApp();
const STAFF = { email: 'ventas@gtcars.es', password: 'clave-correcta-2026' };

beforeAll(async () => {
  await resetDatabase(prisma);
  await createUser(prisma, STAFF);
});

beforeEach(() => prisma.rateLimit.deleteMany());

async function attempt(password: string, email = STAFF.email) {
  const { agent, headers } = await guest(app);
  return agent.post('/login').set(headers).set('Referer', 'http://127.0.0.1/login').send({ email, password });
}

describe('login throttling', () => {
  it('refuses one IP after 30 failures across different emails (password spraying); successes are not counted', async () => {
    for (let i = 0; i < 3; i += 1) expect((await attempt(STAFF.password)).headers.location).toBe('/dashboard');
    for (let i = 0; i < LOGIN_IP_MAX_FAILURES; i += 1) {
      const res = await attempt('incorrecta', `persona${i}@gtcars.es`);
      expect(res.status).toBe(302);
    }
    const next = await attempt(STAFF.password);
    expect(next.status).toBe(429);
    expect(next.body).toMatchObject({ props: { errors: { email: LOGIN_THROTTLED_MESSAGE } } });
  });

  it('refuses the 6th attempt within a minute with 429 and the Spanish message, even with the right password', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await attempt('incorrecta');
      expect(res.status).toBe(302);
    }
    const sixth = await attempt(STAFF.password);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ component: 'Auth/Login', props: { errors: { email: LOGIN_THROTTLED_MESSAGE }, auth: { user: null } } });

    const { agent, token } = await guest(app);
    const json = await agent.post('/login').set({ Accept: 'application/json', 'X-CSRF-TOKEN': token }).send({ email: STAFF.email, password: STAFF.password });
    expect(json.status).toBe(429);
    expect(json.body).toEqual({ message: LOGIN_THROTTLED_MESSAGE });
  });

  it('counts per email: another address from the same IP still gets its own answer', async () => {
    for (let i = 0; i < 5; i += 1) await attempt('incorrecta');
    const other = await attempt('incorrecta', 'otra@gtcars.es');
    expect(other.status).toBe(302);
  });

  it('clears the counter after a successful login', async () => {
    for (let i = 0; i < 4; i += 1) await attempt('incorrecta');
    const success = await attempt(STAFF.password);
    expect(success.status).toBe(303);
    expect(success.headers.location).toBe('/dashboard');
    for (let i = 0; i < 5; i += 1) {
      const { agent, headers } = await guest(app);
      const res = await agent.post('/login').set(headers).set('Referer', 'http://127.0.0.1/login').send({ email: STAFF.email, password: 'incorrecta' });
      expect(res.status).toBe(302);
      const page = await agent.get('/login').set(headers);
      expect(page.body.props.errors).toEqual({ email: FAILED_LOGIN_MESSAGE });
    }
  });
});
