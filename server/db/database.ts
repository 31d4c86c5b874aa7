import pg from 'pg';

/**
 * Database-level housekeeping on a PostgreSQL server: naming, creating and dropping databases.
 * `url` is always a full connection string; the maintenance database `postgres` is used for
 * CREATE/DROP DATABASE.
 */

const INVALID_CATALOG_NAME = '3D000';
const DUPLICATE_DATABASE = '42P04';

/** `url` pointing at database `name` instead (credentials, host and parameters kept). */
export function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${encodeURIComponent(name)}`;
  return next.toString();
}

/** The database name of a connection string. */
export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
}

async function onMaintenance<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the database of `url` unless it exists. Returns true when it was created. */
export async function ensureDatabase(url: string): Promise<boolean> {
  const probe = new pg.Client({ connectionString: url });
  try {
    await probe.connect();
    return false;
  } catch (error) {
    if ((error as { code?: string }).code !== INVALID_CATALOG_NAME) throw error;
  } finally {
    await probe.end().catch(() => undefined);
  }
  return onMaintenance(url, async (client) => {
    try {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(databaseName(url))}`);
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === DUPLICATE_DATABASE) return false;
      throw error;
    }
  });
}

/** Drops the database of `url`, disconnecting its sessions first. */
export async function dropDatabase(url: string): Promise<void> {
  await onMaintenance(url, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(databaseName(url))} WITH (FORCE)`);
  });
}
