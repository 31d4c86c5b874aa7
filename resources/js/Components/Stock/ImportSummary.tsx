import { formatNumber } from '@contracts/format';
import { IMPORT_STATE_LABELS, type ImportacionRow, type ImportState } from '@contracts/stock-import';

const BADGE: Record<ImportState, string> = {
  pendiente: 'bg-sand text-ink',
  comprobando: 'bg-sky-100 text-sky-900',
  importando: 'bg-sky-100 text-sky-900',
  hecha: 'bg-emerald-100 text-emerald-900',
  con_errores: 'bg-amber-100 text-amber-900',
  fallida: 'bg-red-100 text-red-900',
};

/** An import's state as a coloured badge. */
export function ImportBadge({ estado }: { estado: ImportState }) {
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[estado]}`}>{IMPORT_STATE_LABELS[estado]}</span>;
}

const plural = (count: number, one: string, many: string) => `${formatNumber(count)} ${count === 1 ? one : many}`;

/** 'Comprobación' or 'Importación', with its number. */
export const importTitle = (importacion: Pick<ImportacionRow, 'id' | 'dry_run'>) => `${importacion.dry_run ? 'Comprobación' : 'Importación'} n.º ${importacion.id}`;

/** The outcome in one Spanish sentence, or where it stands while it runs. */
export function importOutcome(importacion: ImportacionRow): string {
  const { estado, dry_run: dryRun } = importacion;
  if (estado === 'pendiente') return 'En cola: empieza en unos segundos.';
  if (estado === 'comprobando') return `Comprobando: ${plural(importacion.filas, 'fila', 'filas')} revisadas.`;
  if (estado === 'importando') return `Importando: ${formatNumber(importacion.filas)} de ${plural(importacion.filas_total ?? 0, 'fila', 'filas')}.`;
  if (estado === 'fallida') return importacion.mensaje ?? 'La importación falló y no se ha guardado nada.';
  if (estado === 'con_errores') {
    const found = `${plural(importacion.num_errores, 'error', 'errores')} en el archivo: no se ha guardado nada.`;
    return importacion.mensaje ? `${found} ${importacion.mensaje}` : found;
  }
  const counts = `${plural(importacion.filas_total ?? importacion.filas, 'fila', 'filas')}: ${plural(importacion.creados, 'vehículo nuevo', 'vehículos nuevos')}, ${plural(importacion.actualizados, 'actualizado', 'actualizados')}, ${plural(importacion.fotos, 'foto', 'fotos')}`;
  return dryRun ? `Todo correcto. ${counts}. No se ha guardado nada.` : `Importación completa. ${counts}.`;
}
