import path from 'node:path';
import { env } from '../config/env.ts';
import { ensureAppRole } from './app-role.ts';
import { ensureDatabase } from './database.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { silentLogger, type DbLogger } from './logger.ts';
import { migrate } from './migrate.ts';

/**
 * Boot entry of the database layer.
 *
 *   const database = await startDatabase(logger);
 *   setDb(createPrisma(database.connectionString));
 *   …
 *   await db().$disconnect();
 *   await database.stop();
 *
 * With DATABASE_URL it uses that server; otherwise it runs the embedded PostgreSQL with its
 * cluster in <storage>/postgres on EMBEDDED_PG_PORT. Either way it creates the database when
 * missing and applies pending migrations.
 */

export const EMBEDDED_DATABASE = 'gtcars';

export interface DatabaseServer {
  connectionString: string;
  /** Stops the embedded server, if this process started it; no-op for DATABASE_URL. */
  stop(): Promise<void>;
}

/**
 * DATABASE_URL, or the embedded server's connection string to the `gtcars` database as the
 * `gtcars` role: not a superuser, the owner of the database (appRole.ts).
 */
export async function startServer(logger: DbLogger = silentLogger): Promise<DatabaseServer> {
  const config = env();
  if (config.DATABASE_URL) return { connectionString: config.DATABASE_URL, stop: async () => undefined };
  const dataDir = path.join(config.storageDir, 'postgres');
  const server = await startEmbeddedPostgres({ dataDir, port: config.EMBEDDED_PG_PORT, logger });
  try {
    const connectionString = await ensureAppRole(server.connectionString, `${dataDir}-app.password`, EMBEDDED_DATABASE);
    return { connectionString, stop: server.stop };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** startServer(), then create the database if missing and migrate it. */
export async function startDatabase(logger: DbLogger = silentLogger): Promise<DatabaseServer> {
  const started = performance.now();
  const server = await startServer(logger);
  try {
    if (await ensureDatabase(server.connectionString)) logger.info('Base de datos creada');
    await migrate(server.connectionString, { logger });
  } catch (error) {
    await server.stop();
    throw error;
  }
  logger.info(`Base de datos lista en ${Math.round(performance.now() - started)} ms`);
  return server;
}
