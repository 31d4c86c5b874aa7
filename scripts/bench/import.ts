import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import yazl from 'yazl';
import { IMPORT_COLUMNS } from '../../server/contracts/stock-import.ts';
import { PG_PORT, ROOT, serverEnv, STORAGE_DIR } from './server.ts';

/**
 * npm run bench -- --only import [--rows 5000] [--photos-per-car 4]
 *
 * The stock import on a dealership-sized file: a CSV of --rows cars and a ZIP with
 * --photos-per-car photos each (1600x1067 JPEGs of about 400 KB, as a dealer's camera export),
 * imported by `npm run stock:import` into an empty database of its own (storage/bench-import on
 * BENCH_PG_PORT + 1, production settings, no demo data). Three runs: the dry run, the real import, and the same
 * files again (every row updated, no photo added). Each reports its wall time and the importing
 * process's peak resident memory, read from /proc while it runs.
 */

export interface ImportBenchOptions {
  rows: number;
  photosPerCar: number;
}

export interface ImportRun {
  name: string;
  seconds: number;
  peakRssMb: number;
  output: string;
}

const BENCH_DIR = path.join(ROOT, STORAGE_DIR, 'import');
const IMPORT_STORAGE = 'storage/bench-import';
const BRANDS = [
  ['BMW', 'Serie 3'],
  ['Audi', 'A4'],
  ['Mercedes-Benz', 'Clase C'],
  ['Porsche', 'Macan'],
  ['Volvo', 'XC60'],
] as const;

const progress = (text: string) => process.stderr.write(`> ${text}\n`);

function csvLine(index: number): string {
  const [marca, modelo] = BRANDS[index % BRANDS.length]!;
  const row: Record<(typeof IMPORT_COLUMNS)[number], string | number> = {
    ref: `BENCH-${String(index).padStart(5, '0')}`,
    nombre: `Versión ${index}`,
    marca,
    modelo,
    anyo: 2016 + (index % 9),
    kilometros: 5_000 + ((index * 7_919) % 150_000),
    potencia: 120 + (index % 280),
    cilindrada: 1_995,
    cilindros: 4,
    marchas: 8,
    plazas: 5,
    puertas: 5,
    color: 'Gris',
    emisiones: 130,
    precio: 20_000 + ((index * 3_571) % 80_000),
    precio_oferta: '',
    matricula: '',
    eco_id: 4,
    estado_id: 1,
    sede: (['Tarahales', 'El Tablero', 'Santa Cruz de Tenerife'] as const)[index % 3]!,
    carroceria: 'SUV',
    combustible: 'Diesel',
    cambio: 'Automático',
    garantia: '24 meses',
    caracteristicas: 'Navegador; cámara trasera',
    activo: 1,
    fecha_entrada: `2026-${String(1 + (index % 9)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`,
  };
  return IMPORT_COLUMNS.map((column) => {
    const text = String(row[column]);
    return /[",;\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  }).join(',');
}

/** A photo-like JPEG: noise over a gradient, so it compresses as a real photo does (≈400 KB). */
async function samplePhoto(): Promise<Buffer> {
  const width = 1600;
  const height = 1067;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    pixels[i] = ((i / 3) % width) / 8 + (seed % 64);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

/** Writes the CSV and the ZIP unless an earlier run wrote them for the same sizes (each renamed into place once whole). */
async function writeInput(options: ImportBenchOptions): Promise<{ csv: string; zip: string }> {
  const name = `${options.rows}x${options.photosPerCar}`;
  const csv = path.join(BENCH_DIR, `stock-${name}.csv`);
  const zip = path.join(BENCH_DIR, `fotos-${name}.zip`);
  if (await stat(zip).then((info) => info.size > 0, () => false)) return { csv, zip };
  await mkdir(BENCH_DIR, { recursive: true });
  progress(`Writing ${options.rows} rows and ${options.rows * options.photosPerCar} photos to ${path.relative(ROOT, BENCH_DIR)}`);
  const lines = [IMPORT_COLUMNS.join(','), ...Array.from({ length: options.rows }, (_, index) => csvLine(index + 1))];
  await pipeline(async function* () {
    yield `${lines.join('\n')}\n`;
  }, createWriteStream(`${csv}.part`));
  await rename(`${csv}.part`, csv);
  const photo = await samplePhoto();
  const archive = new yazl.ZipFile();
  for (let index = 1; index <= options.rows; index++) {
    const ref = `BENCH-${String(index).padStart(5, '0')}`;
    for (let n = 1; n <= options.photosPerCar; n++) archive.addBuffer(photo, `${ref}/${n}.jpg`, { compress: false });
  }
  archive.end();
  await pipeline(archive.outputStream, createWriteStream(`${zip}.part`));
  await rename(`${zip}.part`, zip);
  return { csv, zip };
}

/** Peak VmRSS of a process, polled from /proc every 200 ms until it exits. */
function trackPeakRss(pid: number): { stop: () => number } {
  let peak = 0;
  const timer = setInterval(() => {
    readFile(`/proc/${pid}/status`, 'utf8').then(
      (status) => {
        const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
        peak = Math.max(peak, kb);
      },
      () => undefined,
    );
  }, 200);
  return { stop: () => (clearInterval(timer), Math.round(peak / 1024)) };
}

function runImport(name: string, args: string[]): Promise<ImportRun> {
  progress(`${name}…`);
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/db/stock-import.ts', ...args], {
    cwd: ROOT,
    env: { ...serverEnv('production'), STORAGE_DIR: IMPORT_STORAGE, EMBEDDED_PG_PORT: String(PG_PORT + 1), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const rss = trackPeakRss(child.pid!);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const peakRssMb = rss.stop();
      if (code !== 0) return reject(new Error(`${name} failed (${code}):\n${output.trim().split('\n').slice(-15).join('\n')}`));
      const summary = output.split('\n').find((line) => /Importación completa|Comprobación correcta/.test(line)) ?? '';
      progress(`${name}: ${seconds.toFixed(1)} s, peak RSS ${peakRssMb} MB. ${summary.trim()}`);
      resolve({ name, seconds, peakRssMb, output: summary.trim() });
    });
  });
}

export async function importBench(options: ImportBenchOptions): Promise<ImportRun[]> {
  const { csv, zip } = await writeInput(options);
  await rm(path.join(ROOT, IMPORT_STORAGE), { recursive: true, force: true });
  const args = [csv, '--photos', zip];
  return [
    await runImport('Dry run', [...args, '--dry-run']),
    await runImport('Import', args),
    await runImport('Same files again', args),
  ];
}

export function formatImportBench(options: ImportBenchOptions, runs: ImportRun[]): string {
  const lines = [`Stock import: ${options.rows} rows, ${options.rows * options.photosPerCar} photos`, 'run                 seconds   peak RSS', '-----------------   -------   --------'];
  for (const run of runs) lines.push(`${run.name.padEnd(17)}   ${run.seconds.toFixed(1).padStart(7)}   ${`${run.peakRssMb} MB`.padStart(8)}`);
  return lines.join('\n');
}
