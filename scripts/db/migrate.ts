import { ensureDatabase } from '../../server/db/database.ts';
import { startServer } from '../../server/db/index.ts';
import { migrate } from '../../server/db/migrate.ts';
import { cliLogger, print, runCli } from './cli.ts';

/** npm run db:migrate — applies pending migrations to DATABASE_URL or the embedded database. */
async function main(): Promise<void> {
  const server = await startServer(cliLogger);
  try {
    await ensureDatabase(server.connectionString);
    const { applied } = await migrate(server.connectionString, { logger: cliLogger });
    print(applied.length ? `Migraciones aplicadas: ${applied.join(', ')}` : 'Sin migraciones pendientes.');
  } finally {
    await server.stop();
  }
}

runCli(main);
