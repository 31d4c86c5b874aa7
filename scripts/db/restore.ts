import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreDatabase } from '../../server/db/backup.ts';
import { startServer } from '../../server/db/index.ts';
import { CliInputError, cliLogger, print, runCli } from './cli.ts';

/**
 * npm run db:restore -- <file> --yes
 *
 * Restores a db:backup file into the database (DATABASE_URL, or the embedded one), replacing
 * everything it holds, in one transaction. Stop the app first. Without --yes it only says what
 * it would do, so a restore never happens by accident.
 */
async function main(): Promise<void> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { yes: { type: 'boolean', default: false } } });
  const [file] = positionals;
  if (!file) throw new CliInputError('Uso: npm run db:restore -- <archivo.dump> --yes');
  const target = path.resolve(file);
  if (!values.yes) {
    throw new CliInputError(`Esto sustituye TODOS los datos de la base de datos por los de ${target}.\nDetenga la aplicación y repita con --yes para continuar.`);
  }
  const database = await startServer(cliLogger);
  try {
    await restoreDatabase(database.connectionString, target);
    print(`Base de datos restaurada desde ${target}`);
  } finally {
    await database.stop();
  }
}

runCli(main);
