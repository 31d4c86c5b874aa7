import { formatNumber } from './format.ts';
import type { Paginated, SharedProps } from './pages.ts';

/**
 * The stock CSV (docs/csv-format.md): one car per row, the create form's field names, brand and
 * model by name, the four lookups and the branch (sede) by name or id, and `ref`, the dealership's own reference,
 * which links a row to its photos in the ZIP ({ref}/1.jpg, {ref}/2.jpg …) and to the car a later
 * import updates. Comma or semicolon separated, UTF-8 (a BOM is fine), a header row first.
 */
export const IMPORT_COLUMNS = [
  'ref', 'nombre', 'marca', 'modelo', 'anyo', 'kilometros', 'potencia', 'cilindrada', 'cilindros', 'marchas',
  'plazas', 'puertas', 'color', 'emisiones', 'precio', 'precio_oferta', 'matricula', 'eco_id', 'estado_id', 'sede',
  'carroceria', 'combustible', 'cambio', 'garantia', 'caracteristicas', 'activo', 'fecha_entrada',
] as const;

export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/**
 * Columns a file may leave out (each row then takes the form's default: empty, activo 1, the
 * Tarahales branch, entry today; an update keeps the car's branch and entry date).
 */
export const OPTIONAL_COLUMNS: ReadonlySet<ImportColumn> = new Set(['precio_oferta', 'matricula', 'eco_id', 'sede', 'caracteristicas', 'activo', 'fecha_entrada']);

/** A ref: letters, digits, '.', '_' and '-', up to 60 (it names a folder of the ZIP). */
export const REF_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,59}$/;

/** The earliest entry date an import or the vehicle form takes: older stock is a typing error. */
export const FIRST_ENTRY_DATE = '1990-01-01';

/**
 * A car's entry date as a file gives it, '2026-03-05' or '5/3/2026' (the Spanish order), as
 * YYYY-MM-DD; null for no such calendar day, a day before FIRST_ENTRY_DATE or after `today`
 * (YYYY-MM-DD, the Canary Islands' date).
 */
export function parseEntryDate(text: string, today: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const spanish = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : spanish ? [spanish[3], spanish[2], spanish[1]] : [];
  if (!year || !month || !day) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCFullYear() !== Number(year) || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  const value = date.toISOString().slice(0, 10);
  return value >= FIRST_ENTRY_DATE && value <= today ? value : null;
}

/**
 * A check keeps the first IMPORT_ERRORS_KEPT errors and stops reading once there are more: a file
 * full of junk ends as a check with errors, read no further, in memory that does not grow with it. A
 * row is at most CSV_RECORD_BYTES, and a photos ZIP holds at most ZIP_MAX_ENTRIES files.
 */
export const IMPORT_ERRORS_KEPT = 1_000;
export const CSV_RECORD_BYTES = 256 * 1024;
export const ZIP_MAX_ENTRIES = 100_000;

export const IMPORT_MESSAGES = {
  refFormat: 'Referencia no válida: letras, números, «.», «_» o «-», hasta 60.',
  refRepeated: (line: number) => `Referencia repetida (ya en la línea ${line}).`,
  missingColumn: 'Falta esta columna en la cabecera.',
  unknownColumn: 'Columna desconocida.',
  option: 'Opción no válida.',
  activo: 'Debe ser 1 (publicado) o 0 (oculto).',
  fechaEntrada: 'Fecha no válida: AAAA-MM-DD o DD/MM/AAAA, desde 1990 y no posterior a hoy.',
  photo: (name: string, reason: string) => `Foto ${name}: ${reason}`,
  empty: 'El archivo no tiene filas de vehículos.',
  tooManyErrors: (line: number) =>
    `La comprobación se detuvo en la línea ${line}: el archivo tiene más de ${formatNumber(IMPORT_ERRORS_KEPT)} errores y se muestran los primeros. Corrígelos y vuelve a subirlo.`,
  unreadable: (line: number) =>
    `La comprobación se detuvo en la línea ${line}: a partir de ahí el archivo no se puede leer como CSV (unas comillas sin cerrar, o una fila de más de ${CSV_RECORD_BYTES / 1024} KB).`,
  zipTooManyFiles: `El ZIP tiene más de ${formatNumber(ZIP_MAX_ENTRIES)} archivos: divide las fotos en varias importaciones.`,
} as const;

/** One problem of the file: its line (the header is line 1), its column and a Spanish message. */
export interface ImportError {
  line: number;
  column: string;
  message: string;
}

export interface ImportReport {
  dryRun: boolean;
  rows: number;
  created: number;
  updated: number;
  photos: number;
  /** The first IMPORT_ERRORS_KEPT errors found. */
  errors: ImportError[];
  /** Every error found (the check stops soon after IMPORT_ERRORS_KEPT). */
  errorCount: number;
  /** Why the check stopped before the file's end (a Spanish sentence), or null. */
  stopped: string | null;
}

// ───────────────────────────── the staff screen 'Importar vehículos' ─────────────────────────────

/** An import's states, in the order it goes through them (table importaciones). */
export const IMPORT_STATES = ['pendiente', 'comprobando', 'importando', 'hecha', 'con_errores', 'fallida'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

export const IMPORT_STATE_LABELS: Record<ImportState, string> = {
  pendiente: 'En cola',
  comprobando: 'Comprobando',
  importando: 'Importando',
  hecha: 'Terminada',
  con_errores: 'Con errores',
  fallida: 'Fallida',
};

/** Whether an import is still under way (its page keeps refreshing its progress). */
export const isRunning = (estado: ImportState) => estado === 'pendiente' || estado === 'comprobando' || estado === 'importando';

const MB = 1024 * 1024;

/** The upload's bounds: a CSV of up to 50 MB (far over 5,000 rows) and a photo ZIP of up to 10 GB. */
export const IMPORT_FILE_LIMITS = { csvBytes: 50 * MB, zipBytes: 10 * 1024 * MB } as const;

/** The upload form's file fields. */
export const IMPORT_FIELDS = { csv: 'csv', fotos: 'fotos', dryRun: 'dry_run' } as const;

export const IMPORT_JOB_MESSAGES = {
  csvRequired: 'Elige el archivo CSV de los vehículos.',
  csvNotText: 'El archivo CSV debe ser texto UTF-8.',
  csvTooLarge: `El CSV supera el tamaño máximo de ${IMPORT_FILE_LIMITS.csvBytes / MB} MB.`,
  zipNotZip: 'Las fotos deben ir en un archivo ZIP.',
  zipTooLarge: `El ZIP supera el tamaño máximo de ${IMPORT_FILE_LIMITS.zipBytes / 1024 / MB} GB.`,
  queued: 'Importación en cola: sigue su avance en esta página.',
  failed: 'La importación se interrumpió por un error interno y no se ha guardado nada. Vuelve a intentarlo.',
  abandoned: 'La importación se interrumpió varias veces y no se ha guardado nada.',
  notFound: 'Importación no encontrada.',
  checkedFilesGone: 'Los archivos de esta comprobación ya no están guardados: súbelos de nuevo para importarlos.',
  checkedFilesImported: 'Estos archivos ya se importaron: esta es su importación.',
} as const;

/** Imports per page of the screen's list, and errors per page of an import. */
export const IMPORTS_PER_PAGE = 10;
export const IMPORT_ERRORS_PER_PAGE = 50;

/** One import as the screens show it. Dates are ISO strings. */
export interface ImportacionRow {
  id: number;
  estado: ImportState;
  dry_run: boolean;
  csv_nombre: string;
  zip_nombre: string | null;
  /** Rows done in the current pass, of filas_total once the check pass has counted them. */
  filas: number;
  filas_total: number | null;
  creados: number;
  actualizados: number;
  fotos: number;
  num_errores: number;
  mensaje: string | null;
  created_at: string;
  finished_at: string | null;
  /** Who sent it. */
  usuario: string | null;
  /** A clean dry run whose files are still kept: 'Importar ahora' imports them without a new upload. */
  importable: boolean;
}

/** Importar (/dashboard/vehiculos/importar): the upload form and the imports so far, newest first. */
export interface ImportarProps extends SharedProps {
  importaciones: Paginated<ImportacionRow>;
}

/** Importacion (/dashboard/vehiculos/importar/{id}): one import's progress, outcome and errors. */
export interface ImportacionProps extends SharedProps {
  importacion: ImportacionRow;
  errores: Paginated<ImportError>;
}
