import pg from 'pg';
import type { DbLogger } from './logger.ts';

/**
 * A node-postgres pool for the app's own connections (the session store), which survives the
 * database ending its connections (a restart, a failover, an administrator's
 * pg_terminate_backend): an idle client's error is logged and the client dropped, where an
 * unhandled 'error' event would stop the process; the next query opens a fresh connection.
 * Prisma's pool (@prisma/adapter-pg) handles its own idle clients the same way.
 */
export function createPool(connectionString: string, logger: DbLogger, max = 5): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 });
  pool.on('error', connectionLost(logger));
  return pool;
}

/** The handler of a connection the server ended: a warning with the error's code, no data. */
export function connectionLost(logger: DbLogger | undefined): (error: Error & { code?: string }) => void {
  return (error) => logger?.warn(`Conexión a PostgreSQL cerrada por el servidor (${error.code ?? error.message}); se abrirá otra`);
}
