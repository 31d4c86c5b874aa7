import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism, setPriority } from 'node:os';
import { ConfigError, env } from './config/env.ts';
import { createPrisma, setDb } from './db/client.ts';
import { embeddedAppUrl } from './db/app-role.ts';
import { startDatabase } from './db/index.ts';
import { createLogger } from './http/logger.ts';
import { startJobs } from './jobs/start.ts';

/** A worker's CPU priority (nice): the web processes on the same machine come first. */
const WORKER_NICE = 10;

/**
 * Lowers the CPU priority of this whole process. On Linux nice is per thread, and the threads
 * Node started before this code ran (libuv's pool, where sharp encodes; V8's) keep theirs, so
 * each thread listed in /proc/self/task is lowered; threads made later inherit it.
 */
function lowerPriority(nice: number): void {
  setPriority(nice);
  const tasks = existsSync('/proc/self/task') ? readdirSync('/proc/self/task') : [];
  for (const tid of tasks) {
    try {
      setPriority(Number(tid), nice);
    } catch {
      // A thread that ended since the listing.
    }
  }
}

/**
 * `npm run worker`: a process that runs the job queue's jobs and serves nothing, on the
 * PostgreSQL server the web processes share: DATABASE_URL (migrated first, as a web process
 * does), else the embedded server a web process on this machine started (`npm run dev`).
 * SIGTERM or SIGINT lets running jobs finish for a few seconds, then hands those still running
 * back to the queue.
 */
async function main() {
  const config = env();
  const logger = createLogger(config);
  lowerPriority(WORKER_NICE);
  const connectionString = config.DATABASE_URL
    ? (await startDatabase(logger)).connectionString
    : await embeddedAppUrl(config.storageDir, config.EMBEDDED_PG_PORT).catch(() => {
        throw new ConfigError('npm run worker necesita DATABASE_URL, o un npm run dev ya en marcha en esta máquina con su PostgreSQL integrado.');
      });
  const prisma = createPrisma(connectionString, { logger });
  setDb(prisma);
  const imageConcurrency = Math.max(1, availableParallelism() - 1);
  const stopJobs = await startJobs(connectionString, logger, { imageConcurrency });
  logger.info({ imageConcurrency }, 'Trabajador de GTCars en marcha');

  let stopping = false;
  const stop = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'Cerrando el trabajador…');
    setTimeout(() => process.exit(1), 15_000).unref();
    await stopJobs().catch((error: unknown) => logger.error({ err: error }, 'Error al cerrar la cola'));
    await prisma.$disconnect();
    logger.info('Trabajador detenido');
    logger.flush();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(error instanceof ConfigError ? `${error.message}\n` : `No se pudo arrancar el trabajador: ${String(error)}\n`);
  process.exit(1);
});
