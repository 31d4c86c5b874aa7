import path from 'node:path';
import pg from 'pg';
import { parseEnv } from '../../server/config/env.ts';
import { dropDatabase, withDatabase } from '../../server/db/database.ts';
import { startEmbeddedPostgres } from '../../server/db/embedded.ts';
import { isAlive } from '../../server/db/embedded-os.ts';

/**
 * The PostgreSQL server tests run against: DATABASE_URL when set, otherwise an embedded server
 * of its own (durability off), in <root>/storage/test-postgres[-slot] on EMBEDDED_PG_PORT + slot,
 * so tests never touch the development database. Tests create throw-away databases on it named
 * gtcars_test_<pid>_<time>; those left by a crashed run are dropped on the next start.
 */

export interface TestServer {
  /** Connection string of the server's `postgres` database. */
  serverUrl: string;
  /** Stops the embedded server (no-op for DATABASE_URL). */
  stop(): Promise<void>;
}

const PREFIX = 'gtcars_test_';

function testEnv() {
  return parseEnv(process.env);
}

/** A database name unique to this process and moment. */
export function testDatabaseName(): string {
  return `${PREFIX}${process.pid}_${Date.now().toString(36)}`;
}

/** Drops the test databases whose creating process is gone (embedded servers only). */
async function dropStaleDatabases(serverUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${PREFIX}%`]);
  await client.end();
  const stale = rows.map((row) => row.datname).filter((name) => !isAlive(Number(name.slice(PREFIX.length).split('_')[0])));
  for (const name of stale) await dropDatabase(withDatabase(serverUrl, name));
}

/** Slot 1 serves the HTTP suite (vitest globalSetup); other slots serve self-contained files. */
export async function startTestServer(slot = 1): Promise<TestServer> {
  const config = testEnv();
  if (config.DATABASE_URL) return { serverUrl: withDatabase(config.DATABASE_URL, 'postgres'), stop: async () => undefined };
  const server = await startEmbeddedPostgres({
    dataDir: path.join(config.rootDir, 'storage', slot === 1 ? 'test-postgres' : `test-postgres-${slot}`),
    port: config.EMBEDDED_PG_PORT + slot,
    ephemeral: true,
  });
  await dropStaleDatabases(server.connectionString);
  return { serverUrl: server.connectionString, stop: server.stop };
}
