/**
 * Remember me: a 30-day HttpOnly cookie whose token is stored hashed. When the session is gone,
 * the cookie signs its owner in again under a new session id and gets a new validator on the
 * same device (rotation); the replaced validator works only for the requests sent alongside, and
 * replayed later — or any forged validator — signs every device out; logout clears it.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../server/lib/session-cookie.ts';
import { REMEMBER_COOKIE } from '../../../server/features/auth/remember-me.ts';
import { sha256 } from '../../../server/core/tokens.ts';
import { inertiaVisit, sessionWithToken, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { cookiePair, createUser, freshToken, setCookies } from './auth-helpers.ts';

const { app, prisma } = useTestApp();
const STAFF = { email: 'recuerdame@gtcars.es', password: 'clave-correcta-2026' };
let userId: number;

beforeAll(async () => {
  await resetDatabase(prisma);
  userId = (await createUser(prisma, STAFF)).id;
});

/** Signs in with "remember me" ticked: the agent and its remember cookie pair. */
async function signInRemembered() {
  const { agent, token } = await sessionWithToken(app);
  const res = await agent.post('/login').set('X-CSRF-TOKEN', token).send({ ...STAFF, remember: true });
  expect(res.status).toBe(303);
  const pair = cookiePair(res, REMEMBER_COOKIE);
  if (!pair) throw new Error('sin cookie de recuérdame');
  return { agent, pair, header: setCookies(res).find((c) => c.startsWith(`${REMEMBER_COOKIE}=`)) ?? '' };
}

/** A visit to the panel by a browser whose session has ended, carrying only `cookies`. */
const panelWith = (...cookies: string[]) => request(app).get('/dashboard').set(inertiaVisit).set('Cookie', cookies.join('; '));

describe('remember me', () => {
  it('sets a long-lived HttpOnly, SameSite=Lax cookie and stores only a hash of its validator', async () => {
    const { pair, header } = await signInRemembered();
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    const expires = Date.parse(/Expires=([^;]+)/i.exec(header)?.[1] ?? '');
    expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 60 * 60_000);
    const [selector, validator] = decodeURIComponent(pair.split('=')[1] ?? '').split('.');
    const row = await prisma.rememberToken.findUniqueOrThrow({ where: { selector: selector ?? '' }, select: { user_id: true, validator_hash: true } });
    expect(row).toEqual({ user_id: userId, validator_hash: sha256(validator ?? '') });
  });

  it('signs a browser with an ended session back in under a new session id, and rotates the token', async () => {
    const { pair } = await signInRemembered();
    // A visitor's session (a failed sign-in's errors) is replaced, not reused, by the sign-in.
    const { agent, token } = await sessionWithToken(app);
    const anonymous = cookiePair(await agent.post('/login').set('X-CSRF-TOKEN', token).send({ ...STAFF, password: 'incorrecta' }), SESSION_COOKIE);
    expect(anonymous).toBeDefined();
    const res = await panelWith(pair, anonymous ?? '');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ component: 'Dashboard', props: { auth: { user: { email: STAFF.email } } } });
    const session = cookiePair(res, SESSION_COOKIE);
    expect(session).toBeDefined();
    expect(session).not.toBe(anonymous);
    const rotated = cookiePair(res, REMEMBER_COOKIE);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(pair);
    const selectorOf = (cookie: string | undefined) => decodeURIComponent(cookie?.split('=')[1] ?? '').split('.')[0];
    expect(selectorOf(rotated)).toBe(selectorOf(pair));
    expect((await panelWith(rotated ?? '')).status).toBe(200);
  });

  it('accepts the replaced validator for a minute (requests sent alongside), later treats it as a copied cookie', async () => {
    const { pair } = await signInRemembered();
    const other = await signInRemembered();
    const reopened = await panelWith(pair);
    const rotated = cookiePair(reopened, REMEMBER_COOKIE);
    const reopenedSession = cookiePair(reopened, SESSION_COOKIE);
    expect(rotated).toBeDefined();
    expect(reopenedSession).toBeDefined();

    // A request the same page sent alongside, still carrying the old cookie: signed in, no new cookie.
    const alongside = await panelWith(pair);
    expect(alongside.status).toBe(200);
    expect(cookiePair(alongside, REMEMBER_COOKIE)).toBeUndefined();

    // The old validator a minute later: someone else holds a copy. Every device is signed out.
    const [selector] = decodeURIComponent(pair.split('=')[1] ?? '').split('.');
    await prisma.rememberToken.update({ where: { selector: selector ?? '' }, data: { rotated_at: new Date(Date.now() - 2 * 60_000) }, select: { id: true } });
    const replay = await panelWith(pair);
    expect(replay.headers.location).toBe('/login');
    expect(setCookies(replay).some((c) => c.startsWith(`${REMEMBER_COOKIE}=;`))).toBe(true);
    expect(await prisma.rememberToken.count({ where: { user_id: userId } })).toBe(0);
    expect((await panelWith(rotated ?? '')).headers.location).toBe('/login');
    expect((await panelWith(other.pair)).headers.location).toBe('/login');
    // The sessions already open go too: the one the copied cookie opened and the other device's.
    expect((await panelWith(reopenedSession ?? '')).headers.location).toBe('/login');
    expect((await other.agent.get('/dashboard').set(inertiaVisit)).headers.location).toBe('/login');
    expect(await prisma.$queryRaw`SELECT sid FROM session WHERE (sess->>'userId')::int = ${userId}`).toEqual([]);
  });

  it('leaves writes alone: a POST with only the cookie is not signed in', async () => {
    const { pair } = await signInRemembered();
    const res = await request(app).post('/logout').set({ Cookie: pair, Accept: 'application/json' });
    expect(res.status).toBe(419);
    expect(cookiePair(res, REMEMBER_COOKIE)).toBeUndefined();
    const [selector] = decodeURIComponent(pair.split('=')[1] ?? '').split('.');
    expect(await prisma.rememberToken.findUniqueOrThrow({ where: { selector: selector ?? '' }, select: { rotated_at: true } })).toEqual({ rotated_at: null });
    expect((await panelWith(pair)).status).toBe(200);
  });

  it('signs every device out when a known selector comes with a forged validator', async () => {
    const first = await signInRemembered();
    const second = await signInRemembered();
    const [selector] = decodeURIComponent(first.pair.split('=')[1] ?? '').split('.');
    const forged = `${REMEMBER_COOKIE}=${selector}.${'x'.repeat(43)}`;
    const res = await panelWith(forged);
    expect(res.headers.location).toBe('/login');
    expect(setCookies(res).some((c) => c.startsWith(`${REMEMBER_COOKIE}=;`))).toBe(true);
    expect(await prisma.rememberToken.count({ where: { user_id: userId } })).toBe(0);
    expect((await panelWith(second.pair)).headers.location).toBe('/login');
  });

  it('refuses an expired cookie', async () => {
    const { pair } = await signInRemembered();
    const [selector] = decodeURIComponent(pair.split('=')[1] ?? '').split('.');
    await prisma.rememberToken.update({ where: { selector: selector ?? '' }, data: { expires_at: new Date(Date.now() - 1000) }, select: { id: true } });
    expect((await panelWith(pair)).headers.location).toBe('/login');
  });

  it('logout clears the cookie and deletes its token', async () => {
    const { agent, pair } = await signInRemembered();
    const [selector] = decodeURIComponent(pair.split('=')[1] ?? '').split('.');
    const token = await freshToken(agent, '/dashboard');
    const res = await agent.post('/logout').set('X-CSRF-TOKEN', token);
    expect(res.status).toBe(303);
    expect(setCookies(res).some((c) => c.startsWith(`${REMEMBER_COOKIE}=;`))).toBe(true);
    expect(await prisma.rememberToken.count({ where: { selector: selector ?? '' } })).toBe(0);
    expect((await panelWith(pair)).headers.location).toBe('/login');
  });

  it('sets no cookie when "remember me" is not ticked', async () => {
    const { agent, token } = await sessionWithToken(app);
    const res = await agent.post('/login').set('X-CSRF-TOKEN', token).send(STAFF);
    expect(res.status).toBe(303);
    expect(cookiePair(res, REMEMBER_COOKIE)).toBeUndefined();
  });
});
