import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dropDatabase, ensureDatabase, withDatabase } from '../../server/db/database.ts';
import { silentLogger } from '../../server/db/logger.ts';
import { migrate } from '../../server/db/migrate.ts';
import { closeQueue, openQueue } from '../../server/jobs/queue.ts';
import { startTestServer, testDatabaseName } from './db-server.ts';

/**
 * vitest globalSetup of the HTTP suite: a fresh, migrated database for each of the project's
 * workers on the test server (tests/support/db-server.ts), provided to the tests as
 * inject('databaseUrls') (tests/support/db.ts picks the one of its worker), then dropped, and the
 * embedded server stopped, at teardown. The first is migrated; the others are copies of it.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrls: string[];
  }
}

/** Copies a database (CREATE DATABASE … TEMPLATE): much faster than migrating it again. */
async function copyDatabase(serverUrl: string, from: string, to: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(to)} TEMPLATE ${client.escapeIdentifier(from)}`);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startTestServer();
  const name = testDatabaseName();
  const names = Array.from({ length: Math.max(1, project.config.maxWorkers) }, (_, index) => `${name}_${index + 1}`);
  const databaseUrls = names.map((each) => withDatabase(server.serverUrl, each));
  try {
    await ensureDatabase(databaseUrls[0]!);
    await migrate(databaseUrls[0]!);
    // The job queue's schema, made once for the run by pg-boss itself.
    await openQueue(databaseUrls[0]!, silentLogger, { supervise: false });
    await closeQueue(1_000);
    for (const copy of names.slice(1)) await copyDatabase(server.serverUrl, names[0]!, copy);
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide('databaseUrls', databaseUrls);
  return async () => {
    for (const url of databaseUrls) await dropDatabase(url);
    await server.stop();
  };
}
