import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import yazl from 'yazl';
import { IMPORT_COLUMNS } from '../../../server/contracts/stock-import.ts';

/** Stock CSVs and photo ZIPs for the import tests, written to a temporary folder. */

export type CsvRow = Partial<Record<(typeof IMPORT_COLUMNS)[number], string | number>>;

export const car = (ref: string, overrides: CsvRow = {}): CsvRow => ({
  ref,
  nombre: '320d M Sport',
  marca: 'BMW',
  modelo: 'Serie 3',
  anyo: 2022,
  kilometros: 24000,
  potencia: 190,
  cilindrada: 1995,
  cilindros: 4,
  marchas: 8,
  plazas: 5,
  puertas: 4,
  color: 'Gris Mineral',
  emisiones: 124,
  precio: 38900,
  precio_oferta: '',
  matricula: '1234 LMN',
  eco_id: 4,
  estado_id: 1,
  carroceria: 'Berlina',
  combustible: 'Diesel',
  cambio: 'Automático',
  garantia: '24 meses',
  caracteristicas: 'Navegador, "Head-up", techo solar',
  activo: 1,
  ...overrides,
});

const cell = (value: string | number | undefined) => {
  const text = String(value ?? '');
  return /[",;\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export async function tempDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'gtcars-import-'));
}

export async function writeCsv(dir: string, rows: CsvRow[], columns: readonly string[] = IMPORT_COLUMNS, name = 'stock.csv'): Promise<string> {
  const file = path.join(dir, name);
  const lines = [columns.join(','), ...rows.map((row) => columns.map((column) => cell(row[column as keyof CsvRow])).join(','))];
  await writeFile(file, `${lines.join('\n')}\n`);
  return file;
}

/** A ZIP of `{name: bytes}` entries. */
export async function writeZip(dir: string, entries: Record<string, Buffer>, name = 'fotos.zip'): Promise<string> {
  const file = path.join(dir, name);
  const zip = new yazl.ZipFile();
  for (const [entry, data] of Object.entries(entries)) zip.addBuffer(data, entry);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  await writeFile(file, Buffer.concat(chunks));
  return file;
}
