import type { Server } from 'node:http';
import pg from 'pg';
import { createApp } from './app.ts';
import { ConfigError, env } from './config/env.ts';
import { createPrisma, setDb } from './db/client.ts';
import { startDatabase } from './db/index.ts';
import { seedOnFirstStart } from './db/first-start.ts';
import { createLogger } from './http/logger.ts';
import { createDevFrontend, createProdFrontend } from './inertia/frontend.ts';
import { DEMO_STAFF } from '../prisma/seed/staff.ts';

/** Boot: config → database (embedded or DATABASE_URL, migrated, seeded) → app → listen. */
async function main() {
  const config = env();
  const logger = createLogger(config);
  const started = performance.now();

  const database = await startDatabase(logger);
  const prisma = createPrisma(database.connectionString);
  setDb(prisma);
  const pool = new pg.Pool({ connectionString: database.connectionString, max: 5 });
  await seedOnFirstStart(prisma, config, logger);

  const frontend = config.isProduction ? await createProdFrontend(config.rootDir) : await createDevFrontend(config.rootDir);
  const app = createApp({ env: config, logger, pool, frontend, ssr: config.SERVER_RENDERING === 'on' });
  const server: Server = app.listen(config.PORT, config.HOST, (error?: Error) => {
    if (error) return;
    const ms = Math.round(performance.now() - started);
    logger.info({ ms, mode: config.NODE_ENV }, `GTCars escuchando en http://localhost:${config.PORT}`);
    if (!config.isProduction && config.SEED_DEMO === 'auto') {
      logger.info(`Acceso del personal (demo): ${DEMO_STAFF.email} / ${DEMO_STAFF.password} en /dashboard`);
    }
  });

  let stopping = false;
  const shutdown = async (signal: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Cerrando GTCars…');
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    server.closeIdleConnections();
    // Requests still open after 5 s (a long video download) are cut so the database can stop.
    setTimeout(() => server.closeAllConnections(), 5_000).unref();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await frontend.close();
    await Promise.allSettled([prisma.$disconnect(), pool.end()]);
    await database.stop();
    clearTimeout(force);
    logger.info('GTCars detenido');
    process.exit(exitCode);
  };
  server.on('error', (error) => {
    logger.fatal({ err: error }, `No se puede escuchar en ${config.HOST}:${config.PORT}`);
    void shutdown('listen-error', 1);
  });
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`No se pudo arrancar GTCars: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
