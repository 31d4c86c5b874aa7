/**
 * The registration policy and the password-confirmation gate: the first account registers
 * freely; then a guest is turned away (unless REGISTRATION_OPEN), and a verified staff member
 * adds a colleague only after confirming the password, for 3 hours.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_CLOSED_MESSAGE, WRONG_PASSWORD_MESSAGE } from '../../../server/contracts/auth.ts';
import { CONFIRM_PASSWORD_MESSAGE } from '../../../server/features/auth/guards.ts';
import { SESSION_COOKIE } from '../../../server/lib/session-cookie.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { mailCount, useRecordedMail } from '../../support/mail.ts';
import { staffAgent } from '../../support/staff.ts';
import { cookiePair, createUser, guest, sessionIdOf } from './auth-helpers.ts';

const { app, prisma } = useTestApp();
const open = useTestApp({ REGISTRATION_OPEN: true }).app;
const sent = useRecordedMail();
const STAFF = { email: 'jefa@gtcars.es', password: 'clave-jefa-2026' };
const form = (email: string, password = 'clave-segura-2026') => ({ name: 'Marta Déniz', email, password, password_confirmation: password });

beforeAll(() => resetDatabase(prisma));

const users = () => prisma.user.findMany({ select: { email: true, email_verified_at: true }, orderBy: { id: 'asc' } });

describe('registration policy', () => {
  it('lets the first account register freely: signed in, unverified, mailed, on the notice', async () => {
    const { agent, headers } = await guest(app);
    const page = await agent.get('/register').set(headers);
    expect(page.body).toMatchObject({ component: 'Auth/Register', props: { mode: 'first' } });
    expect((await agent.get('/login').set(headers)).body.props.canRegister).toBe(true);

    const res = await agent.post('/register').set(headers).send(form('primera@gtcars.es'));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/verify-email');
    expect(await users()).toEqual([{ email: 'primera@gtcars.es', email_verified_at: null }]);
    expect((await prisma.user.findUniqueOrThrow({ where: { email: 'primera@gtcars.es' } })).rol).toBe('administracion');
    await mailCount(sent, 1);
    expect(sent[0]?.to).toBe('primera@gtcars.es');
    expect((await agent.get('/verify-email').set(inertiaVisit)).body.props.auth.user.email).toBe('primera@gtcars.es');
  });

  it('then turns a guest away to the login with a status, on the screen and on the form', async () => {
    const { agent, headers } = await guest(app);
    const page = await agent.get('/register').set(headers);
    expect(page.status).toBe(303);
    expect(page.headers.location).toBe('/login');
    const login = await agent.get('/login').set(headers);
    expect(login.body.props).toMatchObject({ status: REGISTRATION_CLOSED_MESSAGE, canRegister: false });

    const post = await agent.post('/register').set(headers).send(form('intruso@gtcars.es'));
    expect(post.headers.location).toBe('/login');
    expect((await users()).map((u) => u.email)).not.toContain('intruso@gtcars.es');
  });

  it('lets guests register when REGISTRATION_OPEN is on', async () => {
    const { agent, headers } = await guest(open);
    expect((await agent.get('/register').set(headers)).body).toMatchObject({ component: 'Auth/Register', props: { mode: 'open' } });
    const res = await agent.post('/register').set(headers).send(form('abierta@gtcars.es'));
    expect(res.headers.location).toBe('/verify-email');
    expect((await users()).map((u) => u.email)).toContain('abierta@gtcars.es');
    expect((await prisma.user.findUniqueOrThrow({ where: { email: 'abierta@gtcars.es' } })).rol).toBe('ventas');
  });

  it('refuses an email that already has an account', async () => {
    const { agent, headers } = await guest(open);
    await agent.post('/register').set(headers).set('Referer', 'http://127.0.0.1/register').send(form('abierta@gtcars.es'));
    expect((await agent.get('/register').set(headers)).body.props.errors).toEqual({ email: 'Ya existe una cuenta con este correo.' });
  });
});

describe('a staff member adding a colleague', () => {
  beforeAll(() => createUser(prisma, STAFF));

  it('must confirm the password first: the page and the form go to the confirm screen, an API call gets 423', async () => {
    const { agent, token } = await staffAgent(app, STAFF);
    const page = await agent.get('/register').set(inertiaVisit);
    expect(page.headers.location).toBe('/confirm-password');
    const post = await agent.post('/register').set({ ...inertiaVisit, 'X-CSRF-TOKEN': token }).send(form('colega@gtcars.es'));
    expect(post.headers.location).toBe('/confirm-password');
    const api = await agent.post('/register').set({ Accept: 'application/json', 'X-CSRF-TOKEN': token }).send(form('colega@gtcars.es'));
    expect(api.status).toBe(423);
    expect(api.body).toEqual({ message: CONFIRM_PASSWORD_MESSAGE });
    expect((await users()).map((u) => u.email)).not.toContain('colega@gtcars.es');
    expect((await agent.get('/confirm-password').set(inertiaVisit)).body.component).toBe('Auth/ConfirmPassword');
  });

  it('creates the colleague after the confirmation, stays signed in as themself, and the colleague is mailed', async () => {
    const { agent, token } = await staffAgent(app, STAFF);
    const headers = { ...inertiaVisit, 'X-CSRF-TOKEN': token };
    await agent.get('/register').set(inertiaVisit);

    const wrong = await agent.post('/confirm-password').set(headers).set('Referer', 'http://127.0.0.1/confirm-password').send({ password: 'incorrecta' });
    expect(wrong.status).toBe(302);
    expect((await agent.get('/confirm-password').set(inertiaVisit)).body.props.errors).toEqual({ password: WRONG_PASSWORD_MESSAGE });

    const right = await agent.post('/confirm-password').set(headers).send({ password: STAFF.password });
    expect(right.headers.location).toBe('/register');
    expect((await agent.get('/register').set(inertiaVisit)).body).toMatchObject({ component: 'Auth/Register', props: { mode: 'staff' } });

    const before = sent.length;
    const res = await agent.post('/register').set(headers).send(form('colega@gtcars.es'));
    expect(res.headers.location).toBe('/dashboard');
    expect(await users()).toContainEqual({ email: 'colega@gtcars.es', email_verified_at: null });
    await mailCount(sent, before + 1);
    expect(sent[sent.length - 1]?.to).toBe('colega@gtcars.es');
    const panel = await agent.get('/dashboard').set(inertiaVisit);
    expect(panel.body.props).toMatchObject({ auth: { user: { email: STAFF.email } }, flash: { bg: 'green' } });
  });

  it('asks again once the confirmation is over 3 hours old', async () => {
    const { agent, token } = await staffAgent(app, STAFF);
    await agent.get('/register').set('Accept', 'text/html');
    const confirm = await agent.post('/confirm-password').set({ ...inertiaVisit, 'X-CSRF-TOKEN': token }).send({ password: STAFF.password });
    expect(confirm.headers.location).toBe('/register');
    expect((await agent.get('/register').set(inertiaVisit)).status).toBe(200);

    const sid = sessionIdOf(cookiePair(await agent.get('/login'), SESSION_COOKIE) ?? cookiePair(confirm, SESSION_COOKIE));
    expect(sid).toBeTruthy();
    await prisma.$executeRaw`UPDATE session SET sess = jsonb_set(sess::jsonb, '{passwordConfirmedAt}', to_jsonb(${Date.now() - 3 * 60 * 60_000 - 1000}::bigint))::json WHERE sid = ${sid}`;
    expect((await agent.get('/register').set(inertiaVisit)).headers.location).toBe('/confirm-password');
  });
});
