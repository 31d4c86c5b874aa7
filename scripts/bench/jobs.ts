import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { ensureDatabase, withDatabase } from '../../server/db/database.ts';
import { startEmbeddedPostgres } from '../../server/db/embedded.ts';
import { type Proc, spawnProcess, stopProcess, waitForLog, waitReady } from '../processes.ts';
import { cameraPhoto, signInStaff } from './backoffice.ts';
import { carFormFields } from './car-form.ts';
import { measureLoad, type LoadResult } from './load.ts';
import { BENCH_STAFF_PASSWORD, ROOT } from './server.ts';
import { fetchHomeVisit } from './ssr.ts';

/**
 * npm run bench -- --only jobs: what background image work costs the visitors. The home page's
 * requests per second and p99 at 50 connections on the production build, quiet, and while 40
 * twelve-megapixel photos a member of staff uploaded are processed (a) by a separate worker
 * process (`npm run worker`, the web process with JOBS_IN_PROCESS=off) and (b) by the web
 * process's own runner (the one-process default); a static file from the same process gives
 * the machine's yardstick in the same run. Its own PostgreSQL (54346) and storage dir
 * (storage/bench-jobs), seeded once with the demo stock and its photos.
 */

const PORT = Number(process.env.BENCH_JOBS_PORT ?? 3310);
const PG_PORT = Number(process.env.BENCH_JOBS_PG_PORT ?? 54346);
const STORAGE_DIR = 'storage/bench-jobs';
const BASE_URL = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = 50;
const PHOTOS = 40;
/** Photos a request carries (the staff form takes 40 a save; ten keep each request small). */
const PHOTOS_A_REQUEST = 10;

export interface JobsModeResult {
  mode: 'worker' | 'in-process';
  staticQuiet: LoadResult;
  quiet: LoadResult;
  busy: LoadResult;
  /** Photos still processing when the busy load began and when it ended. */
  pendingBefore: number;
  pendingAfter: number;
}

const sleepUntil = async (check: () => Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(500);
  }
};

export async function jobsBench(duration: number, progress: (text: string) => void): Promise<JobsModeResult[]> {
  const storage = path.join(ROOT, STORAGE_DIR);
  await mkdir(storage, { recursive: true });
  const postgres = await startEmbeddedPostgres({ dataDir: path.join(storage, 'postgres'), port: PG_PORT });
  const databaseUrl = withDatabase(postgres.connectionString, 'gtcars');
  await ensureDatabase(databaseUrl);
  const db = new pg.Client({ connectionString: databaseUrl });
  const procs: Proc[] = [];
  const env = (jobs: 'on' | 'off'): NodeJS.ProcessEnv => ({
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    APP_URL: `http://localhost:${PORT}`,
    DATABASE_URL: databaseUrl,
    STORAGE_DIR,
    SESSION_SECRET: 'gtcars-benchmark-only-session-secret-jobs',
    SEED_DEMO: 'off',
    SEED_DEMO_PASSWORD: BENCH_STAFF_PASSWORD,
    JOBS_IN_PROCESS: jobs,
    LOG_LEVEL: 'warn',
  });
  try {
    await db.connect();
    const cars = await db.query('SELECT 1 FROM coches LIMIT 1').catch(() => ({ rowCount: 0 }));
    if (!cars.rowCount) {
      progress('seeding the demo stock and rendering its photos (once; a few minutes)');
      await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/db/seed.ts'], { cwd: ROOT, env: env('off'), maxBuffer: 16 * 1024 * 1024 });
    }
    const photo = await cameraPhoto();
    progress(`a ${Math.round(photo.length / 1024)} KB 12-megapixel camera photo, ${PHOTOS} times`);
    const results: JobsModeResult[] = [];
    for (const mode of ['worker', 'in-process'] as const) {
      progress(`${mode}: starting`);
      const web = spawnProcess(`web-${mode}`, 'server/main.ts', env(mode === 'worker' ? 'off' : 'on'), storage);
      procs.push(web);
      await waitReady(web, `${BASE_URL}/readyz`);
      if (mode === 'worker') {
        const worker = spawnProcess('worker', 'server/worker.ts', { ...env('off'), LOG_LEVEL: 'info' }, storage);
        procs.push(worker);
        await waitForLog(worker, 'Trabajador de GTCars en marcha');
      }
      const load = (url: string) => measureLoad({ url, duration, connections: CONNECTIONS, warmupSeconds: 3 });
      progress(`${mode}: quiet load`);
      const staticQuiet = await load(`${BASE_URL}/favicon.svg`);
      const quiet = await load(`${BASE_URL}/`);

      progress(`${mode}: uploading ${PHOTOS} photos`);
      const carId = await uploadPhotos(photo, db);
      const pending = async () => Number((await db.query('SELECT count(*) AS n FROM fotos WHERE coche_id = $1 AND width IS NULL', [carId])).rows[0].n);
      const pendingBefore = await pending();
      progress(`${mode}: load while ${pendingBefore} photos process`);
      const busy = await load(`${BASE_URL}/`);
      const pendingAfter = await pending();
      results.push({ mode, staticQuiet, quiet, busy, pendingBefore, pendingAfter });

      progress(`${mode}: letting the last photos finish`);
      await sleepUntil(async () => (await pending()) === 0, 15 * 60_000);
      await db.query('DELETE FROM coches WHERE id = $1', [carId]);
      await Promise.all(procs.splice(0).map(stopProcess));
    }
    return results;
  } finally {
    await Promise.all(procs.map(stopProcess));
    await db.end().catch(() => undefined);
    await postgres.stop();
  }
}

/**
 * Signs in as staff and uploads PHOTOS photos as the staff forms do, PHOTOS_A_REQUEST a request:
 * a new car with the first ones, then saves of its edit form. Returns the car's id.
 */
async function uploadPhotos(photo: Buffer, db: pg.Client): Promise<number> {
  const visit = await fetchHomeVisit(BASE_URL);
  const cookie = await signInStaff(BASE_URL, visit);
  const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '');
  const headers = { cookie, accept: 'application/json', 'x-xsrf-token': xsrf };
  const { create, edit } = await carFormFields(db);
  let carId = 0;
  for (let sent = 0; sent < PHOTOS; sent += PHOTOS_A_REQUEST) {
    const form = new FormData();
    for (const [name, value] of Object.entries(carId === 0 ? create : edit)) form.append(name, value);
    for (let i = 0; i < PHOTOS_A_REQUEST; i++) {
      form.append(`fotos[${i}][order]`, String(sent + i));
      form.append(`fotos[${i}][file]`, new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `camara-${sent + i}.jpg`);
    }
    const target = carId === 0 ? `${BASE_URL}/dashboard/coches/add` : `${BASE_URL}/dashboard/coches/edit/${carId}`;
    const res = await fetch(target, { method: 'POST', headers, body: form });
    if (!res.ok) throw new Error(`upload answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    const body = (await res.json()) as { vehID?: number };
    if (carId === 0) carId = body.vehID!;
  }
  return carId;
}

const row = (label: string, load: LoadResult, quietP99: number) =>
  `| ${label} | ${load.requestsPerSecond.toFixed(0)} | ${load.latencyP50Ms.toFixed(0)} | ${load.latencyP99Ms.toFixed(0)} | ${(load.latencyP99Ms / quietP99).toFixed(2)}× | ${load.failures} |`;

/** The results as a Markdown table: each mode's static file, quiet home and busy home. */
export function formatJobsBench(results: JobsModeResult[]): string {
  const lines = ['', `Home page at ${CONNECTIONS} connections while ${PHOTOS} twelve-megapixel photos process`, '', '| run | req/s | p50 ms | p99 ms | p99 / quiet p99 | failures |', '|---|---|---|---|---|---|'];
  for (const result of results) {
    const quietP99 = result.quiet.latencyP99Ms;
    lines.push(row(`${result.mode}: static file, quiet`, result.staticQuiet, result.staticQuiet.latencyP99Ms));
    lines.push(row(`${result.mode}: home, quiet`, result.quiet, quietP99));
    lines.push(row(`${result.mode}: home, ${result.pendingBefore}→${result.pendingAfter} photos processing`, result.busy, quietP99));
  }
  return `${lines.join('\n')}\n\n`;
}
