/**
 * Email verification: an unverified account's page visits go to the notice (API calls get 403
 * JSON); the resend gives the §8 status and mails a signed link valid 60 minutes; a valid link
 * verifies, a tampered or expired one is refused with 403.
 */
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INVALID_VERIFICATION_LINK_MESSAGE, VERIFICATION_LINK_SENT_MESSAGE } from '../../../server/contracts/auth.ts';
import { env } from '../../../server/config/env.ts';
import { verificationPath } from '../../../server/features/auth/verification-link.ts';
import { UNVERIFIED_MESSAGE } from '../../../server/features/auth/guards.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { mailCount, useRecordedMail } from '../../support/mail.ts';
import { staffAgent } from '../../support/staff.ts';
import { createUser } from './auth-helpers.ts';

const { app, prisma } = useTestApp();
const sent = useRecordedMail();
const NEW = { email: 'nuevo@gtcars.es', password: 'clave-nueva-2026' };
let user: { id: number; email: string };

beforeAll(async () => {
  await resetDatabase(prisma);
  await createUser(prisma, { email: 'admin@gtcars.es', password: 'clave-admin-2026' });
});

beforeEach(async () => {
  await prisma.rateLimit.deleteMany();
  await prisma.user.deleteMany({ where: { email: NEW.email } });
  user = await createUser(prisma, { ...NEW, verified: false });
});

const isVerified = async () => (await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { email_verified_at: true } })).email_verified_at !== null;

describe('an unverified account', () => {
  it('is sent to the verification notice on page visits and gets 403 JSON from APIs', async () => {
    const { agent } = await staffAgent(app, NEW);
    const visit = await agent.get('/dashboard').set(inertiaVisit);
    expect(visit.status).toBe(303);
    expect(visit.headers.location).toBe('/verify-email');
    const api = await agent.get('/dashboard').set('Accept', 'application/json');
    expect(api.status).toBe(403);
    expect(api.body).toEqual({ message: UNVERIFIED_MESSAGE });
    const notice = await agent.get('/verify-email').set(inertiaVisit);
    expect(notice.body).toMatchObject({ component: 'Auth/VerifyEmail', props: { flash: null, auth: { user: { email: NEW.email } } } });
  });

  it('asks for a new link: the §8 status and green toast, and a mail with a signed link that verifies', async () => {
    const { agent, token } = await staffAgent(app, NEW);
    const before = sent.length;
    const res = await agent.post('/email/verification-notification').set({ ...inertiaVisit, 'X-CSRF-TOKEN': token });
    expect(res.headers.location).toBe('/verify-email');
    const notice = await agent.get('/verify-email').set(inertiaVisit);
    expect(notice.body).toMatchObject({ component: 'Auth/VerifyEmail', props: { flash: { message: VERIFICATION_LINK_SENT_MESSAGE, bg: 'green' } } });
    await mailCount(sent, before + 1);
    const mail = sent[sent.length - 1];
    expect(mail?.to).toBe(NEW.email);
    const url = new URL(/https?:\/\/\S+\/verify-email\/\S+/.exec(mail?.text ?? '')?.[0] ?? '');

    const verified = await agent.get(`${url.pathname}${url.search}`).set(inertiaVisit);
    expect(verified.status).toBe(303);
    expect(verified.headers.location).toBe('/dashboard');
    expect(await isVerified()).toBe(true);
    expect((await agent.get('/dashboard').set(inertiaVisit)).body.component).toBe('Dashboard');
  });

  it('verifies from a link opened without a session, then offers the login', async () => {
    const res = await request(app).get(verificationPath(user, env().sessionSecret));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/login');
    expect(await isVerified()).toBe(true);
  });

  it('refuses a tampered link (signature, id or expiry changed) with 403', async () => {
    const other = await createUser(prisma, { email: 'otra@gtcars.es', password: 'clave-otra-2026', verified: false });
    const valid = new URL(verificationPath(user, env().sessionSecret), 'http://x');
    const signature = valid.searchParams.get('signature') ?? '';
    const tampered = [
      `${valid.pathname}?expires=${valid.searchParams.get('expires')}&signature=${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`,
      `${valid.pathname.replace(`/verify-email/${user.id}/`, `/verify-email/${other.id}/`)}${valid.search}`,
      `${valid.pathname}?expires=${Number(valid.searchParams.get('expires')) + 3600}&signature=${signature}`,
      valid.pathname,
    ];
    for (const path of tampered) {
      const res = await request(app).get(path).set(inertiaVisit);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ component: 'Error', props: { status: 403, message: INVALID_VERIFICATION_LINK_MESSAGE } });
    }
    expect(await isVerified()).toBe(false);
    await prisma.user.delete({ where: { id: other.id }, select: { id: true } });
  });

  it('refuses a link past its 60 minutes', async () => {
    const expired = verificationPath(user, env().sessionSecret, Date.now() - 61 * 60_000);
    const res = await request(app).get(expired).set(inertiaVisit);
    expect(res.status).toBe(403);
    expect(await isVerified()).toBe(false);
  });

  it('refuses a link for an address the account no longer has', async () => {
    const path = verificationPath(user, env().sessionSecret);
    await prisma.user.update({ where: { id: user.id }, data: { email: 'cambiado@gtcars.es' }, select: { id: true } });
    expect((await request(app).get(path)).status).toBe(403);
    expect(await isVerified()).toBe(false);
    await prisma.user.update({ where: { id: user.id }, data: { email: NEW.email }, select: { id: true } });
  });
});
