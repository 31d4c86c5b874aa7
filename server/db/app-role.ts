import path from 'node:path';
import pg from 'pg';
import { withDatabase } from './database.ts';
import { randomPassword, readSecret, writeSecret } from './embedded.ts';

/**
 * The role the app connects to the embedded server as: `gtcars`, a login role that is not a
 * superuser and owns the `gtcars` database and everything in it, so a flaw in the app cannot
 * reach other databases, roles or the server's files. Its random password is kept in
 * `passwordFile` (mode 0600) and set again at every start, so the file is always the truth.
 * A database made before this role existed (owned by `postgres`) is handed over to it.
 */
export const APP_ROLE = 'gtcars';

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Gives the database's schema objects to the app role (tables take their sequences along). */
const HAND_OVER = `
DO $$
DECLARE item record;
BEGIN
  FOR item IN SELECT c.oid::regclass AS name, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm') AND pg_get_userbyid(c.relowner) <> '${APP_ROLE}' LOOP
    EXECUTE format('ALTER %s %s OWNER TO ${APP_ROLE}', CASE item.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' ELSE 'TABLE' END, item.name);
  END LOOP;
  FOR item IN SELECT p.oid::regprocedure AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = 'public' AND pg_get_userbyid(p.proowner) <> '${APP_ROLE}' LOOP
    EXECUTE format('ALTER ROUTINE %s OWNER TO ${APP_ROLE}', item.name);
  END LOOP;
END $$`;

/** Ensures the app role and its database on a server reached as superuser; returns the app's URL. */
export async function ensureAppRole(superuserUrl: string, passwordFile: string, database: string): Promise<string> {
  let password = await readSecret(passwordFile);
  if (!password) {
    password = randomPassword();
    await writeSecret(passwordFile, password);
  }
  const secret = password;
  const owner = await withClient(superuserUrl, async (client) => {
    const exists = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [APP_ROLE]);
    const verb = exists.rowCount ? 'ALTER' : 'CREATE';
    await client.query(`${verb} ROLE ${APP_ROLE} WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD ${client.escapeLiteral(secret)}`);
    const found = await client.query<{ owner: string }>('SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)} OWNER ${APP_ROLE}`);
    return found.rows[0]?.owner ?? APP_ROLE;
  });
  if (owner !== APP_ROLE) {
    await withClient(withDatabase(superuserUrl, database), async (client) => {
      await client.query(`ALTER DATABASE ${client.escapeIdentifier(database)} OWNER TO ${APP_ROLE}`);
      await client.query(HAND_OVER);
    });
  }
  const url = new URL(withDatabase(superuserUrl, database));
  url.username = APP_ROLE;
  url.password = secret;
  return url.toString();
}

/**
 * The app's connection string to an embedded server another process started on this storage
 * dir (the browser tests' and the benchmark's servers), read from the app role's password file.
 */
export async function embeddedAppUrl(storageDir: string, port: number, database = 'gtcars'): Promise<string> {
  const password = await readSecret(path.join(storageDir, 'postgres-app.password'));
  if (!password) throw new Error(`Sin contraseña del rol ${APP_ROLE} en ${storageDir}: ¿ha arrancado el servidor?`);
  return `postgresql://${APP_ROLE}:${password}@127.0.0.1:${port}/${database}`;
}
