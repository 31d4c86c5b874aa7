/**
 * A redirect leaves only once the session holds what the next page must show: a browser follows
 * a redirect on its headers alone, so the failed login's errors must already be stored when the
 * headers arrive, not a moment later.
 */
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedStaff } from '../../../prisma/seed/staff.ts';
import { FAILED_LOGIN_MESSAGE } from '../../../server/contracts/auth.ts';
import { SESSION_COOKIE } from '../../../server/lib/session-cookie.ts';
import { useTestApp } from '../../support/app.ts';
import { resetDatabase, testDatabaseUrl } from '../../support/db.ts';

const { app, prisma } = useTestApp();
const server = app.listen(0, '127.0.0.1');
const port = () => (server.address() as AddressInfo).port;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
/** The server's side of each POST, to read whether its headers have been sent. */
const posts: ServerResponse[] = [];
server.on('request', (req, res) => {
  if (req.method === 'POST') posts.push(res);
});

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedStaff(prisma);
});

/** Sends a request and resolves on its response's headers, before the body has arrived. */
function headersOf(method: string, path: string, headers: Record<string, string>, body?: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: port(), method, path, headers }, resolve);
    req.on('error', reject);
    req.end(body);
  });
}

/** How many statements of other connections wait for a lock that `holder` holds, as PostgreSQL reports it. */
async function blockedBy(holder: pg.Client): Promise<number> {
  const { rows } = await holder.query<{ blocked: number }>('SELECT count(*)::int AS blocked FROM pg_stat_activity WHERE pg_backend_pid() = ANY (pg_blocking_pids(pid))');
  return rows[0]?.blocked ?? 0;
}

const cookies = (res: IncomingMessage) => (res.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0] ?? '');

it("stores the failed login's errors in the session before the redirect's headers leave", async () => {
  const page = await headersOf('GET', '/login', { Accept: 'text/html' });
  page.resume();
  const token = decodeURIComponent(cookies(page).find((c) => c.startsWith('XSRF-TOKEN='))?.split('=')[1] ?? '');
  const body = JSON.stringify({ email: 'admin@gtcars.es', password: 'incorrecta' });
  const login = (cookie: string) =>
    headersOf('POST', '/login', { Cookie: cookie, 'X-XSRF-TOKEN': token, 'X-Inertia': 'true', 'Content-Type': 'application/json', Referer: `http://127.0.0.1:${port()}/login` }, body);
  // A visitor's page stores no session; the first failed login stores one, for its errors.
  const first = await login(`XSRF-TOKEN=${encodeURIComponent(token)}`);
  await new Promise((resolve) => first.resume().on('end', resolve));
  const jar = [`XSRF-TOKEN=${encodeURIComponent(token)}`, ...cookies(first)];
  const sid = decodeURIComponent(jar.find((c) => c.startsWith(`${SESSION_COOKIE}=`))?.split('=')[1] ?? '').slice(2).split('.')[0];
  expect(sid).toBeTruthy();
  // The login page shows (and so removes) those errors; the second failure stores them again.
  const shown = await headersOf('GET', '/login', { Accept: 'text/html', Cookie: jar.join('; ') });
  await new Promise((resolve) => shown.resume().on('end', resolve));

  // Hold the session's row from another connection, so its save waits: the redirect must wait
  // with it. Once the database shows the save waiting on that lock, the server must not have
  // sent the redirect's headers yet.
  const holder = new pg.Client({ connectionString: testDatabaseUrl() });
  await holder.connect();
  let pending: Promise<IncomingMessage>;
  try {
    await holder.query('BEGIN');
    const held = await holder.query<{ sess: { inertia?: { errors?: unknown } } }>('SELECT sess FROM session WHERE sid = $1 FOR UPDATE', [sid]);
    expect(held.rowCount).toBe(1);
    expect(held.rows[0]?.sess.inertia?.errors).toBeUndefined();

    pending = login(jar.join('; '));
    await expect.poll(() => blockedBy(holder), { timeout: 10_000 }).toBe(1);
    expect(posts.at(-1)?.headersSent).toBe(false);
  } finally {
    await holder.query('COMMIT');
    await holder.end();
  }
  const res = await pending;
  expect(res.statusCode).toBe(302);
  res.resume();
  const [row] = await prisma.$queryRaw<{ sess: { inertia?: { errors?: { default?: Record<string, string[]> } } } }[]>`SELECT sess FROM session WHERE sid = ${sid}`;
  expect(row?.sess.inertia?.errors?.default).toEqual({ email: [FAILED_LOGIN_MESSAGE] });
});
