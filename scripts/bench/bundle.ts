import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * Initial JavaScript of the public pages, from the Vite manifest of `npm run build`: what a
 * first visit to a page downloads before it is interactive. For each page: the client entry
 * and its static imports, plus the page's chunk and its static imports, each file once, sized
 * gzip-compressed (level 9) one by one, as they are transferred. Lazy (dynamic) imports are left
 * out: they are not part of the first load.
 *
 *   node --import tsx scripts/bench/bundle.ts [dist/client/.vite/manifest.json]
 */

/** The public pages, by component name; those missing from the manifest are skipped. */
export const PUBLIC_PAGES = ['Welcome', 'Welcome2', 'Buscar', 'Vehicle', 'Marca', 'SegundaMano', 'Favoritos', 'Comparar', 'Alerta', 'Tasacion', 'Landing', 'Landing2', 'About', 'Equipo', 'Contacto', 'Legal'] as const;

/** The budget of the issue: initial JS of a public page. */
export const INITIAL_JS_BUDGET_BYTES = 150 * 1024;

/** The chunk of code only back-office pages share (scripts/build/chunks.ts): never on a public page. */
const STAFF_CHUNK = /(^|\/)staff-[^/]*\.js$/;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface InitialJs {
  page: string;
  /** The JavaScript files of the first load, relative to the client build dir. */
  files: string[];
  bytes: number;
  gzipBytes: number;
  /** Whether the first load includes the back office's shared chunk. */
  staffCode: boolean;
}

/** The chunk `key` and every chunk it imports statically, transitively, as manifest keys. */
function staticClosure(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`El manifiesto no tiene el fragmento ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
}

export async function measureInitialJs(manifestPath: string): Promise<InitialJs[]> {
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
  const clientDir = path.dirname(path.dirname(manifestPath));
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length === 0) throw new Error(`${manifestPath} no tiene ningún punto de entrada`);
  const sizes = new Map<string, { bytes: number; gzipBytes: number }>();
  const sizeOf = async (file: string) => {
    if (!sizes.has(file)) {
      const content = await readFile(path.join(clientDir, file));
      sizes.set(file, { bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length });
    }
    return sizes.get(file)!;
  };

  const results: InitialJs[] = [];
  for (const page of PUBLIC_PAGES) {
    const pageKey = `resources/js/Pages/${page}.tsx`;
    if (!manifest[pageKey]) continue;
    const keys = new Set<string>();
    for (const key of [...entries, pageKey]) staticClosure(manifest, key, keys);
    const files = [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
    let bytes = 0;
    let gzipBytes = 0;
    for (const file of files) {
      const size = await sizeOf(file);
      bytes += size.bytes;
      gzipBytes += size.gzipBytes;
    }
    results.push({ page, files, bytes, gzipBytes, staffCode: files.some((file) => STAFF_CHUNK.test(file)) });
  }
  return results;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatInitialJs(results: readonly InitialJs[]): string {
  const rows = results.map((r) => [
    r.page,
    String(r.files.length),
    kb(r.bytes),
    kb(r.gzipBytes),
    r.gzipBytes <= INITIAL_JS_BUDGET_BYTES ? 'ok' : 'OVER',
    r.staffCode ? 'YES' : 'no',
  ]);
  const header = ['page', 'files', 'raw', 'gzip', `≤ ${kb(INITIAL_JS_BUDGET_BYTES)}`, 'back office'];
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('   ');
  return ['Initial JavaScript per public page', line(header), widths.map((w) => '-'.repeat(w)).join('   '), ...rows.map(line)].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const manifestPath = path.resolve(process.argv[2] ?? 'dist/client/.vite/manifest.json');
  const results = await measureInitialJs(manifestPath);
  process.stdout.write(`${formatInitialJs(results)}\n`);
  if (results.some((r) => r.gzipBytes > INITIAL_JS_BUDGET_BYTES || r.staffCode)) process.exitCode = 1;
}
