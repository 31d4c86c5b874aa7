/**
 * The stock CSV (README "CSV format"): one car per row, the create form's field names, brand and
 * model by name, the four lookups by name or id, and `ref`, the dealership's own reference,
 * which links a row to its photos in the ZIP ({ref}/1.jpg, {ref}/2.jpg …) and to the car a later
 * import updates. Comma or semicolon separated, UTF-8 (a BOM is fine), a header row first.
 */
export const IMPORT_COLUMNS = [
  'ref', 'nombre', 'marca', 'modelo', 'anyo', 'kilometros', 'potencia', 'cilindrada', 'cilindros', 'marchas',
  'plazas', 'puertas', 'color', 'emisiones', 'precio', 'precio_oferta', 'matricula', 'eco_id', 'estado_id',
  'carroceria', 'combustible', 'cambio', 'garantia', 'caracteristicas', 'activo',
] as const;

export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Columns a file may leave out (each row then takes the form's default: empty, or activo 1). */
export const OPTIONAL_COLUMNS: ReadonlySet<ImportColumn> = new Set(['precio_oferta', 'matricula', 'eco_id', 'caracteristicas', 'activo']);

/** A ref: letters, digits, '.', '_' and '-', up to 60 (it names a folder of the ZIP). */
export const REF_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,59}$/;

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) is
 * written after an apostrophe, which spreadsheets show as text; the import takes it off again,
 * so an export imports back unchanged.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function toSpreadsheetCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function fromSpreadsheetCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

export const IMPORT_MESSAGES = {
  refFormat: 'Referencia no válida: letras, números, «.», «_» o «-», hasta 60.',
  refRepeated: (line: number) => `Referencia repetida (ya en la línea ${line}).`,
  missingColumn: 'Falta esta columna en la cabecera.',
  unknownColumn: 'Columna desconocida.',
  option: 'Opción no válida.',
  activo: 'Debe ser 1 (publicado) o 0 (oculto).',
  photo: (name: string, reason: string) => `Foto ${name}: ${reason}`,
  empty: 'El archivo no tiene filas de vehículos.',
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
  errors: ImportError[];
}
