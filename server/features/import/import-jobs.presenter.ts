import type { ImportacionRow, ImportState } from '../../contracts/stock-import.ts';
import type { JobRow } from './import-jobs.queries.ts';

/** An import as the screens show it: dates as ISO strings, who sent it by name, whether its kept files can still be imported. */
export function presentJob(row: JobRow): ImportacionRow {
  const { user, created_at, finished_at, archivos_hasta, estado, ...rest } = row;
  return {
    ...rest,
    estado: estado as ImportState,
    created_at: created_at.toISOString(),
    finished_at: finished_at?.toISOString() ?? null,
    usuario: user?.name ?? null,
    importable: rest.dry_run && estado === 'hecha' && archivos_hasta !== null && archivos_hasta.getTime() > Date.now(),
  };
}
