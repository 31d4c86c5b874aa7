/**
 * npm run db:backup and db:restore on a real PostgreSQL: a custom-format dump readable by its
 * owner only, and a restore that brings back exactly what the dump held, all of it.
 */
import { readFileSync, statSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupDatabase, findPgTool, restoreDatabase } from '../../server/db/backup.ts';
import { resetDatabase, testDatabaseUrl, useTestPrisma } from '../support/db.ts';

const prisma = useTestPrisma();
let dir: string;

beforeAll(async () => {
  await resetDatabase(prisma);
  dir = await mkdtemp(path.join(tmpdir(), 'gtcars-backup-'));
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('backup and restore', () => {
  it('round-trips the data: a brand deleted and one renamed after the backup come back as they were', async () => {
    await prisma.marca.createMany({ data: [{ nombre: 'Porsche' }, { nombre: 'Lexus' }] });
    const file = await backupDatabase(testDatabaseUrl(), dir);

    expect(path.dirname(file)).toBe(dir);
    expect(path.basename(file)).toMatch(/^gtcars-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.dump$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('PGDMP');

    await prisma.marca.deleteMany({ where: { nombre: 'Porsche' } });
    await prisma.marca.updateMany({ where: { nombre: 'Lexus' }, data: { nombre: 'Lexus renombrada' } });
    await prisma.marca.create({ data: { nombre: 'Escrita después' } });

    await restoreDatabase(testDatabaseUrl(), file);
    const names = (await prisma.marca.findMany({ select: { nombre: true }, orderBy: { nombre: 'asc' } })).map((row) => row.nombre);
    expect(names).toEqual(['Lexus', 'Porsche']);
    expect(await prisma.combustible.count()).toBe(4);
  });

  it('writes the dump readable by its owner only from its first byte, in a folder forced to 0700 (I2)', async () => {
    // A folder that already existed with a wider mode, and a pg_dump that notes the file's mode
    // when it starts writing and when it has written, before any later chmod could narrow it.
    const folder = path.join(dir, 'copias');
    await mkdir(folder, { mode: 0o755 });
    await chmod(folder, 0o755);
    const tools = path.join(dir, 'herramientas');
    await mkdir(tools);
    const modes = path.join(dir, 'modos.txt');
    await writeFile(
      path.join(tools, 'pg_dump'),
      `#!/bin/sh\nfor arg; do case "$arg" in --file=*) file="\${arg#--file=}";; esac; done\n` +
        `if [ -e "$file" ]; then stat -c %a "$file" >> "${modes}"; else echo ninguno >> "${modes}"; fi\n` +
        `"${findPgTool('pg_dump')}" "$@" || exit $?\nstat -c %a "$file" >> "${modes}"\n`,
      { mode: 0o755 },
    );
    const path0 = process.env.PATH;
    process.env.PATH = `${tools}${path.delimiter}${path0 ?? ''}`;
    try {
      const file = await backupDatabase(testDatabaseUrl(), folder);
      expect(statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      process.env.PATH = path0;
    }
    expect(readFileSync(modes, 'utf8').trim().split('\n')).toEqual(['600', '600']);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
  });

  it('refuses a file that does not exist, touching nothing', async () => {
    await expect(restoreDatabase(testDatabaseUrl(), path.join(dir, 'no-existe.dump'))).rejects.toThrow('No existe el archivo');
    expect(await prisma.marca.count()).toBe(2);
  });
});
