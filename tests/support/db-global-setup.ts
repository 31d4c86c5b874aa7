import type { TestProject } from 'vitest/node';
import { dropDatabase, ensureDatabase, withDatabase } from '../../server/db/database.ts';
import { silentLogger } from '../../server/db/logger.ts';
import { migrate } from '../../server/db/migrate.ts';
import { closeQueue, openQueue } from '../../server/jobs/queue.ts';
import { startTestServer, testDatabaseName } from './db-server.ts';

/**
 * vitest globalSetup of the HTTP suite: a fresh, migrated database for this run on the test
 * server (tests/support/db-server.ts), provided to the tests as inject('databaseUrl')
 * (see tests/support/db.ts), then dropped, and the embedded server stopped, at teardown.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startTestServer();
  const databaseUrl = withDatabase(server.serverUrl, testDatabaseName());
  try {
    await ensureDatabase(databaseUrl);
    await migrate(databaseUrl);
    // The job queue's schema, made once for the run by pg-boss itself.
    await openQueue(databaseUrl, silentLogger, { supervise: false });
    await closeQueue(1_000);
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide('databaseUrl', databaseUrl);
  return async () => {
    await dropDatabase(databaseUrl);
    await server.stop();
  };
}
