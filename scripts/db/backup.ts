import path from 'node:path';
import { env } from '../../server/config/env.ts';
import { backupDatabase } from '../../server/db/backup.ts';
import { startServer } from '../../server/db/index.ts';
import { cliLogger, print, runCli } from './cli.ts';

/**
 * npm run db:backup
 *
 * Writes a pg_dump custom-format file of the database (DATABASE_URL, or the embedded one,
 * started for the occasion when the app is not running) to {STORAGE_DIR}/backups, mode 0600.
 * The media files are not in it: back up STORAGE_DIR beside it (docs/going-live.md, Backups).
 */
async function main(): Promise<void> {
  const database = await startServer(cliLogger);
  try {
    const file = await backupDatabase(database.connectionString, path.join(env().storageDir, 'backups'));
    print(`Copia de seguridad escrita: ${file}`);
  } finally {
    await database.stop();
  }
}

runCli(main);
