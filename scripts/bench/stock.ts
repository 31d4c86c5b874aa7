import { spawn } from 'node:child_process';
import pg from 'pg';
import { dbUrl, ROOT, serverEnv } from './server.ts';

/**
 * The bench database's stock: the search is measured on BENCH_VEHICLES cars. The demo seed
 * of the first start gives 120; `npm run db:seed -- --vehicles N`'s script tops it up (its
 * further cars share the first 120 cars' photo files), with the server stopped, since the
 * seed starts the same embedded PostgreSQL.
 */

export const BENCH_VEHICLES = 100_000;

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: await dbUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Cars in the bench database (its server must be running). */
export function countVehicles(): Promise<number> {
  return withClient(async (client) => (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM coches')).rows[0]?.n ?? 0);
}

/** Stored sessions in the bench database: anonymous load must add none. */
export function countSessions(): Promise<number> {
  return withClient(async (client) => (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM session')).rows[0]?.n ?? 0);
}

/** Runs the seed script on the bench database (its server must be stopped). */
export function seedVehicles(vehicles: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/db/seed.ts', '--vehicles', String(vehicles)], {
      cwd: ROOT,
      env: serverEnv('production'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the seed failed (${code}):\n${output.trim().split('\n').slice(-20).join('\n')}`)),
    );
  });
}

/**
 * What autovacuum does within a minute of a bulk insert, done now so the figures do not depend
 * on its timing: fresh statistics, and the visibility map that index-only scans need.
 */
export function vacuumStock(): Promise<void> {
  return withClient(async (client) => {
    await client.query('VACUUM (ANALYZE) coches, fotos, marcas, modelos');
  });
}

/** EXPLAIN (ANALYZE, BUFFERS) of a query with its parameters, as plan lines. */
export function explain(query: { text: string; values: unknown[] }): Promise<string[]> {
  return withClient(async (client) => {
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${query.text}`, query.values);
    return rows.map((row) => row['QUERY PLAN']);
  });
}
