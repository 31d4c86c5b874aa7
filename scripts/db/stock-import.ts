import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ImportReport } from '../../server/contracts/stock-import.ts';
import { createPrisma, setDb } from '../../server/db/client.ts';
import { startDatabase } from '../../server/db/index.ts';
import { importStock } from '../../server/features/import/index.ts';
import { CliInputError, cliLogger, print, runCli } from './cli.ts';

/**
 * npm run stock:import -- stock.csv [--photos fotos.zip] [--dry-run]
 *
 * Imports the dealership's stock from a CSV (docs/csv-format.md), with the photos of each ref
 * from a ZIP. --dry-run checks every row and writes nothing. A real run is all or nothing.
 */

function describe(report: ImportReport): string {
  const lines = report.errors.map((error) => `  línea ${error.line}, ${error.column}: ${error.message}`);
  if (report.stopped) lines.push(report.stopped);
  if (report.errorCount > 0) return `${report.errorCount} errores; no se ha importado nada:\n${lines.join('\n')}`;
  const what = `${report.rows} filas: ${report.created} vehículos nuevos, ${report.updated} actualizados, ${report.photos} fotos`;
  return report.dryRun ? `Comprobación correcta (nada escrito). ${what}.` : `Importación completa. ${what}.`;
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { photos: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } } });
  const [csv] = positionals;
  if (!csv) throw new CliInputError('Uso: npm run stock:import -- stock.csv [--photos fotos.zip] [--dry-run]');
  const database = await startDatabase(cliLogger);
  const prisma = createPrisma(database.connectionString, { max: 2, logger: cliLogger });
  setDb(prisma);
  const started = performance.now();
  let logged = '';
  try {
    const report = await importStock({
      csv: path.resolve(csv),
      photos: values.photos ? path.resolve(values.photos) : undefined,
      dryRun: values['dry-run'],
      userId: null,
      onProgress: ({ pass, rows, total }) => {
        const line = `${pass === 'check' ? 'Comprobando' : 'Importando'}: ${rows} filas`;
        if ((rows % 100 === 0 || rows === total) && line !== logged) cliLogger.info((logged = line));
      },
    });
    print(describe(report));
    cliLogger.info(`Tiempo: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    if (report.errorCount > 0) process.exitCode = 2;
  } finally {
    await prisma.$disconnect();
    await database.stop();
  }
}

runCli(main);
