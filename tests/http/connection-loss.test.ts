/**
 * PostgreSQL ending the app's connections (a restart, a failover, pg_terminate_backend) must not
 * stop the process: the pools drop the dead clients, log it, and the next requests open fresh
 * connections and succeed, sessions included.
 */
import pg from 'pg';
import pino from 'pino';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { env } from '../../server/config/env.ts';
import { createPrisma, setDb } from '../../server/db/client.ts';
import { createPool } from '../../server/db/pool.ts';
import { ServiceUnavailableError } from '../../server/lib/errors.ts';
import { inertiaVisit, testFrontend } from '../support/app.ts';
import { testDatabaseUrl } from '../support/db.ts';

const warnings: string[] = [];
const logger = { debug: () => undefined, info: () => undefined, warn: (message: string) => void warnings.push(message) };
const prisma = createPrisma(testDatabaseUrl(), { max: 2, logger });
const pool = createPool(testDatabaseUrl(), logger, 2);
setDb(prisma);
const app = createApp({ env: env(), logger: pino({ level: 'silent' }), pool, frontend: testFrontend, ssr: false });

afterAll(async () => {
  await prisma.$disconnect();
  await pool.end();
});

/** Ends every other connection to the test database, as a restarting server does. */
async function terminateConnections(): Promise<number> {
  const admin = new pg.Client({ connectionString: testDatabaseUrl() });
  await admin.connect();
  const { rowCount } = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
  await admin.end();
  return rowCount ?? 0;
}

const DATABASE_UNAVAILABLE_MESSAGE = new ServiceUnavailableError().message;

describe('while the database cannot be reached', () => {
  it('answers 503 with a Spanish page and Retry-After, not a 500, and serves again once it is back', async () => {
    const unreachable = createPrisma('postgresql://nadie:nada@127.0.0.1:1/gtcars', { max: 1 });
    setDb(unreachable);
    try {
      const page = await request(app).get('/buscar').set(inertiaVisit);
      expect(page.status).toBe(503);
      expect(page.headers['retry-after']).toBe('5');
      expect(page.body).toMatchObject({ component: 'Error', props: { status: 503, message: DATABASE_UNAVAILABLE_MESSAGE } });
      const api = await request(app).get('/list/modelos/1').set('Accept', 'application/json');
      expect(api.status).toBe(503);
      expect(api.body).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    } finally {
      setDb(prisma);
      await unreachable.$disconnect();
    }
    expect((await request(app).get('/buscar').set(inertiaVisit)).status).toBe(200);
  });
});

describe('connections ended by the server', () => {
  it('keeps the process up and answers the next requests, with a session', async () => {
    const agent = request.agent(app);
    expect((await agent.get('/login')).status).toBe(200);
    expect((await agent.get('/readyz')).status).toBe(200);
    expect(await terminateConnections()).toBeGreaterThanOrEqual(2);
    await expect.poll(() => warnings.length).toBeGreaterThanOrEqual(2);
    expect(warnings.every((message) => message.startsWith('Conexión a PostgreSQL cerrada por el servidor'))).toBe(true);

    const page = await agent.get('/login');
    expect(page.status).toBe(200);
    expect((await agent.get('/readyz')).status).toBe(200);
    expect((await agent.get('/')).status).toBe(200);
  });
});
