import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * A production start with SEED_DEMO=off, run in a fresh Node process as `npm start` runs the
 * server, on an empty database and on one with cars (stand-ins for Prisma).
 */
const productionStart = `
const { seedOnFirstStart } = await import('./server/db/first-start.ts');
const { silentLogger } = await import('./server/db/logger.ts');
const config = { SEED_DEMO: 'off', isProduction: true, APP_URL: 'https://www.gtcars.es' };
await seedOnFirstStart({ coche: { count: async () => 0 } }, config, silentLogger);
await seedOnFirstStart({ coche: { count: async () => 1 } }, config, silentLogger);
`;

const root = new URL('../../../', import.meta.url);

/** The URLs of the modules `code` loads (tests/support/record-loads.ts). */
async function modulesLoadedBy(code: string): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'gtcars-loads-'));
  const list = path.join(dir, 'modules.txt');
  try {
    const args = ['--import', 'tsx', '--import', './tests/support/record-loads.ts', '--input-type=module', '-e', code];
    await promisify(execFile)(process.execPath, args, { cwd: fileURLToPath(root), env: { ...process.env, RECORD_LOADS: list } });
    return (await readFile(list, 'utf8')).split('\n');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('seedOnFirstStart', () => {
  it('never loads the seed or its demo image renderer on a production start with SEED_DEMO=off', { timeout: 30_000 }, async () => {
    const loaded = await modulesLoadedBy(productionStart);
    expect(loaded).toContain(new URL('server/db/first-start.ts', root).href);
    expect(loaded.filter((url) => url.includes('/prisma/seed'))).toEqual([]);
  });
});
