import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { bcryptCost, hashPassword, passwordMatches } from '../../../server/features/auth/passwords.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('password hashing', () => {
  it('costs 12 everywhere but inside the test runner, whatever NODE_ENV says', () => {
    expect([bcryptCost({ NODE_ENV: 'production' }), bcryptCost({}), bcryptCost({ NODE_ENV: 'test' }), bcryptCost({ VITEST: 'true' })]).toEqual([12, 12, 12, 4]);
  });

  it('stores cost-12 hashes in a production process', async () => {
    const script = "import('./server/features/auth/passwords.ts').then(async (m) => process.stdout.write(await m.hashPassword('clave-de-prueba-2026')))";
    const { VITEST: _runner, ...outside } = process.env;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '-e', script], { cwd: ROOT, env: { ...outside, NODE_ENV: 'production' } });
    expect(stdout).toMatch(/^\$2b\$12\$/);
  });

  it('matches the password it hashed, and nothing for an unknown account', async () => {
    const hash = await hashPassword('clave-de-prueba-2026');
    expect(hash).toMatch(/^\$2b\$04\$/);
    expect(await passwordMatches('clave-de-prueba-2026', hash)).toBe(true);
    expect(await passwordMatches('otra-clave-2026', hash)).toBe(false);
    expect(await passwordMatches('clave-de-prueba-2026', null)).toBe(false);
  });
});
