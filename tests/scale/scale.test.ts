/**
 * npm run test:scale: the product as several processes on loopback. Two web processes with
 * JOBS_IN_PROCESS=off and one worker share one PostgreSQL and one S3 API (s3rver), and nothing
 * on disk (each has its own STORAGE_DIR). It proves that a sign-in on A holds on B, that a photo
 * uploaded through A is processed by the worker and served through B, that a worker killed with
 * SIGKILL in the middle of a job is replaced and the job completes with nothing orphaned, that a
 * worker stopped with SIGTERM hands its job back at once, that a staff mail outlives an SMTP
 * outage, and that visits to a car counted by both web processes add up in its daily counter.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropDatabase, withDatabase } from '../../server/db/database.ts';
import { startTestServer, testDatabaseName, type TestServer } from '../support/db-server.ts';
import { S3RVER_KEYS, startLocalS3, TEST_BUCKET, type LocalS3 } from '../support/s3.ts';
import { startSmtpStub, type SmtpStub } from '../support/smtp-stub.ts';
import { carFormFields } from '../../scripts/bench/car-form.ts';
import { type Proc, spawnProcess, stopProcess, waitForLog, waitReady } from '../../scripts/processes.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const STAFF = { name: 'Prueba Escala', email: 'escala@gtcars.es', password: 'escala-contraseña-2026' };
const ports = { a: 3411, b: 3412 };
const url = (web: 'a' | 'b', pathname: string) => `http://127.0.0.1:${ports[web]}${pathname}`;

let server: TestServer;
let databaseUrl: string;
let s3: LocalS3;
let dir: string;
let smtpPort: number;
let smtp: SmtpStub | undefined;
let db: pg.Client;
const procs: Proc[] = [];

/** A loopback port nothing listens on (the SMTP server is down until the test starts it). */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function processEnv(name: string, port?: number): NodeJS.ProcessEnv {
  const { DATABASE_URL: _d, APP_URL: _a, ...inherited } = process.env;
  return {
    ...inherited,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port ?? 0),
    APP_URL: `http://127.0.0.1:${port ?? ports.a}`,
    DATABASE_URL: databaseUrl,
    STORAGE_DIR: path.join(dir, name),
    SESSION_SECRET: 'gtcars-scale-proof-only-session-secret-0001',
    SEED_DEMO: 'off',
    JOBS_IN_PROCESS: 'off',
    MEDIA_STORAGE: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: TEST_BUCKET,
    S3_ACCESS_KEY_ID: S3RVER_KEYS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3RVER_KEYS.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LOG_LEVEL: 'info',
  };
}

function startWorker(name: string): Proc {
  const worker = spawnProcess(name, 'server/worker.ts', processEnv(name), dir);
  procs.push(worker);
  return worker;
}

/** Cookies as a browser keeps them for 127.0.0.1 (any port), from Set-Cookie headers. */
class CookieJar {
  private cookies = new Map<string, string>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  token() {
    return decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '');
  }
}

async function call(jar: CookieJar, target: string, init: RequestInit = {}) {
  const res = await fetch(target, { ...init, redirect: 'manual', headers: { Cookie: jar.header(), 'X-XSRF-TOKEN': jar.token(), ...init.headers } });
  jar.take(res);
  return res;
}

const one = async <T>(sql: string, values: unknown[] = []) => (await db.query(sql, values)).rows[0] as T;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'gtcars-scale-'));
  server = await startTestServer(3);
  databaseUrl = withDatabase(server.serverUrl, testDatabaseName());
  s3 = await startLocalS3();
  smtpPort = await closedPort();

  const a = spawnProcess('web-a', 'server/main.ts', processEnv('web-a', ports.a), dir);
  procs.push(a);
  await waitReady(a, url('a', '/readyz'));
  const b = spawnProcess('web-b', 'server/main.ts', processEnv('web-b', ports.b), dir);
  procs.push(b);
  await waitReady(b, url('b', '/readyz'));
  await waitForLog(startWorker('worker-1'), 'Trabajador de GTCars en marcha');

  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/db/user-create.ts', '--name', STAFF.name, '--email', STAFF.email, '--password', STAFF.password], {
    cwd: ROOT,
    env: processEnv('cli'),
  });
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const marca = await one<{ id: number }>(`INSERT INTO marcas (nombre) VALUES ('Porsche') RETURNING id`);
  await db.query(`INSERT INTO modelos (nombre, marca_id) VALUES ('911', $1)`, [marca.id]);
}, 300_000);

afterAll(async () => {
  await Promise.all(procs.map(stopProcess));
  await db?.end();
  await smtp?.close();
  await s3?.close();
  if (databaseUrl) await dropDatabase(databaseUrl).catch(() => undefined);
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

const staff = new CookieJar();
let carId: number;

/** A 12-megapixel photo of noise: several seconds of work for the photo pipeline. */
async function twelveMegapixels(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

describe('two web processes and a worker on one PostgreSQL and one bucket', () => {
  it('a sign-in on A is a signed-in session on B', async () => {
    await call(staff, url('a', '/login'));
    const login = await call(staff, url('a', '/login'), { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'text/html' }, body: JSON.stringify({ email: STAFF.email, password: STAFF.password }) });
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toBe('/dashboard');
    const onB = await call(staff, url('b', '/dashboard'), { headers: { 'X-Inertia': 'true', 'X-Inertia-Version': '' } });
    const page = onB.status === 409 ? await call(staff, url('b', '/dashboard'), { headers: { Accept: 'text/html' } }) : onB;
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Dashboard');
  });

  it('a photo uploaded through A is processed by the worker, killed mid-job and restarted, and served through B', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries((await carFormFields(db)).create)) form.append(name, value);
    form.append('fotos[0][order]', '0');
    form.append('fotos[0][file]', new Blob([new Uint8Array(await twelveMegapixels())], { type: 'image/jpeg' }), 'doce-megapixeles.jpg');
    const created = await call(staff, url('a', '/dashboard/coches/add'), { method: 'POST', headers: { Accept: 'application/json' }, body: form });
    expect(created.status).toBe(201);
    carId = ((await created.json()) as { vehID: number }).vehID;
    const { id: photoId } = await one<{ id: number }>('SELECT id FROM fotos WHERE coche_id = $1', [carId]);
    expect(await s3.store.exists(`originales/vehiculos/${photoId}`)).toBe(true);

    // The worker takes the job: kill it with SIGKILL in the middle of it.
    const first = procs.find((proc) => proc.name === 'worker-1')!;
    await expect.poll(async () => (await one<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'photo-variants' AND state = 'active'`)).n, { timeout: 30_000, interval: 25 }).toBe(1);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(await one('SELECT width FROM fotos WHERE id = $1', [photoId])).toEqual({ width: null });

    // A new worker: the dead one's job expires, is retried and completes. The job's clock is
    // moved on rather than waited for: its start goes back by its expiry (60 s), and once the
    // supervisor has failed it, its retry's delay is spent at once.
    await waitForLog(startWorker('worker-2'), 'Trabajador de GTCars en marcha');
    const active = `name = 'photo-variants' AND data->>'photoId' = $1::text`;
    await db.query(`UPDATE pgboss.job SET started_on = started_on - expire_in WHERE ${active} AND state = 'active'`, [photoId]);
    await expect.poll(async () => (await db.query(`UPDATE pgboss.job SET start_after = now() WHERE ${active} AND state = 'retry'`, [photoId])).rowCount, { timeout: 30_000, interval: 250 }).toBe(1);
    await expect.poll(async () => (await one<{ width: number | null }>('SELECT width FROM fotos WHERE id = $1', [photoId])).width, { timeout: 150_000, interval: 500 }).toBe(1920);
    // The handler writes the row before pg-boss marks its job completed: wait for that mark too.
    const job = () => one<{ state: string; retry_count: number }>(`SELECT state, retry_count FROM pgboss.job WHERE name = 'photo-variants' AND data->>'photoId' = $1::text ORDER BY created_on DESC LIMIT 1`, [photoId]);
    await expect.poll(job, { timeout: 10_000, interval: 100 }).toEqual({ state: 'completed', retry_count: 1 });

    // Nothing orphaned: every photo object names a ready photo's row, no original is left, and no
    // process wrote media to disk. (The bucket also holds the backfill's mark, estado/….)
    const keys = (await s3.store.list('')).map((object) => object.key);
    expect(keys.filter((key) => key.startsWith('originales/'))).toEqual([]);
    expect(keys.filter((key) => !key.startsWith('vehiculos/') && !key.startsWith('estado/'))).toEqual([]);
    const ids = new Set(keys.filter((key) => key.startsWith('vehiculos/')).map((key) => Number(/\/(\d+)[-.]/.exec(key)?.[1])));
    expect([...ids]).toEqual([photoId]);
    expect((await db.query('SELECT id FROM fotos WHERE width IS NULL')).rows).toEqual([]);
    for (const name of ['web-a', 'web-b', 'worker-1', 'worker-2']) expect(existsSync(path.join(dir, name, 'vehiculos'))).toBe(false);

    const thumb = await fetch(url('b', `/storage/vehiculos/thumbs/${photoId}.jpg`));
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await thumb.arrayBuffer()).equals((await s3.store.read(`vehiculos/thumbs/${photoId}.jpg`))!)).toBe(true);
  });

  it('a worker stopped with SIGTERM mid-job finishes the job or hands it back at once, never leaving it to expire', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries((await carFormFields(db)).edit)) form.append(name, value);
    form.append('fotos[0][order]', '1');
    form.append('fotos[0][file]', new Blob([new Uint8Array(await twelveMegapixels())], { type: 'image/jpeg' }), 'otra.jpg');
    const saved = await call(staff, url('b', `/dashboard/coches/edit/${carId}`), { method: 'POST', headers: { Accept: 'application/json' }, body: form });
    expect(saved.status).toBe(200);
    const { id: photoId } = await one<{ id: number }>('SELECT id FROM fotos WHERE coche_id = $1 ORDER BY id DESC LIMIT 1', [carId]);

    const running = procs.find((proc) => proc.name === 'worker-2')!;
    await expect.poll(async () => (await one<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'photo-variants' AND state = 'active'`)).n, { timeout: 30_000, interval: 25 }).toBe(1);
    running.child.kill('SIGTERM');
    await running.exited;
    const job = await one<{ state: string }>(`SELECT state FROM pgboss.job WHERE name = 'photo-variants' AND data->>'photoId' = $1::text ORDER BY created_on DESC LIMIT 1`, [photoId]);
    expect(['completed', 'retry']).toContain(job.state);

    await waitForLog(startWorker('worker-3'), 'Trabajador de GTCars en marcha');
    await expect.poll(async () => (await one<{ width: number | null }>('SELECT width FROM fotos WHERE id = $1', [photoId])).width, { timeout: 60_000, interval: 500 }).toBe(1920);
  });

  it('a staff mail survives an SMTP outage and is delivered after it', async () => {
    const visitor = new CookieJar();
    await call(visitor, url('b', '/'));
    const sent = await call(visitor, url('b', '/form/submit/vehiculo'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-CSRF-TOKEN': visitor.token() },
      body: JSON.stringify({ nombre: 'Ayoze', apellidos: 'Rivero', telefono: '+34 628 111 222', correo: 'ayoze@example.es', vehiculo: carId, mensaje: '¿Puedo verlo el sábado?', legal: true }),
    });
    expect(sent.status).toBe(201);
    const { id: leadId } = await one<{ id: number }>('SELECT id FROM leads ORDER BY id DESC LIMIT 1');

    // The SMTP server is down: the worker's attempt fails, is recorded, and the next one is queued.
    await expect.poll(async () => (await one<{ mail_attempts: number }>('SELECT mail_attempts FROM leads WHERE id = $1', [leadId])).mail_attempts, { timeout: 30_000, interval: 250 }).toBe(1);
    expect(await one('SELECT mailed_at, mail_error IS NOT NULL AS failed FROM leads WHERE id = $1', [leadId])).toEqual({ mailed_at: null, failed: true });
    const retry = await one<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'lead-mail' AND state = 'created' AND start_after > now() + interval '1 minute'`);
    expect(retry.n).toBe(1);

    // The server comes back; the retry's time comes (the 2 minutes of the first backoff, skipped here).
    smtp = await startSmtpStub(smtpPort);
    await db.query(`UPDATE pgboss.job SET start_after = now() WHERE name = 'lead-mail' AND state = 'created'`);
    await expect.poll(async () => (await one<{ mailed_at: Date | null }>('SELECT mailed_at FROM leads WHERE id = $1', [leadId])).mailed_at, { timeout: 30_000, interval: 250 }).toBeInstanceOf(Date);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.data).toContain('Ayoze');
  });

  it('visits to one car through A and B the same day add up in its one daily counter row, beside the enquiry', async () => {
    const { slug } = await one<{ slug: string }>('SELECT slug FROM coches WHERE id = $1', [carId]);
    // Seven visitors (a car counts each once a day), three through A and four through B.
    const browser = (visitor: number) => ({ 'User-Agent': `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 visitante-${visitor}`, Accept: 'text/html' });
    const views = [...Array.from({ length: 3 }, () => url('a', `/vehiculo/${slug}`)), ...Array.from({ length: 4 }, () => url('b', `/vehiculo/${slug}`))];
    for (const [visitor, view] of views.entries()) expect((await fetch(view, { headers: browser(visitor) })).status).toBe(200);
    // Each process writes what it counted every few seconds; the enquiry came through B above.
    const counters = () => db.query(`SELECT dia = (now() AT TIME ZONE 'Atlantic/Canary')::date AS today, visitas, contactos FROM actividad_diaria WHERE coche_id = $1`, [carId]).then((result) => result.rows);
    await expect.poll(counters, { timeout: 20_000, interval: 250 }).toEqual([{ today: true, visitas: 7, contactos: 1 }]);
  });
});
