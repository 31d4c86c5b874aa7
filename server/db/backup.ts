import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Database backups with PostgreSQL's own tools: pg_dump's custom format (compressed, restorable
 * table by table) and pg_restore. The tools come from PATH, else the highest version under
 * /usr/lib/postgresql/{major}/bin (Debian's postgresql-client). pg_dump must be at least the
 * server's major version. The password goes in PGPASSWORD, never on a command line that `ps`
 * would show.
 */

const execFileAsync = promisify(execFile);

export class BackupToolError extends Error {
  override name = 'BackupToolError';
}

/** The path of pg_dump or pg_restore, or a BackupToolError saying how to install it. */
export function findPgTool(tool: 'pg_dump' | 'pg_restore'): string {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, tool))) return path.join(dir, tool);
  }
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a)) : [];
  for (const major of majors) {
    const candidate = path.join(root, major, 'bin', tool);
    if (existsSync(candidate)) return candidate;
  }
  throw new BackupToolError(`No se encuentra ${tool}. Instale el cliente de PostgreSQL (Debian/Ubuntu: apt-get install postgresql-client).`);
}

/** The connection string without its password, and the environment that carries it. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

async function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const { dbname, env } = connection(url);
  try {
    await execFileAsync(findPgTool(tool), [...args, `--dbname=${dbname}`], { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new BackupToolError(`${tool} falló${stderr ? `: ${stderr}` : `: ${String(error)}`}`);
  }
}

/** A timestamped file name: gtcars-2026-11-23T22-55-00Z.dump. */
export function backupFileName(date = new Date()): string {
  return `gtcars-${date.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-')}.dump`;
}

/**
 * Dumps the database of `url` into `dir` (0700, whatever mode it had), readable by its owner
 * only from its first byte: the file is created 0600 before pg_dump writes into it. Returns the
 * file. The job queue's schema (pgboss) is left out: it is the state of work under way, not data,
 * and a restore leaves the live one alone; the hourly housekeeping queues again the deliveries
 * of restored leads that have no job (server/jobs/housekeeping.ts).
 */
export async function backupDatabase(url: string, dir: string): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  const file = path.join(dir, backupFileName());
  // A new file ('wx': never one already there), 0600 before its first byte; pg_dump writes into
  // it and keeps its mode. A failed dump leaves nothing.
  await (await open(file, 'wx', 0o600)).close();
  try {
    await runTool('pg_dump', ['--format=custom', '--no-password', '--exclude-schema=pgboss', `--file=${file}`], url);
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return file;
}

/**
 * Restores a pg_dump custom-format file into the database of `url`, replacing what it holds:
 * every object of the dump is dropped and recreated, in one transaction (all or nothing).
 */
export async function restoreDatabase(url: string, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupToolError(`No existe el archivo ${file}`);
  await runTool('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', '--no-password', file], url);
}
