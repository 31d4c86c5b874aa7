/**
 * The staff list's CSV export: every car of the current filters (not just the page), in the
 * import's format, safe to open in a spreadsheet, and imported back onto the same cars without
 * a change or a duplicate (the round trip).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { IMPORT_COLUMNS } from '../../../server/contracts/stock-import.ts';
import { importStock } from '../../../server/features/import/import.service.ts';
import { useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { staffAgent } from '../../support/staff.ts';
import { tempDir } from './import-fixtures.ts';

const { app, prisma } = useTestApp();
let dir: string;

beforeAll(async () => {
  dir = await tempDir();
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 30, photos: false });
  const [first, second, third] = await prisma.coche.findMany({ select: { id: true }, orderBy: { id: 'asc' }, take: 3 });
  await prisma.coche.update({ where: { id: first!.id }, data: { caracteristicas: '- Navegador\n- Cámara, "360°"' } });
  await prisma.coche.update({ where: { id: second!.id }, data: { caracteristicas: '=HYPERLINK("http://malo.example")', activo: false } });
  await prisma.coche.update({ where: { id: third!.id }, data: { caracteristicas: 'x;=1+1;y' } });
});

afterAll(async () => {
  const { rm } = await import('node:fs/promises');
  await rm(dir, { recursive: true, force: true });
});

const snapshot = () =>
  prisma.coche.findMany({
    orderBy: { id: 'asc' },
    select: { id: true, ref: true, slug: true, nombre: true, marca_id: true, modelo_id: true, year: true, kilometros: true, precio: true, precio_oferta: true, matricula: true, eco_id: true, estado_id: true, carroceria_id: true, combustible_id: true, cambio_id: true, garantia_id: true, caracteristicas: true, activo: true, cilindros: true, marchas: true, fecha_entrada: true, sede_id: true },
  });

describe('GET /dashboard/vehiculos/exportar', () => {
  it('downloads every car of the filters as the import’s CSV, formulas defused', async () => {
    const { agent } = await staffAgent(app);
    const res = await agent.get('/dashboard/vehiculos/exportar?estados=1,2,3').buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="vehiculos-\d{4}-\d\d-\d\d\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.text;
    expect(text.startsWith(`\uFEFF${IMPORT_COLUMNS.join(',')}\r\n`)).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""http://malo.example"")"`);
    // Where a spreadsheet splits on ';' (a Spanish locale), each piece is defused too (L5).
    expect(text).toContain(`"x;'=1+1;y"`);
    expect(text).toContain(`"'- Navegador\n- Cámara, ""360°"""`);
    const refs = [...text.matchAll(/\r\n(GT-\d+),/g)].map((match) => match[1]);
    expect(refs).toHaveLength(30);
  });

  it('keeps to the filters (sold cars only) and is for staff only', async () => {
    const { agent } = await staffAgent(app);
    const sold = await prisma.coche.count({ where: { estado_id: 3, deleted_at: null } });
    const res = await agent.get('/dashboard/vehiculos/exportar?estados=3').buffer(true);
    expect(res.text.trim().split('\r\n')).toHaveLength(sold + 1);
    expect((await request(app).get('/dashboard/vehiculos/exportar').set('Accept', 'text/html')).headers.location).toBe('/login');
  });

  it('imports back onto the same cars: nothing changes, nothing is duplicated', async () => {
    const { agent } = await staffAgent(app);
    const before = await snapshot();
    const prices = await prisma.precioHistorial.count();
    const version = await prisma.$queryRaw<{ version: bigint }[]>`SELECT version FROM catalogo_version`;
    const file = path.join(dir, 'exportado.csv');
    await writeFile(file, (await agent.get('/dashboard/vehiculos/exportar?estados=1,2,3').buffer(true)).text);
    const report = await importStock({ csv: file, dryRun: false, userId: null });
    expect(report).toEqual({ dryRun: false, rows: 30, created: 0, updated: 30, photos: 0, errors: [], errorCount: 0, stopped: null });
    // The entry dates too: each car keeps its stored instant, not its day's midnight.
    expect(await snapshot()).toEqual(before);
    expect(await prisma.precioHistorial.count()).toBe(prices);
    expect(await prisma.$queryRaw`SELECT version FROM catalogo_version`).toEqual(version);
  });
});
