import type { Server } from 'node:http';
import { createApp } from './app.ts';
import { ConfigError, env } from './config/env.ts';
import { createPrisma, setDb } from './db/client.ts';
import { seedOnFirstStart } from './db/first-start.ts';
import { createPool } from './db/pool.ts';
import { startDatabase } from './db/index.ts';
import { warnWhileIncomplete } from './core/company-details.ts';
import { startVisitCounter } from './features/catalogue/index.ts';
import { boundSlowClients } from './http/server-timeouts.ts';
import { createLogger } from './http/logger.ts';
import { createDevFrontend, createProdFrontend } from './inertia/frontend.ts';
import { queueStartJobs, startJobs } from './jobs/start.ts';

/** What has been started so far; shutdown stops exactly that, in reverse order. */
type Stopper = () => Promise<unknown>;

/**
 * Boot: config → database (embedded or DATABASE_URL, migrated, seeded) → job queue (and, unless
 * JOBS_IN_PROCESS=off, a runner of its jobs, one image at a time) → app → listen.
 */
async function main() {
  const config = env();
  const logger = createLogger(config);
  const started = performance.now();
  const stoppers: Stopper[] = [];

  let stopping = false;
  let booting: Promise<void> = Promise.resolve();
  const shutdown = async (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'Cerrando GTCars…');
    setTimeout(() => process.exit(1), 15_000).unref();
    // A boot step under way (starting the database, say) finishes first, so what it started is stopped too.
    await booting;
    for (const stop of stoppers.reverse()) await stop().catch((error: unknown) => logger.error({ err: error }, 'Error al cerrar'));
    logger.info('GTCars detenido');
    logger.flush();
    process.exit(exitCode);
  };
  // Installed before anything starts, so a signal during boot still stops the embedded database.
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  booting = boot();
  await booting;

  async function boot() {
    try {
      const database = await startDatabase(logger);
      stoppers.push(() => database.stop());
      const prisma = createPrisma(database.connectionString, { logger });
      setDb(prisma);
      const pool = createPool(database.connectionString, logger);
      stoppers.push(() => Promise.allSettled([prisma.$disconnect(), pool.end()]));
      if (stopping) return;
      stoppers.push(await startJobs(database.connectionString, logger, config.JOBS_IN_PROCESS === 'on' ? { imageConcurrency: 1 } : null));
      if (stopping) return;
      await seedOnFirstStart(prisma, config, logger);
      await queueStartJobs(config);
      if (stopping) return;
      stoppers.push(startVisitCounter(logger));

      const frontend = config.isProduction ? await createProdFrontend(config.rootDir) : await createDevFrontend(config.rootDir);
      stoppers.push(() => frontend.close());
      // Loaded only with the demo on, so a production start never loads the seed.
      const demoStaff = !config.isProduction && config.SEED_DEMO === 'auto' ? (await import('../prisma/seed/staff.ts')).DEMO_STAFF : null;
      if (stopping) return;
      const app = createApp({ env: config, logger, pool, frontend, ssr: config.SERVER_RENDERING === 'on' });
      const server: Server = app.listen(config.PORT, config.HOST, (error?: Error) => {
        if (error) return;
        const ms = Math.round(performance.now() - started);
        logger.info({ ms, mode: config.NODE_ENV }, `GTCars escuchando en http://localhost:${config.PORT}`);
        if (config.isProduction && !config.SMTP_URL && !config.SMTP_HOST) {
          logger.warn('Sin SMTP_URL ni SMTP_HOST: los correos al personal se guardan como .eml en storage/mail y no se envían');
        }
        if (config.isProduction) {
          warnWhileIncomplete(logger).catch((err: unknown) => logger.warn({ err }, 'No se pudieron leer los datos de la empresa'));
        }
        if (demoStaff) logger.info(`Acceso del personal (demo): ${demoStaff.email} / ${demoStaff.password} en /dashboard`);
      });
      boundSlowClients(server);
      server.on('error', (error) => {
        logger.fatal({ err: error }, `No se puede escuchar en ${config.HOST}:${config.PORT}`);
        void shutdown('listen-error', 1);
      });
      stoppers.push(() => closeServer(server));
    } catch (error) {
      logger.fatal({ err: error }, 'No se pudo arrancar GTCars');
      void shutdown('boot-error', 1);
    }
  }
}

/** Stops accepting connections; requests still open after 5 s (a long video download) are cut. */
function closeServer(server: Server): Promise<void> {
  server.closeIdleConnections();
  const cut = setTimeout(() => server.closeAllConnections(), 5_000).unref();
  return new Promise((resolve) =>
    server.close(() => {
      clearTimeout(cut);
      resolve();
    }),
  );
}

main().catch((error: unknown) => {
  process.stderr.write(error instanceof ConfigError ? `${error.message}\n` : `No se pudo arrancar GTCars: ${String(error)}\n`);
  process.exit(1);
});
