/**
 * Password reset: the link is mailed (the database keeps only a hash of its token), the answer
 * is the same whether or not the address has an account, an address gets one link a minute, the
 * token works once and for 60 minutes, and the new password then signs in.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INVALID_RESET_TOKEN_MESSAGE, PASSWORD_RESET_MESSAGE, RESET_LINK_SENT_MESSAGE } from '../../../server/contracts/auth.ts';
import { replaceResetToken } from '../../../server/features/auth/password-reset.queries.ts';
import { RESET_COOLDOWN_MS } from '../../../server/features/auth/password-reset.service.ts';
import { sha256 } from '../../../server/core/tokens.ts';
import { useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { mailCount, useRecordedMail } from '../../support/mail.ts';
import { staffAgent } from '../../support/staff.ts';
import { createUser, guest } from './auth-helpers.ts';

const { app, prisma } = useTestApp();
const sent = useRecordedMail();
const STAFF = { email: 'olvido@gtcars.es', password: 'clave-antigua-2026' };

beforeAll(async () => {
  await resetDatabase(prisma);
  await createUser(prisma, STAFF);
});

beforeEach(async () => {
  await prisma.rateLimit.deleteMany();
  await prisma.passwordResetToken.deleteMany();
});

/** Asks for a reset link for `email` and returns the page shown afterwards. */
async function requestLink(email: string) {
  const { agent, headers } = await guest(app);
  const res = await agent.post('/forgot-password').set(headers).send({ email });
  expect(res.status).toBe(303);
  expect(res.headers.location).toBe('/forgot-password');
  return (await agent.get('/forgot-password').set(headers)).body;
}

/** Requests a link for the staff account and reads token and email from the mail's URL. */
async function mailedLink(email = STAFF.email) {
  const before = sent.length;
  await requestLink(email);
  await mailCount(sent, before + 1);
  const mail = sent[sent.length - 1];
  expect(mail?.to).toBe(email);
  const url = new URL(/https?:\/\/\S+\/reset-password\/\S+/.exec(mail?.text ?? '')?.[0] ?? '');
  return { path: `${url.pathname}${url.search}`, token: url.pathname.split('/').pop() ?? '', email: url.searchParams.get('email') ?? '' };
}

async function submitReset(form: { token: string; email: string; password: string }) {
  const { agent, headers } = await guest(app);
  const res = await agent
    .post('/reset-password')
    .set(headers)
    .set('Referer', `http://127.0.0.1/reset-password/${form.token}`)
    .send({ ...form, password_confirmation: form.password });
  return { agent, headers, res };
}

describe('password reset', () => {
  it('answers an unknown address exactly like a known one, and mails only the known one', async () => {
    const before = sent.length;
    const unknown = await requestLink('nadie@gtcars.es');
    const known = await requestLink(STAFF.email);
    expect(unknown).toMatchObject({ component: 'Auth/ForgotPassword', props: { flash: { message: RESET_LINK_SENT_MESSAGE, bg: 'green' } } });
    expect(known.props.flash.message).toBe(unknown.props.flash.message);
    await mailCount(sent, before + 1);
    expect(sent.slice(before).map((mail) => mail.to)).toEqual([STAFF.email]);
  });

  it('stores only a hash of the mailed token and prefills the reset screen', async () => {
    const link = await mailedLink();
    const row = await prisma.passwordResetToken.findFirstOrThrow({ where: { email: STAFF.email }, select: { token: true } });
    expect(row.token).toBe(sha256(link.token));
    const { agent, headers } = await guest(app);
    const page = await agent.get(link.path).set(headers);
    expect(page.body).toMatchObject({ component: 'Auth/ResetPassword', props: { token: link.token, email: STAFF.email } });
  });

  it('sets the new password once: back to the login with a status, the new password signs in, the token is then rejected', async () => {
    const link = await mailedLink();
    const { agent, headers, res } = await submitReset({ token: link.token, email: link.email, password: 'clave-nueva-2026' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/login');
    expect((await agent.get('/login').set(headers)).body.props.status).toBe(PASSWORD_RESET_MESSAGE);

    const login = await guest(app);
    const signIn = await login.agent.post('/login').set('X-CSRF-TOKEN', login.token).send({ email: STAFF.email, password: 'clave-nueva-2026' });
    expect(signIn.headers.location).toBe('/dashboard');

    const reused = await submitReset({ token: link.token, email: link.email, password: 'otra-clave-2026' });
    expect(reused.res.status).toBe(302);
    const page = await reused.agent.get(`/reset-password/${link.token}`).set(reused.headers);
    expect(page.body.props.errors).toEqual({ email: INVALID_RESET_TOKEN_MESSAGE });
  });

  it('signs out every session the account had before the reset', async () => {
    const account = { email: 'sesion-abierta@gtcars.es', password: 'clave-antigua-2026' };
    await createUser(prisma, account);
    const { agent: before } = await staffAgent(app, account);
    expect((await before.get('/dashboard')).status).toBe(200);

    const link = await mailedLink(account.email);
    const { res } = await submitReset({ token: link.token, email: link.email, password: 'clave-nueva-2026' });
    expect(res.headers.location).toBe('/login');
    expect((await before.get('/dashboard').set('Accept', 'text/html')).headers.location).toBe('/login');
  });

  it('rejects a token older than 60 minutes', async () => {
    const link = await mailedLink();
    const [token] = await prisma.passwordResetToken.findMany({ where: { email: STAFF.email }, select: { created_at: true, expires_at: true } });
    expect(Math.abs((token?.expires_at.getTime() ?? 0) - (token?.created_at.getTime() ?? 0) - 60 * 60_000)).toBeLessThan(2_000);
    await prisma.passwordResetToken.updateMany({ where: { email: STAFF.email }, data: { created_at: new Date(Date.now() - 61 * 60_000), expires_at: new Date(Date.now() - 60_000) } });
    const { agent, headers, res } = await submitReset({ token: link.token, email: link.email, password: 'clave-caducada-2026' });
    expect(res.status).toBe(302);
    expect((await agent.get(`/reset-password/${link.token}`).set(headers)).body.props.errors).toEqual({ email: INVALID_RESET_TOKEN_MESSAGE });
  });

  it('rejects a token used with another address, and a made-up token', async () => {
    const link = await mailedLink();
    await createUser(prisma, { email: 'otro@gtcars.es', password: 'clave-del-otro-2026' });
    for (const form of [
      { token: link.token, email: 'otro@gtcars.es', password: 'clave-robada-2026' },
      { token: 'x'.repeat(43), email: STAFF.email, password: 'clave-inventada-2026' },
    ]) {
      const { agent, headers, res } = await submitReset(form);
      expect(res.status).toBe(302);
      expect((await agent.get(`/reset-password/${form.token}`).set(headers)).body.props.errors).toEqual({ email: INVALID_RESET_TOKEN_MESSAGE });
    }
    // The real link still works for its own address.
    expect((await submitReset({ token: link.token, email: link.email, password: 'clave-final-2026' })).res.headers.location).toBe('/login');
  });

  it('issues one link per address per minute, so a flood of requests cannot replace the link being opened', async () => {
    const link = await mailedLink();
    const cooldownStart = () => new Date(Date.now() - RESET_COOLDOWN_MS);
    expect(await replaceResetToken(STAFF.email, sha256('otro-token'), new Date(Date.now() + 60 * 60_000), cooldownStart())).toBe(false);
    expect(await prisma.passwordResetToken.findMany({ where: { email: STAFF.email }, select: { token: true } })).toEqual([{ token: sha256(link.token) }]);

    await prisma.passwordResetToken.updateMany({ where: { email: STAFF.email }, data: { created_at: new Date(Date.now() - RESET_COOLDOWN_MS - 1000) } });
    const next = await mailedLink();
    expect(next.token).not.toBe(link.token);
    expect((await submitReset({ token: link.token, email: link.email, password: 'clave-vieja-2026' })).res.headers.location).not.toBe('/login');
    expect((await submitReset({ token: next.token, email: next.email, password: 'clave-nueva-2026' })).res.headers.location).toBe('/login');
  });

  it('asks for matching passwords of at least 8 characters', async () => {
    const { agent, headers } = await guest(app);
    await agent.post('/reset-password').set(headers).set('Referer', 'http://127.0.0.1/reset-password/abc').send({ token: 'y'.repeat(43), email: STAFF.email, password: 'corta', password_confirmation: 'otra' });
    const page = await agent.get('/reset-password/abc').set(headers);
    expect(page.body.props.errors).toMatchObject({ password: 'La contraseña necesita al menos 8 caracteres.' });
  });
});
