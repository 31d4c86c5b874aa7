import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { embeddedAppUrl } from '../../server/db/app-role.ts';

/**
 * The app server as the benchmark runs it: `node --import tsx server/main.ts` spawned directly
 * (what `npm run dev` and `npm start` run) on its own port, storage dir and embedded PostgreSQL,
 * so it never meets the dev server (54329) or the tests (54330-54331). Its output goes to
 * <storage>/server.log, whose tail is shown when a start fails.
 */

export const ROOT = path.resolve(import.meta.dirname, '../..');
/**
 * BENCH_PORT and BENCH_PG_PORT move the instance when several benchmarks share a machine;
 * BENCH_STORAGE gives a benchmark a database of its own (--only operations: 10,000 cars).
 */
export const PORT = Number(process.env.BENCH_PORT ?? 3300);
export const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54340);
export const STORAGE_DIR = process.env.BENCH_STORAGE ?? 'storage/bench';
/** The portal feed's token on the bench's server. */
export const BENCH_FEED_TOKEN = 'benchmark-portal-feed-token-2026';
export const BASE_URL = `http://127.0.0.1:${PORT}`;
const LOG_FILE = path.join(ROOT, STORAGE_DIR, 'server.log');
/** Only for this throw-away benchmark instance (production mode requires 32+ characters). */
const SESSION_SECRET = 'gtcars-benchmark-only-session-secret-40c';
/** The demo staff account's password on the bench's production server (never the published one there). */
export const BENCH_STAFF_PASSWORD = 'bench-staff-password-2026';
/** The embedded cluster's fixed credentials (server/db/embedded.ts) and database (server/db/index.ts). */
/** The bench database as the app's role (its password file is written by the server's first start). */
export const dbUrl = () => embeddedAppUrl(path.join(ROOT, STORAGE_DIR), PG_PORT);

export type Mode = 'development' | 'production';

export interface RunningServer {
  child: ChildProcess;
  /** ms from spawn to the first 200 on GET /. */
  firstOkMs: number;
}

let current: ChildProcess | null = null;

/** The environment of the bench's server, and of the seed script run on its database. */
export function serverEnv(mode: Mode): NodeJS.ProcessEnv {
  const { DATABASE_URL: _db, APP_URL: _url, TRUST_PROXY: _proxy, ...inherited } = process.env;
  return {
    ...inherited,
    NODE_ENV: mode,
    HOST: '127.0.0.1',
    PORT: String(PORT),
    STORAGE_DIR,
    EMBEDDED_PG_PORT: String(PG_PORT),
    LOG_LEVEL: 'warn',
    SESSION_SECRET,
    APP_URL: `http://localhost:${PORT}`,
    SERVER_RENDERING: 'on',
    SEED_DEMO: 'auto',
    SEED_DEMO_PASSWORD: BENCH_STAFF_PASSWORD,
    FEED_TOKEN: BENCH_FEED_TOKEN,
  };
}

async function logTail(): Promise<string> {
  const text = await readFile(LOG_FILE, 'utf8').catch(() => '');
  return text.trim().split('\n').slice(-15).join('\n');
}

/** True when something already accepts connections on `port`. */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

async function getStatus(url: string): Promise<number | null> {
  try {
    const res = await fetch(url, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(60_000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return null;
  }
}

/** Spawns the server and polls GET / every 25 ms until it answers 200. */
export async function startServer(mode: Mode, timeoutMs = 180_000): Promise<RunningServer> {
  if (current) throw new Error('a benchmark server is already running');
  if (await portInUse(PORT)) throw new Error(`port ${PORT} is already in use; stop whatever listens there first`);
  mkdirSync(path.dirname(LOG_FILE), { recursive: true });
  const log = openSync(LOG_FILE, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: serverEnv(mode),
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  current = child;
  let exited = false;
  child.once('exit', () => {
    exited = true;
    if (current === child) current = null;
  });
  while (!exited) {
    if ((await getStatus(`${BASE_URL}/`)) === 200) return { child, firstOkMs: performance.now() - started };
    if (performance.now() - started > timeoutMs) {
      await stopServer(child);
      throw new Error(`the ${mode} server gave no 200 on GET / within ${timeoutMs / 1000} s\n${await logTail()}`);
    }
    await sleep(25);
  }
  throw new Error(`the ${mode} server exited before answering (exit code ${child.exitCode})\n${await logTail()}`);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Stops the bench cluster's PostgreSQL when a server died without stopping it (killed, or
 * signalled during boot, before its shutdown handler exists): SIGINT is a fast shutdown.
 */
async function stopOrphanPostgres(): Promise<void> {
  const dataDir = path.join(ROOT, STORAGE_DIR, 'postgres');
  const pid = Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return;
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (!cmdline.includes('postgres') || !cmdline.includes(dataDir)) return;
  process.kill(pid, 'SIGINT');
  for (let waited = 0; alive(pid) && waited < 30_000; waited += 100) await sleep(100);
}

/** SIGTERM (graceful: closes HTTP, Prisma and the embedded PostgreSQL), SIGKILL after 30 s. */
export async function stopServer(child: ChildProcess | null = current): Promise<void> {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = sleep(30_000).then(() => 'timeout' as const);
    if ((await Promise.race([exited.then(() => 'exited' as const), timer])) === 'timeout') {
      child.kill('SIGKILL');
      await exited;
    }
  }
  await stopOrphanPostgres();
}

/** Last resort on process exit: ask a still-running server to shut itself down. */
export function signalServerSync(): void {
  if (current && current.exitCode === null) current.kill('SIGTERM');
}

/**
 * Waits until the demo photos of the first start are all processed (no `fotos` row without a
 * width): that background work loads the CPU for minutes and would skew every figure.
 */
export async function waitForDemoPhotos(
  child: ChildProcess,
  report: (pending: number) => void,
  timeoutMs = 20 * 60_000,
): Promise<void> {
  const client = new pg.Client({ connectionString: await dbUrl() });
  let lost: Error | null = null;
  client.on('error', (error) => (lost = error));
  await client.connect();
  try {
    const started = performance.now();
    let last = -1;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null || lost) {
        throw new Error(`the server stopped while processing the demo photos (exit ${child.exitCode ?? child.signalCode})\n${await logTail()}`);
      }
      const { rows } = await client.query<{ pending: number }>('SELECT count(*)::int AS pending FROM fotos WHERE width IS NULL');
      const pending = rows[0]?.pending ?? 0;
      if (pending === 0) return;
      if (pending !== last) report(pending);
      last = pending;
      if (performance.now() - started > timeoutMs) throw new Error(`demo photos still pending after ${timeoutMs / 60_000} min`);
      await sleep(5_000);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
