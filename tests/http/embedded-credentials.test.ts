/**
 * M4 of the security review: the embedded PostgreSQL's superuser has a random password kept in
 * a 0600 file beside the cluster (postgres/postgres is refused, an older cluster is moved off
 * it at its next start), and the app connects as `gtcars`, a role that is not a superuser and
 * owns its database, an older database owned by postgres included.
 */
import { statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env } from '../../server/config/env.ts';
import { APP_ROLE, ensureAppRole } from '../../server/db/app-role.ts';
import { withDatabase } from '../../server/db/database.ts';
import { type EmbeddedServer, readSecret, startEmbeddedPostgres } from '../../server/db/embedded.ts';

const dataDir = path.join(env().rootDir, 'storage', 'test-credentials', 'postgres');
/** Its own port: +1 is the HTTP suite's server, +2 the unit database test's, +3 the scale test's, which runs beside this suite. */
const port = env().EMBEDDED_PG_PORT + 4;
const start = () => startEmbeddedPostgres({ dataDir, port, ephemeral: true });
let server: EmbeddedServer;

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

const legacyUrl = `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`;

beforeAll(async () => {
  await rm(path.dirname(dataDir), { recursive: true, force: true });
  server = await start();
});

afterAll(async () => {
  await server.stop();
  await rm(path.dirname(dataDir), { recursive: true, force: true });
});

describe('the embedded superuser', () => {
  it('has a random password in a file only its owner reads, and postgres/postgres is refused', async () => {
    const file = `${dataDir}-superuser.password`;
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const password = await readSecret(file);
    expect(password).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(server.connectionString).toContain(`:${password}@`);
    await expect(query(legacyUrl, 'SELECT 1')).rejects.toMatchObject({ code: '28P01' });
  });

  it('moves a cluster still on the old fixed password to a random one at its next start', async () => {
    await query(server.connectionString, "ALTER ROLE postgres PASSWORD 'postgres'");
    await server.stop();
    await rm(`${dataDir}-superuser.password`);
    server = await start();
    expect(await readSecret(`${dataDir}-superuser.password`)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    await expect(query(legacyUrl, 'SELECT 1')).rejects.toMatchObject({ code: '28P01' });
    expect(await query(server.connectionString, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });
});

describe('the app role', () => {
  it('is not a superuser, owns its database, may build its schema but not roles', async () => {
    const passwordFile = `${dataDir}-app.password`;
    const url = await ensureAppRole(server.connectionString, passwordFile, 'gtcars_nuevo');
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    expect(new URL(url).username).toBe(APP_ROLE);
    expect(await query(url, 'SELECT current_user AS who, rolsuper, rolcreaterole, rolcreatedb FROM pg_roles WHERE rolname = current_user')).toEqual([
      { who: APP_ROLE, rolsuper: false, rolcreaterole: false, rolcreatedb: false },
    ]);
    expect(await query(url, 'SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = current_database()')).toEqual([{ owner: APP_ROLE }]);
    await query(url, 'CREATE TABLE prueba (id int)');
    await expect(query(url, 'CREATE ROLE intruso')).rejects.toMatchObject({ code: '42501' });
    await expect(query(url, 'ALTER ROLE postgres PASSWORD \'x\'')).rejects.toMatchObject({ code: '42501' });
    expect(await ensureAppRole(server.connectionString, passwordFile, 'gtcars_nuevo')).toBe(url);
  });

  it('takes over a database made by the superuser before, with its tables and functions', async () => {
    await query(server.connectionString, 'CREATE DATABASE gtcars_antigua');
    const old = withDatabase(server.connectionString, 'gtcars_antigua');
    await query(old, 'CREATE TABLE coches (id serial PRIMARY KEY); CREATE FUNCTION uno() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$');
    const url = await ensureAppRole(server.connectionString, `${dataDir}-app.password`, 'gtcars_antigua');
    expect(await query(url, "SELECT tableowner FROM pg_tables WHERE tablename = 'coches'")).toEqual([{ tableowner: APP_ROLE }]);
    await query(url, 'INSERT INTO coches DEFAULT VALUES; ALTER TABLE coches ADD COLUMN nombre text; DROP FUNCTION uno()');
  });
});
