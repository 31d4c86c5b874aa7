/**
 * The 'Personal' screen (issue 19): administrators list the staff accounts, invite a colleague
 * (the invitation's link sets the password and verifies the address), change a role, and
 * deactivate an account, which ends its sessions and "remember me" devices at once. Nobody
 * changes their own account, and one active administrator always remains.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAILED_LOGIN_MESSAGE } from '../../../server/contracts/auth.ts';
import { STAFF_MESSAGES } from '../../../server/contracts/staff.ts';
import { seedStaff, DEMO_STAFF } from '../../../prisma/seed/staff.ts';
import { pruneAuthTokens } from '../../../server/features/auth/remember.queries.ts';
import { sendInvitation } from '../../../server/features/staff/invitation.ts';
import { changeAccount } from '../../../server/features/staff/staff.queries.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { resetDatabase, testDatabaseUrl } from '../../support/db.ts';
import { clearJobs, runQueuedJobs, useTestQueue, waitingJobs } from '../../support/jobs.ts';
import { useRecordedMail } from '../../support/mail.ts';
import { staffAgent } from '../../support/staff.ts';
import { createUser, guest } from '../auth/auth-helpers.ts';

const { app, prisma } = useTestApp();
useTestQueue();
const sent = useRecordedMail();

const VENTAS = { name: 'Lucía Ventas', email: 'lucia@gtcars.es', password: 'lucia-clave-2026' };

/**
 * An administrator's agent whose password was confirmed (the screen asks for it), one per
 * account for the file (the confirm screen's rate limit counts each confirmation).
 */
const admins = new Map<string, Promise<{ agent: Awaited<ReturnType<typeof staffAgent>>['agent']; headers: Record<string, string> }>>();
function admin(credentials: { email: string; password: string } = DEMO_STAFF) {
  const signIn = async () => {
    const { agent, token } = await staffAgent(app, credentials);
    const headers = { ...inertiaVisit, 'X-CSRF-TOKEN': token };
    expect((await agent.post('/confirm-password').set(headers).send({ password: credentials.password })).status).toBe(303);
    return { agent, headers };
  };
  if (!admins.has(credentials.email)) admins.set(credentials.email, signIn());
  return admins.get(credentials.email)!;
}

const account = (email: string) => prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true, rol: true, email_verified_at: true, desactivado_at: true, ultimo_acceso_at: true } });

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedStaff(prisma);
  await createUser(prisma, { ...VENTAS, rol: 'ventas' });
  await clearJobs();
});

describe('the list', () => {
  it('shows every account with its role, state and last sign-in, the own row marked', async () => {
    const { agent } = await admin();
    const page = await agent.get('/dashboard/personal').set(inertiaVisit);
    expect(page.body.component).toBe('Personal');
    const rows = page.body.props.cuentas.data as { email: string; rol: string; estado: string; ultimoAcceso: string | null; propia: boolean }[];
    expect(rows.map(({ email, rol, estado, propia }) => ({ email, rol, estado, propia }))).toEqual([
      { email: DEMO_STAFF.email, rol: 'administracion', estado: 'activa', propia: true },
      { email: VENTAS.email, rol: 'ventas', estado: 'activa', propia: false },
    ]);
    const signedIn = (await account(DEMO_STAFF.email)).ultimo_acceso_at;
    expect(signedIn).not.toBeNull();
    expect(rows[0]?.ultimoAcceso).toBe(signedIn?.toISOString());
    expect(rows[1]?.ultimoAcceso).toBeNull();
    expect(page.body.props.cuentas).toMatchObject({ total: 2, current_page: 1 });
  });

  it('asks for the password first', async () => {
    const { agent } = await staffAgent(app);
    const page = await agent.get('/dashboard/personal').set(inertiaVisit);
    expect(page.status).toBe(303);
    expect(page.headers.location).toBe('/confirm-password');
  });
});

describe('inviting a colleague', () => {
  it('stores the account and queues its invitation; the mail sets the password for 7 days and verifies the address', async () => {
    const { agent, headers } = await admin();
    const res = await agent.post('/dashboard/personal').set(headers).send({ name: 'Pedro Taller', email: ' Pedro@GTCars.es ', rol: 'ventas' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/dashboard/personal');
    expect((await agent.get('/dashboard/personal').set(inertiaVisit)).body.props.flash).toMatchObject({ message: STAFF_MESSAGES.invited('pedro@gtcars.es'), bg: 'green' });

    const row = await account('pedro@gtcars.es');
    expect(row).toMatchObject({ rol: 'ventas', email_verified_at: null, desactivado_at: null });
    expect(await waitingJobs('staff-invitation')).toEqual([expect.objectContaining({ data: { userId: row.id } })]);
    // The link is made by the job, so the queue never holds it.
    expect(await prisma.passwordResetToken.count({ where: { email: 'pedro@gtcars.es' } })).toBe(0);

    const before = sent.length;
    expect(await runQueuedJobs('staff-invitation')).toBe(1);
    expect(sent.length).toBe(before + 1);
    const mail = sent.at(-1);
    expect(mail?.to).toBe('pedro@gtcars.es');
    expect(mail?.subject).toContain('Tu cuenta del panel');
    const link = /\/reset-password\/([\w-]+)\?email=([^\s"&]+)/.exec(mail?.text ?? '');
    expect(link).not.toBeNull();
    const token = await prisma.passwordResetToken.findFirstOrThrow({ where: { email: 'pedro@gtcars.es' } });
    const days = (token.expires_at.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const visitor = await guest(app);
    const set = await visitor.agent
      .post('/reset-password')
      .set(visitor.headers)
      .send({ token: link?.[1], email: decodeURIComponent(link?.[2] ?? ''), password: 'pedro-clave-2026', password_confirmation: 'pedro-clave-2026' });
    expect(set.headers.location).toBe('/login');
    expect((await account('pedro@gtcars.es')).email_verified_at).not.toBeNull();
    await staffAgent(app, { email: 'pedro@gtcars.es', password: 'pedro-clave-2026' });
  });

  it("keeps a pending invitation's link: its job run twice mails the same one, a stranger's reset request for the address does not replace it, the housekeeping keeps it", async () => {
    const { agent, headers } = await admin();
    await agent.post('/dashboard/personal').set(headers).send({ name: 'Rosa Taller', email: 'rosa@gtcars.es', rol: 'ventas' });
    const rosa = await account('rosa@gtcars.es');
    await runQueuedJobs('staff-invitation');
    await sendInvitation(rosa.id);
    const links = sent.filter((mail) => mail.to === 'rosa@gtcars.es').map((mail) => /\/reset-password\/([\w-]+)/.exec(mail.text ?? '')?.[1]);
    expect(links).toHaveLength(2);
    expect(links[1]).toBe(links[0]);
    const token = await prisma.passwordResetToken.findFirstOrThrow({ where: { email: 'rosa@gtcars.es' }, select: { token: true } });

    await prisma.passwordResetToken.updateMany({ where: { email: 'rosa@gtcars.es' }, data: { created_at: new Date(Date.now() - 2 * 86_400_000) } });
    const stranger = await guest(app);
    await stranger.agent.post('/forgot-password').set(stranger.headers).send({ email: 'rosa@gtcars.es' });
    await expect.poll(() => prisma.passwordResetToken.findMany({ where: { email: 'rosa@gtcars.es' }, select: { token: true } })).toEqual([token]);
    expect(await pruneAuthTokens()).toBeGreaterThanOrEqual(0);
    expect(await prisma.passwordResetToken.findMany({ where: { email: 'rosa@gtcars.es' }, select: { token: true } })).toEqual([token]);
  });

  it('refuses an address that has an account, and bad fields, in Spanish; nothing is stored', async () => {
    const { agent, headers } = await admin();
    const count = await prisma.user.count();
    const api = { Accept: 'application/json', 'X-CSRF-TOKEN': headers['X-CSRF-TOKEN'] };
    const taken = await agent.post('/dashboard/personal').set(api).send({ name: 'Otra Lucía', email: VENTAS.email, rol: 'ventas' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ email: ['Ya existe una cuenta con este correo.'] });
    const bad = await agent.post('/dashboard/personal').set(api).send({ name: '', email: 'no-es-correo', rol: 'jefe' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'name', 'rol']);
    expect(bad.body.errors.rol).toEqual(['Elige un rol.']);
    expect(await prisma.user.count()).toBe(count);
  });

  it('sends a pending invitation again with a new link, and refuses one already used', async () => {
    const { agent, headers } = await admin();
    await agent.post('/dashboard/personal').set(headers).send({ name: 'Ana Recepción', email: 'ana@gtcars.es', rol: 'administracion' });
    await runQueuedJobs('staff-invitation');
    const first = await prisma.passwordResetToken.findFirstOrThrow({ where: { email: 'ana@gtcars.es' } });
    const ana = await account('ana@gtcars.es');
    expect(ana.rol).toBe('administracion');

    await agent.post(`/dashboard/personal/${ana.id}/invitacion`).set(headers);
    expect((await agent.get('/dashboard/personal').set(inertiaVisit)).body.props.flash.message).toBe(STAFF_MESSAGES.reinvited('ana@gtcars.es'));
    await runQueuedJobs('staff-invitation');
    const second = await prisma.passwordResetToken.findFirstOrThrow({ where: { email: 'ana@gtcars.es' } });
    expect(second.token).not.toBe(first.token);
    expect(await prisma.passwordResetToken.count({ where: { email: 'ana@gtcars.es' } })).toBe(1);

    const pedro = await account('pedro@gtcars.es');
    await agent.post(`/dashboard/personal/${pedro.id}/invitacion`).set(headers);
    expect((await agent.get('/dashboard/personal').set(inertiaVisit)).body.props.flash).toMatchObject({ message: STAFF_MESSAGES.alreadyVerified, bg: 'red' });
    expect(await waitingJobs('staff-invitation')).toEqual([]);
  });
});

describe('roles', () => {
  it("changes a colleague's role", async () => {
    const { agent, headers } = await admin();
    const lucia = await account(VENTAS.email);
    await agent.post(`/dashboard/personal/${lucia.id}`).set(headers).send({ rol: 'administracion' });
    expect((await account(VENTAS.email)).rol).toBe('administracion');
    expect((await agent.get('/dashboard/personal').set(inertiaVisit)).body.props.flash.message).toBe(STAFF_MESSAGES.roleChanged(VENTAS.name, 'Administración'));
    await agent.post(`/dashboard/personal/${lucia.id}`).set(headers).send({ rol: 'ventas' });
    expect((await account(VENTAS.email)).rol).toBe('ventas');
  });

  it('refuses to change or deactivate the own account', async () => {
    const { agent, headers } = await admin();
    const own = await account(DEMO_STAFF.email);
    for (const change of [{ rol: 'ventas' }, { activa: false }]) {
      await agent.post(`/dashboard/personal/${own.id}`).set(headers).send(change);
      expect((await agent.get('/dashboard/personal').set(inertiaVisit)).body.props.flash).toMatchObject({ message: STAFF_MESSAGES.notYourself, bg: 'red' });
    }
    expect(await account(DEMO_STAFF.email)).toMatchObject({ rol: 'administracion', desactivado_at: null });
  });

  it('answers 404 for an unknown account', async () => {
    const { agent, headers } = await admin();
    const res = await agent.post('/dashboard/personal/999999').set({ Accept: 'application/json', 'X-CSRF-TOKEN': headers['X-CSRF-TOKEN'] }).send({ rol: 'ventas' });
    expect(res.status).toBe(404);
  });

  it('keeps one active administrator when two deactivate each other at once', async () => {
    const ana = await account('ana@gtcars.es');
    await prisma.user.update({ where: { id: ana.id }, data: { email_verified_at: new Date(), desactivado_at: new Date() } });
    const other = { email: 'jefe@gtcars.es', password: 'jefe-clave-2026' };
    const jefe = await createUser(prisma, { ...other, rol: 'administracion' });
    const [a, b] = await Promise.all([admin(), admin(other)]);
    const own = await account(DEMO_STAFF.email);
    // Both requests are let through their guards while the lock is held elsewhere, then race for it.
    let sent: Promise<unknown> = Promise.resolve();
    await prisma.$transaction(
      async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('gtcars.users.roles'))`;
        sent = Promise.all([
          a.agent.post(`/dashboard/personal/${jefe.id}`).set(a.headers).send({ activa: false }),
          b.agent.post(`/dashboard/personal/${own.id}`).set(b.headers).send({ activa: false }),
        ]);
        const waiting = async () => Number((await prisma.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`)[0]?.n);
        await expect.poll(waiting, { timeout: 10_000 }).toBe(2);
      },
      { timeout: 20_000 },
    );
    await sent;
    expect(await prisma.user.count({ where: { rol: 'administracion', desactivado_at: null } })).toBe(1);
    // The first change won; the second came from someone no longer an administrator, who is signed out.
    const panels = [(await a.agent.get('/dashboard').set(inertiaVisit)).status, (await b.agent.get('/dashboard').set(inertiaVisit)).status];
    expect(panels.sort()).toEqual([200, 303]);
    const survivor = await prisma.user.findFirstOrThrow({ where: { rol: 'administracion', desactivado_at: null }, select: { id: true } });
    const loser = survivor.id === own.id ? jefe.id : own.id;
    expect(await changeAccount(loser, survivor.id, { activa: false })).toBe('not-admin');
    // Below the service's own-account rule, the queries still keep the last administrator.
    expect(await changeAccount(survivor.id, survivor.id, { activa: false })).toBe('last-admin');
    expect(await changeAccount(survivor.id, survivor.id, { rol: 'ventas' })).toBe('last-admin');
    // Put both administrators back for the tests below, signed in again.
    await prisma.user.updateMany({ where: { email: { in: [DEMO_STAFF.email, other.email] } }, data: { desactivado_at: null } });
    admins.clear();
  });
});

describe('deactivating an account', () => {
  it('ends its sessions and devices at once, refuses its sign-in, and activating lets it back in', async () => {
    const lucia = await account(VENTAS.email);
    const session = await staffAgent(app, VENTAS);
    const remembered = await guest(app);
    await remembered.agent.post('/login').set(remembered.headers).send({ email: VENTAS.email, password: VENTAS.password, remember: true });
    expect(await prisma.rememberToken.count({ where: { user_id: lucia.id } })).toBe(1);
    expect((await session.agent.get('/dashboard').set(inertiaVisit)).status).toBe(200);

    const { agent, headers } = await admin();
    await agent.post(`/dashboard/personal/${lucia.id}`).set(headers).send({ activa: false });
    expect((await agent.get('/dashboard/personal').set(inertiaVisit)).body.props.flash.message).toBe(STAFF_MESSAGES.deactivated(VENTAS.name));
    expect((await account(VENTAS.email)).desactivado_at).not.toBeNull();
    expect(await prisma.rememberToken.count({ where: { user_id: lucia.id } })).toBe(0);
    expect(Number((await prisma.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM session WHERE (sess->>'userId')::int = ${lucia.id}`)[0]?.n)).toBe(0);

    const after = await session.agent.get('/dashboard').set(inertiaVisit);
    expect(after.status).toBe(303);
    expect(after.headers.location).toBe('/login');
    const device = await remembered.agent.get('/dashboard').set('Accept', 'text/html');
    expect(device.headers.location).toBe('/login');
    // A session saved back by a request that was under way, and a reset link, both while deactivated…
    await prisma.$executeRaw`INSERT INTO session (sid, sess, expire) VALUES ('en-curso', ${JSON.stringify({ cookie: {}, userId: lucia.id })}::json, now() + interval '1 day')`;
    await prisma.passwordResetToken.create({ data: { email: VENTAS.email, token: 'hash-de-un-enlace-viejo', expires_at: new Date(Date.now() + 3_600_000) } });
    const again = await guest(app);
    await again.agent.post('/login').set(again.headers).set('Referer', 'http://127.0.0.1/login').send({ email: VENTAS.email, password: VENTAS.password });
    expect((await again.agent.get('/login').set(inertiaVisit)).body.props.errors).toEqual({ email: FAILED_LOGIN_MESSAGE });

    await agent.post(`/dashboard/personal/${lucia.id}`).set(headers).send({ activa: true });
    expect((await account(VENTAS.email)).desactivado_at).toBeNull();
    // …do not come back with the account.
    expect(await prisma.$queryRaw`SELECT sid FROM session WHERE sid = 'en-curso'`).toEqual([]);
    expect(await prisma.passwordResetToken.count({ where: { email: VENTAS.email } })).toBe(0);
    await staffAgent(app, VENTAS);
  });
});

describe('npm run user:create', () => {
  const create = (...args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/db/user-create.ts', ...args], { env: { ...process.env, DATABASE_URL: testDatabaseUrl(), LOG_LEVEL: 'silent' } });

  it('creates an administrator by default, and a sales account with --role ventas', async () => {
    await create('--name', 'Dueña', '--email', 'duena@gtcars.es', '--password', 'duena-clave-2026');
    await create('--name', 'Vendedor', '--email', 'vendedor@gtcars.es', '--password', 'vendedor-clave-2026', '--role', 'ventas');
    expect((await account('duena@gtcars.es')).rol).toBe('administracion');
    expect((await account('vendedor@gtcars.es')).rol).toBe('ventas');
    await expect(create('--name', 'X', '--email', 'x@gtcars.es', '--password', 'x-clave-2026-x', '--role', 'jefe')).rejects.toMatchObject({ stderr: expect.stringContaining('Rol desconocido') });
  });
});
