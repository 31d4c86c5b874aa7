import { createReadStream } from 'node:fs';
import { CsvError, parse } from 'csv-parse';
import { CSV_RECORD_BYTES, IMPORT_COLUMNS, IMPORT_MESSAGES, type ImportColumn, type ImportError, OPTIONAL_COLUMNS, parseEntryDate, REF_PATTERN } from '../../contracts/stock-import.ts';
import { CREATE_BOUNDS } from '../../contracts/stock-bounds.ts';
import { createVehicleSchema } from '../../contracts/stock-forms.ts';
import { fromSpreadsheetCell } from '../../lib/csv.ts';
import { BRANCH_OPTIONS, mainBranch } from '../../contracts/site.ts';
import { COMBUSTIBLE_ELECTRICO } from '../../contracts/vehicle.ts';
import { canaryDate, canaryMidnight } from '../../contracts/canary-date.ts';
import type { VehicleColumns } from '../stock/index.ts';
import type { Lookups } from './import.queries.ts';

/**
 * The stock CSV read row by row (streamed, never whole) and each row checked as the staff create
 * form would check it: the same schema, with the brand and model by name and the lookups by
 * name or id. A row's problems come back under its CSV column.
 */

export type Row = Partial<Record<ImportColumn, string>>;

/** A checked row: what the car's columns will be, but for the brand and model ids (by name). */
export interface CheckedRow {
  line: number;
  ref: string;
  marca: string;
  modelo: string;
  activo: boolean;
  /** The car's columns but for the brand and model (ids found by name) and ref and activo (above). */
  columns: Omit<VehicleColumns, 'marca_id' | 'modelo_id' | 'activo' | 'ref'>;
}

/** The file stops being a CSV at `line`: a quote never closed, or a row over CSV_RECORD_BYTES. */
export class UnreadableCsv extends Error {
  constructor(readonly line: number) {
    super(`CSV ilegible desde la línea ${line}`);
  }
}

/**
 * The CSV's rows with their line numbers (the header is line 1). Comma or semicolon, BOM allowed.
 * A row is at most CSV_RECORD_BYTES; where the file cannot be read as CSV, UnreadableCsv.
 */
export async function* csvRows(file: string): AsyncGenerator<{ line: number; header: string[]; row: Row }> {
  let header: string[] = [];
  const source = createReadStream(file);
  const parser = source.pipe(
    parse({
      bom: true,
      delimiter: [',', ';'],
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      max_record_size: CSV_RECORD_BYTES,
      info: true,
      columns: (names: string[]) => (header = names.map((name) => name.trim().toLowerCase())),
      cast: (value, context) => (context.header ? value : fromSpreadsheetCell(value)),
    }),
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: Row; info: { lines: number } }>) {
      yield { line: info.lines, header, row: record };
    }
  } catch (error) {
    if (error instanceof CsvError) throw new UnreadableCsv(Number((error as CsvError & { lines?: number }).lines) || 1);
    throw error;
  } finally {
    // A reader that stops early (the check at its error limit) closes the file too.
    source.destroy();
  }
}

/** Errors of the header: a required column missing, an unknown one. */
export function headerErrors(header: string[]): ImportError[] {
  const known = new Set<string>(IMPORT_COLUMNS);
  const missing = IMPORT_COLUMNS.filter((column) => !OPTIONAL_COLUMNS.has(column) && !header.includes(column));
  return [
    ...missing.map((column) => ({ line: 1, column, message: IMPORT_MESSAGES.missingColumn })),
    ...header.filter((name) => !known.has(name)).map((column) => ({ line: 1, column, message: IMPORT_MESSAGES.unknownColumn })),
  ];
}

/** A lookup given by id or by name (any case), or null. */
function lookup(list: { id: number; nombre: string }[], value: string | undefined): number | null {
  if (!value) return null;
  const text = value.trim().toLowerCase();
  return list.find((item) => String(item.id) === text || item.nombre.toLowerCase() === text)?.id ?? null;
}

/** The form's field name → the CSV column it came from. */
const COLUMN_OF: Record<string, ImportColumn> = { marcas: 'marca', modelo_id: 'modelo', sede_id: 'sede', garantia: 'garantia', carroceria_id: 'carroceria', combustible_id: 'combustible', cambio_id: 'cambio' };

const ELECTRIC_EMPTY = ['cilindrada', 'cilindros', 'emisiones'] as const;

const nameError = (value: string | undefined) => (!value ? 'Este campo es obligatorio.' : value.length > 100 ? 'Máximo 100 caracteres.' : null);

/** Checks one row; `seen` holds the refs of earlier rows (ref → line); `today` is the Canary date. */
export function checkRow(line: number, row: Row, lookups: Lookups, seen: Map<string, number>, today = canaryDate()): { errors: ImportError[]; checked: CheckedRow | null } {
  const errors: ImportError[] = [];
  const error = (column: string, message: string) => errors.push({ line, column, message });
  const ref = row.ref ?? '';
  if (!REF_PATTERN.test(ref)) error('ref', IMPORT_MESSAGES.refFormat);
  else if (seen.has(ref)) error('ref', IMPORT_MESSAGES.refRepeated(seen.get(ref)!));
  else seen.set(ref, line);
  for (const column of ['marca', 'modelo'] as const) {
    const problem = nameError(row[column]);
    if (problem) error(column, problem);
  }
  const ids = {
    carroceria_id: lookup(lookups.carroceria, row.carroceria),
    combustible_id: lookup(lookups.combustible, row.combustible),
    cambio_id: lookup(lookups.cambio, row.cambio),
    garantia: lookup(lookups.garantia, row.garantia),
    // The branch by id or name ('El Tablero'); a row without one keeps the car's (a new car: the default branch).
    sede_id: row.sede ? lookup(BRANCH_OPTIONS, row.sede) : mainBranch.id,
  };
  for (const [field, id] of Object.entries(ids)) if (id === null) error(COLUMN_OF[field]!, row[COLUMN_OF[field]!] ? IMPORT_MESSAGES.option : 'Este campo es obligatorio.');
  const activo = row.activo === undefined || row.activo === '' || row.activo === '1' ? true : row.activo === '0' ? false : null;
  if (activo === null) error('activo', IMPORT_MESSAGES.activo);
  // The real entry (the aging report's days in stock) from the dealer's system; none: today for a new car, kept on an update.
  const entrada = row.fecha_entrada ? parseEntryDate(row.fecha_entrada, today) : undefined;
  if (entrada === null) error('fecha_entrada', IMPORT_MESSAGES.fechaEntrada);

  // An electric car has no displacement, cylinders or exhaust emissions: those may be empty.
  const notApplicable = ids.combustible_id === COMBUSTIBLE_ELECTRICO ? ELECTRIC_EMPTY.filter((column) => !row[column]) : [];
  const standIns = Object.fromEntries(notApplicable.map((column) => [column, String(CREATE_BOUNDS[column].min)]));
  // Brand, model and entry date are checked above (the date in either order): the schema gets stand-in ids and no date.
  const parsed = createVehicleSchema.safeParse({ ...row, fecha_entrada: undefined, ...standIns, marcas: 1, modelo_id: 1, ...Object.fromEntries(Object.entries(ids).map(([key, id]) => [key, id ?? 1])) });
  if (!parsed.success) for (const issue of parsed.error.issues) error(COLUMN_OF[String(issue.path[0])] ?? String(issue.path[0]), issue.message);
  if (errors.length > 0 || !parsed.success) return { errors, checked: null };

  const { anyo, marcas: _marca, modelo_id: _modelo, garantia, sede_id, fecha_entrada: _entrada, ...fields } = parsed.data;
  const columns = {
    ...fields,
    ...(row.sede ? { sede_id } : {}),
    ...(entrada ? { fecha_entrada: canaryMidnight(entrada) } : {}),
    year: anyo,
    garantia_id: garantia,
    ...Object.fromEntries(notApplicable.map((column) => [column, null])),
  };
  return { errors, checked: { line, ref, marca: row.marca!, modelo: row.modelo!, activo: activo!, columns } };
}
