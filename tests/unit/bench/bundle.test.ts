import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { formatInitialJs, measureInitialJs } from '../../../scripts/bench/bundle.ts';

/** A client build dir with a manifest and the given files' contents. */
function fakeBuild(files: Record<string, string>, manifest: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gtcars-bundle-'));
  mkdirSync(path.join(dir, '.vite'));
  mkdirSync(path.join(dir, 'assets'));
  for (const [file, content] of Object.entries(files)) writeFileSync(path.join(dir, file), content);
  writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return path.join(dir, '.vite/manifest.json');
}

const gz = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;

describe('measureInitialJs', () => {
  it('adds the entry, the page and their static imports once each, without lazy chunks or CSS', async () => {
    const files = {
      'assets/app.js': 'console.log("entry");'.repeat(20),
      'assets/vendor.js': 'export const react = 1;'.repeat(30),
      'assets/Layout.js': 'export const layout = 2;'.repeat(10),
      'assets/Welcome.js': 'export default function Welcome() {}'.repeat(5),
      'assets/Lazy.js': 'export const lazy = 3;'.repeat(50),
      'assets/Buscar.js': 'export default function Buscar() {}',
      'assets/app.css': 'body{}',
    };
    const manifestPath = fakeBuild(files, {
      'resources/js/app.tsx': { file: 'assets/app.js', isEntry: true, imports: ['_vendor.js'], dynamicImports: ['resources/js/Pages/Welcome.tsx'], css: ['assets/app.css'] },
      '_vendor.js': { file: 'assets/vendor.js' },
      '_Layout.js': { file: 'assets/Layout.js', imports: ['resources/js/app.tsx', '_vendor.js'] },
      '_Lazy.js': { file: 'assets/Lazy.js' },
      'resources/js/Pages/Welcome.tsx': { file: 'assets/Welcome.js', isDynamicEntry: true, imports: ['resources/js/app.tsx', '_Layout.js'], dynamicImports: ['_Lazy.js'] },
      'resources/js/Pages/Buscar.tsx': { file: 'assets/Buscar.js', isDynamicEntry: true, imports: ['resources/js/app.tsx'] },
    });

    const results = await measureInitialJs(manifestPath);
    expect(results.map((r) => r.page)).toEqual(['Welcome', 'Buscar']);
    const [welcome, buscar] = results;
    expect(welcome!.files.sort()).toEqual(['assets/Layout.js', 'assets/Welcome.js', 'assets/app.js', 'assets/vendor.js']);
    const expected = ['assets/app.js', 'assets/vendor.js', 'assets/Layout.js', 'assets/Welcome.js'] as const;
    expect(welcome!.gzipBytes).toBe(expected.reduce((sum, file) => sum + gz(files[file]), 0));
    expect(welcome!.bytes).toBe(expected.reduce((sum, file) => sum + files[file].length, 0));
    expect(buscar!.files.sort()).toEqual(['assets/Buscar.js', 'assets/app.js', 'assets/vendor.js']);
    expect(formatInitialJs(results)).toMatch(/Welcome\s+4\s/);
    expect(results.map((r) => r.staffCode)).toEqual([false, false]);
  });

  it('flags a public page whose first load includes the back office chunk', async () => {
    const manifestPath = fakeBuild(
      { 'assets/app.js': 'export {};', 'assets/staff-Ab1.js': 'export const menu = 1;', 'assets/About.js': 'export default 1;' },
      {
        'resources/js/app.tsx': { file: 'assets/app.js', isEntry: true },
        '_staff-Ab1.js': { file: 'assets/staff-Ab1.js' },
        'resources/js/Pages/About.tsx': { file: 'assets/About.js', isDynamicEntry: true, imports: ['resources/js/app.tsx', '_staff-Ab1.js'] },
      },
    );
    const [about] = await measureInitialJs(manifestPath);
    expect(about!.staffCode).toBe(true);
    expect(formatInitialJs([about!])).toMatch(/About\s.*\sYES$/m);
  });
});
