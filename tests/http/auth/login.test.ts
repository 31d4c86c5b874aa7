/**
 * Signing in and out: a new session id on login and on logout, the failed login's message on
 * the email field, the page asked for before signing in, and the staff gate on /dashboard.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF, seedStaff } from '../../../prisma/seed/staff.ts';
import { FAILED_LOGIN_MESSAGE } from '../../../server/contracts/auth.ts';
import { SESSION_COOKIE } from '../../../server/lib/session-cookie.ts';
import { inertiaVisit, sessionWithToken, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { staffAgent } from '../../support/staff.ts';

const { app, prisma } = useTestApp();
/** What a browser's page visit asks for. */
const html = { Accept: 'text/html' };

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedStaff(prisma);
});

const sessionId = (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`))?.split(';')[0];

describe('login', () => {
  it('renders Auth/Login for a guest', async () => {
    const res = await request(app).get('/login').set(inertiaVisit);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ component: 'Auth/Login', props: { status: null, auth: { user: null } } });
  });

  it('signs in under a new session id and lands on the panel', async () => {
    const { agent, token } = await sessionWithToken(app);
    // A failed attempt first, so the browser holds a session (its errors) before signing in.
    const failed = await agent.post('/login').set('X-CSRF-TOKEN', token).send({ email: DEMO_STAFF.email, password: 'incorrecta' });
    const before = sessionId(failed);
    expect(before).toBeDefined();
    const res = await agent.post('/login').set('X-CSRF-TOKEN', token).send({ email: ` ${DEMO_STAFF.email.toUpperCase()} `, password: DEMO_STAFF.password });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/dashboard');
    const after = sessionId(res);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);

    const panel = await agent.get('/dashboard').set(inertiaVisit);
    expect(panel.body).toMatchObject({ component: 'Dashboard', props: { auth: { user: { email: DEMO_STAFF.email, name: DEMO_STAFF.name } } } });
    expect(JSON.stringify(panel.body)).not.toContain('$2b$');
    // The visitor's token is bound to no session: once signed in, the panel sets one bound to
    // this session, and the old one is refused.
    const fresh = ([] as string[]).concat(panel.headers['set-cookie'] ?? []).find((c) => c.startsWith('XSRF-TOKEN='));
    expect(fresh).toBeDefined();
    const stale = await agent.post('/dashboard/contacts').set({ ...inertiaVisit, 'X-XSRF-TOKEN': token }).send({ name: 'Ana', phone: '600000000' });
    expect(stale.status).toBe(419);
  });

  it('puts the failure on the email field, the same for a wrong password and an unknown email', async () => {
    for (const credentials of [
      { email: DEMO_STAFF.email, password: 'incorrecta' },
      { email: 'nadie@gtcars.es', password: DEMO_STAFF.password },
    ]) {
      const { agent, token } = await sessionWithToken(app);
      const res = await agent.post('/login').set({ 'X-CSRF-TOKEN': token, Referer: 'http://127.0.0.1/login' }).send(credentials);
      expect(res.status).toBe(302);
      const page = await agent.get('/login').set(inertiaVisit);
      expect(page.body.props.errors).toEqual({ email: FAILED_LOGIN_MESSAGE });
      expect((await agent.get('/dashboard').set(html)).headers.location).toBe('/login');
    }
  });

  it('refuses a login without the CSRF token (419)', async () => {
    const res = await request(app).post('/login').set('Accept', 'application/json').send({ email: DEMO_STAFF.email, password: DEMO_STAFF.password });
    expect(res.status).toBe(419);
  });

  it('sends an anonymous visit to the login and back to the page it asked for', async () => {
    const { agent, token } = await sessionWithToken(app);
    const gate = await agent.get('/dashboard?tab=1').set(html);
    expect(gate.status).toBe(303);
    expect(gate.headers.location).toBe('/login');
    const res = await agent.post('/login').set('X-CSRF-TOKEN', token).send({ email: DEMO_STAFF.email, password: DEMO_STAFF.password });
    expect(res.headers.location).toBe('/dashboard?tab=1');
  });

  it('answers an anonymous API call with 401 JSON', async () => {
    const res = await request(app).get('/dashboard').set('Accept', 'application/json');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Debes iniciar sesión para continuar.' });
  });

  it('sends a signed-in user from /login to the panel', async () => {
    const { agent } = await staffAgent(app);
    const res = await agent.get('/login');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/dashboard');
  });
});

describe('logout', () => {
  it('keeps staff pages’ props encrypted in the browser’s history, and clears that history on logout, storing no session (I1)', async () => {
    const { agent, token } = await staffAgent(app);
    const panel = await agent.get('/dashboard').set(inertiaVisit);
    expect(panel.body).toMatchObject({ component: 'Dashboard', encryptHistory: true });
    expect((await agent.get('/').set(inertiaVisit)).body).not.toHaveProperty('encryptHistory');

    const sessions = await prisma.session.count();
    const logout = await agent.post('/logout').set({ ...inertiaVisit, 'X-CSRF-TOKEN': token });
    expect(logout.status).toBe(303);
    // The page after the logout clears the history (its key goes, so Back cannot read the
    // staff pages' props), once; and no session was made to carry that.
    const home = await agent.get('/').set(inertiaVisit);
    expect(home.body).toMatchObject({ component: 'Welcome', clearHistory: true });
    expect((await agent.get('/').set(inertiaVisit)).body).not.toHaveProperty('clearHistory');
    expect(await prisma.session.count()).toBe(sessions - 1);
  });

  it('ends the session and clears its cookie; the old session cookie no longer opens the panel', async () => {
    const { agent, token: visitorToken } = await sessionWithToken(app);
    const signedIn = sessionId(await agent.post('/login').set('X-CSRF-TOKEN', visitorToken).send(DEMO_STAFF));
    expect(signedIn).toBeDefined();
    const panel = await agent.get('/dashboard');
    const token = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(String(panel.headers['set-cookie']))?.[1] ?? '');
    const sid = decodeURIComponent(signedIn?.split('=')[1] ?? '').slice(2).split('.')[0] ?? '';
    expect(await prisma.session.count({ where: { sid } })).toBe(1);
    const res = await agent.post('/logout').set('X-CSRF-TOKEN', token);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/');
    // The signed-in session is gone, its cookie is cleared, and no new session is stored.
    expect(await prisma.session.count({ where: { sid } })).toBe(0);
    expect(sessionId(res)).toBe(`${SESSION_COOKIE}=`);
    expect((await agent.get('/dashboard').set(html)).headers.location).toBe('/login');
    // Replaying the signed-in cookie finds no session behind it.
    expect((await request(app).get('/dashboard').set({ ...html, Cookie: signedIn ?? '' })).headers.location).toBe('/login');
  });
});
