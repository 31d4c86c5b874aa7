/**
 * L5 of the security review: on an empty production database the first account is not anyone's
 * to take. It comes from `npm run user:create`, or from /register opened with the INSTALL_TOKEN
 * (?token=…), which the session then remembers for the form's POST.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { FIRST_ACCOUNT_CLOSED_MESSAGE } from '../../../server/contracts/auth.ts';
import { useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { guest } from './auth-helpers.ts';

const TOKEN = 'instalacion-9f8e7d6c5b4a3210';
const { app, prisma } = useTestApp({ isProduction: true, INSTALL_TOKEN: TOKEN });
const withoutToken = useTestApp({ isProduction: true }).app;
const form = { name: 'Marta Déniz', email: 'marta@gtcars.es', password: 'clave-segura-2026', password_confirmation: 'clave-segura-2026' };

beforeEach(() => resetDatabase(prisma));

describe('the first account in production', () => {
  it.each([
    ['without INSTALL_TOKEN', withoutToken, '/register'],
    ['with a wrong token', app, '/register?token=otra-cosa-cualquiera'],
    ['without the token in the link', app, '/register'],
  ])('%s: the screen and the form send a guest to the login and create nobody', async (_case, target, url) => {
    const { agent, headers } = await guest(target);
    const page = await agent.get(url).set(headers);
    expect(page.status).toBe(303);
    expect(page.headers.location).toBe('/login');
    const login = await agent.get('/login').set(headers);
    expect(login.body.props).toMatchObject({ status: FIRST_ACCOUNT_CLOSED_MESSAGE, canRegister: false });
    const post = await agent.post('/register').set(headers).send(form);
    expect(post.headers.location).toBe('/login');
    expect(await prisma.user.count()).toBe(0);
  });

  it('with the token: the screen opens and the form creates the first account', async () => {
    const { agent, headers } = await guest(app);
    const page = await agent.get(`/register?token=${TOKEN}`).set(headers);
    expect(page.body).toMatchObject({ component: 'Auth/Register', props: { mode: 'first' } });
    const post = await agent.post('/register').set(headers).send(form);
    expect(post.status).toBe(303);
    expect(post.headers.location).toBe('/verify-email');
    expect(await prisma.user.findMany({ select: { email: true } })).toEqual([{ email: 'marta@gtcars.es' }]);
  });
});
