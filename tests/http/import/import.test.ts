/**
 * The stock import against a real database: every row checked as the create form checks it,
 * errors by line and column in Spanish, a dry run that writes nothing, an all-or-nothing real
 * run (files too), photos from the ZIP in their order through the pipeline, and a second import
 * of the same file that updates by ref instead of duplicating.
 */
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, IMPORT_MESSAGES } from '../../../server/contracts/stock-import.ts';
import { importStock } from '../../../server/features/import/import.service.ts';
import { storagePath, vehiclePhotoPaths } from '../../../server/media/storage.ts';
import { useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { randomToken } from '../../../server/core/tokens.ts';
import { jpeg } from '../vehicles/stock-helpers.ts';
import { car, tempDir, writeCsv, writeZip } from './import-fixtures.ts';

const { prisma } = useTestApp();
let dir: string;

beforeAll(async () => {
  dir = await tempDir();
});
afterAll(() => rm(dir, { recursive: true, force: true }));
beforeEach(() => resetDatabase(prisma));

const run = (csv: string, options: { photos?: string; dryRun?: boolean } = {}) => importStock({ csv, photos: options.photos, dryRun: options.dryRun ?? false, userId: null });
const photoFiles = async () => (existsSync(storagePath('vehiculos/compressed')) ? (await readdir(storagePath('vehiculos/compressed'))).length : 0);

describe('checking the file', () => {
  it('reports every row’s problems by line and column, in Spanish, and writes nothing', async () => {
    const csv = await writeCsv(dir, [
      car('A-1'),
      car('A-2', { anyo: 1890, combustible: 'Vapor', marca: '', sede: 'Lanzarote' }),
      car('A-1', { precio: 'mucho' }),
      car('con espacios', { activo: 'sí' }),
    ]);
    const report = await run(csv, { dryRun: true });
    expect(report.errors).toEqual(
      expect.arrayContaining([
        { line: 3, column: 'marca', message: 'Este campo es obligatorio.' },
        { line: 3, column: 'combustible', message: IMPORT_MESSAGES.option },
        { line: 3, column: 'sede', message: IMPORT_MESSAGES.option },
        { line: 3, column: 'anyo', message: expect.stringMatching(/^El valor mínimo es/) },
        { line: 4, column: 'ref', message: IMPORT_MESSAGES.refRepeated(2) },
        { line: 4, column: 'precio', message: expect.any(String) },
        { line: 5, column: 'ref', message: IMPORT_MESSAGES.refFormat },
        { line: 5, column: 'activo', message: IMPORT_MESSAGES.activo },
      ]),
    );
    expect(report.errors.every((error) => error.line > 2)).toBe(true);
    expect(await prisma.coche.count()).toBe(0);
    expect(await prisma.marca.count()).toBe(0);
  });

  it('lets an electric car leave displacement, cylinders and emissions empty, and no other car', async () => {
    const empty = { cilindrada: '', cilindros: '', emisiones: '' };
    const report = await run(await writeCsv(dir, [car('H-1', { ...empty, combustible: 'Eléctrico' }), car('H-2', empty)]), { dryRun: true });
    expect(report.errors.map((error) => [error.line, error.column])).toEqual([[3, 'cilindrada'], [3, 'cilindros'], [3, 'emisiones']]);
  });

  it('a dry run finds a photo that is no image by its first bytes', async () => {
    const zip = await writeZip(dir, { 'I-1/1.jpg': await jpeg(1200, 800, '#334455'), 'I-1/2.jpg': Buffer.from('<html>no soy una foto</html>') });
    const report = await run(await writeCsv(dir, [car('I-1')]), { photos: zip, dryRun: true });
    expect(report.errors).toEqual([{ line: 2, column: 'ref', message: 'Foto I-1/2.jpg: Formato de imagen no admitido. Usa JPEG, PNG o WebP.' }]);
  });

  it('names a missing required column and an unknown one on line 1', async () => {
    const columns = [...IMPORT_COLUMNS.filter((column) => column !== 'precio'), 'kilometraje'];
    const report = await run(await writeCsv(dir, [car('B-1')], columns), { dryRun: true });
    expect(report.errors).toEqual(
      expect.arrayContaining([
        { line: 1, column: 'precio', message: IMPORT_MESSAGES.missingColumn },
        { line: 1, column: 'kilometraje', message: IMPORT_MESSAGES.unknownColumn },
      ]),
    );
  });

  it('a dry run of a good file says what it would do and writes nothing', async () => {
    const csv = await writeCsv(dir, [car('C-1'), car('C-2', { combustible: '9', cambio: 'manual' })]);
    const zip = await writeZip(dir, { 'C-1/1.jpg': await jpeg(1200, 800, '#223344') });
    const report = await run(csv, { photos: zip, dryRun: true });
    expect(report).toEqual({ dryRun: true, rows: 2, created: 2, updated: 0, photos: 1, errors: [], errorCount: 0, stopped: null });
    expect(await prisma.coche.count()).toBe(0);
  });
});

describe('a real import', () => {
  it('creates the cars, their brands and models, price history, and the photos in their order', async () => {
    const csv = await writeCsv(dir, [car('D-1', { marca: 'Porsche', modelo: 'Macan', nombre: 'S', combustible: 'Híbrido Enchufable', sede: 'el tablero' }), car('D-2', { activo: 0, sede: '3' })]);
    const zip = await writeZip(dir, {
      'D-1/2.jpg': await jpeg(900, 600, '#00ff00'),
      'D-1/1.jpg': await jpeg(1200, 800, '#ff0000'),
      'D-1/10.png': await jpeg(600, 400, '#0000ff'),
      'otro/1.jpg': await jpeg(1200, 800, '#ffffff'),
    });
    const report = await run(csv, { photos: zip });
    expect(report).toEqual({ dryRun: false, rows: 2, created: 2, updated: 0, photos: 3, errors: [], errorCount: 0, stopped: null });
    const d1 = await prisma.coche.findUniqueOrThrow({
      where: { ref: 'D-1' },
      select: { slug: true, activo: true, combustible_id: true, caracteristicas: true, marca: { select: { nombre: true } }, modelo: { select: { nombre: true } }, fotos: { select: { id: true, orden: true, width: true }, orderBy: { orden: 'asc' } }, precios: { select: { precio: true } } },
    });
    expect(d1).toMatchObject({ slug: 'porsche-macan-s', activo: true, combustible_id: 9, caracteristicas: 'Navegador, "Head-up", techo solar', marca: { nombre: 'Porsche' }, modelo: { nombre: 'Macan' }, precios: [{ precio: 38900 }] });
    expect(d1.fotos.map((foto) => [foto.orden, foto.width])).toEqual([[1, 1200], [2, 900], [3, 600]]);
    for (const foto of d1.fotos) expect(existsSync(storagePath(vehiclePhotoPaths(foto.id).compressed))).toBe(true);
    expect(await prisma.coche.findUniqueOrThrow({ where: { ref: 'D-2' }, select: { activo: true, sede_id: true } })).toEqual({ activo: false, sede_id: 3 });
    expect(await prisma.coche.findUniqueOrThrow({ where: { ref: 'D-1' }, select: { sede_id: true } })).toEqual({ sede_id: 2 });
  });

  it('imported twice updates by ref: no duplicate car, brand, model or photo; a new price is history', async () => {
    const zip = await writeZip(dir, { 'E-1/1.jpg': await jpeg(1200, 800, '#123456') });
    await run(await writeCsv(dir, [car('E-1'), car('E-2')]), { photos: zip });
    const slug = (await prisma.coche.findUniqueOrThrow({ where: { ref: 'E-1' }, select: { slug: true } })).slug;
    // Staff move E-2 to Tenerife; a file without the sede column leaves it there.
    await prisma.coche.update({ where: { ref: 'E-2' }, data: { sede_id: 3 } });
    const again = await run(await writeCsv(dir, [car('E-1', { precio: 36900, kilometros: 25500 }), car('E-2')]), { photos: zip });
    expect(again).toEqual({ dryRun: false, rows: 2, created: 0, updated: 2, photos: 0, errors: [], errorCount: 0, stopped: null });
    expect(await prisma.coche.count()).toBe(2);
    expect(await prisma.marca.count()).toBe(1);
    expect(await prisma.modelo.count()).toBe(1);
    expect(await prisma.foto.count()).toBe(1);
    const e1 = await prisma.coche.findUniqueOrThrow({ where: { ref: 'E-1' }, select: { slug: true, kilometros: true, precios: { select: { precio: true }, orderBy: { id: 'asc' } } } });
    expect(e1).toEqual({ slug, kilometros: 25500, precios: [{ precio: 38900 }, { precio: 36900 }] });
    expect(await prisma.precioHistorial.count({ where: { coche: { ref: 'E-2' } } })).toBe(1);
    expect(await prisma.coche.findUniqueOrThrow({ where: { ref: 'E-2' }, select: { sede_id: true } })).toEqual({ sede_id: 3 });
  });

  it('ends the reservation holding a car the file takes out of RESERVADO, and keeps the one it leaves reserved', async () => {
    await run(await writeCsv(dir, [car('R-1', { estado_id: 2 }), car('R-2', { estado_id: 2 })]));
    const [held, kept] = await Promise.all(['R-1', 'R-2'].map((ref) => prisma.coche.findUniqueOrThrow({ where: { ref }, select: { id: true } })));
    const hold = async (cocheId: number) => {
      const lead = await prisma.lead.create({ data: { source: 'reserva', coche_id: cocheId, nombre: 'N', telefono: '628000111', email: 'n@example.es', consent_at: new Date(), consent_version: 'x' } });
      await prisma.reserva.create({ data: { lead_id: lead.id, coche_id: cocheId, sede_id: 1, estado: 'confirmada', hasta: new Date(Date.now() + 3_600_000), token: randomToken() } });
      await prisma.coche.update({ where: { id: cocheId }, data: { reservado_hasta: new Date(Date.now() + 3_600_000) } });
    };
    await hold(held!.id);
    await hold(kept!.id);
    await run(await writeCsv(dir, [car('R-1', { estado_id: 3 }), car('R-2', { estado_id: 2 })]));
    // Sold by the file: the hold ends in the sale (its deposit is part of the price).
    expect(await prisma.reserva.findFirstOrThrow({ where: { coche_id: held!.id } })).toMatchObject({ estado: 'completada' });
    expect(await prisma.coche.findUniqueOrThrow({ where: { id: held!.id }, select: { estado_id: true, reservado_hasta: true } })).toEqual({ estado_id: 3, reservado_hasta: null });
    expect(await prisma.reserva.findFirstOrThrow({ where: { coche_id: kept!.id } })).toMatchObject({ estado: 'confirmada' });
  });

  it('files a brand or model spelt another way (case, accents, punctuation) under the one already there', async () => {
    const marca = await prisma.marca.create({ data: { nombre: 'Land Rover' }, select: { id: true } });
    const modelo = await prisma.modelo.create({ data: { nombre: 'Range Rover Évoque', marca_id: marca.id }, select: { id: true } });
    const report = await run(await writeCsv(dir, [car('F-1', { marca: 'LAND-ROVER', modelo: 'range rover evoque' }), car('F-2', { marca: 'land rover', modelo: 'Defender' })]));
    expect(report).toMatchObject({ created: 2, errors: [] });
    expect(await prisma.marca.findMany({ select: { id: true } })).toEqual([marca]);
    expect(await prisma.coche.findUniqueOrThrow({ where: { ref: 'F-1' }, select: { marca_id: true, modelo_id: true } })).toEqual({ marca_id: marca.id, modelo_id: modelo.id });
    expect(await prisma.modelo.count({ where: { marca_id: marca.id } })).toBe(2);
  });

  it('is all or nothing: a photo that is not an image rolls every row back and leaves no file', async () => {
    // Photo ids restart with each test's fresh tables: start from no files, so none can be taken for these.
    await rm(storagePath('vehiculos'), { recursive: true, force: true });
    const csv = await writeCsv(dir, [car('F-1'), car('F-2'), car('F-3')]);
    // A JPEG's first bytes, then nothing a decoder can read: past the dry run's check, refused by the pipeline.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('no soy una foto'.repeat(20))]);
    const zip = await writeZip(dir, { 'F-1/1.jpg': await jpeg(1200, 800, '#aa0000'), 'F-2/1.jpg': await jpeg(1200, 800, '#00aa00'), 'F-3/1.jpg': broken });
    const report = await run(csv, { photos: zip });
    expect(report.errors).toEqual([{ line: 4, column: 'ref', message: expect.stringMatching(/^Foto F-3\/1\.jpg: /) }]);
    expect(report.created).toBe(0);
    expect(await prisma.coche.count()).toBe(0);
    expect(await prisma.foto.count()).toBe(0);
    expect(await photoFiles()).toBe(0);
  });

  it('takes the real entry date from the file, keeps it when a later file has none, and refuses an impossible one', async () => {
    const canaryDay = async (ref: string) =>
      (await prisma.$queryRaw<{ dia: string }[]>`SELECT to_char(fecha_entrada AT TIME ZONE 'Atlantic/Canary', 'YYYY-MM-DD') AS dia FROM coches WHERE ref = ${ref}`)[0]!.dia;
    const report = await run(await writeCsv(dir, [car('J-1', { fecha_entrada: '2026-03-05' }), car('J-2', { fecha_entrada: '15/7/2025' }), car('J-3')]));
    expect(report).toMatchObject({ created: 3, errors: [] });
    // Days in stock count Canary calendar days: the stored instant is the day's local midnight, summer time included.
    expect(await canaryDay('J-1')).toBe('2026-03-05');
    expect(await canaryDay('J-2')).toBe('2025-07-15');
    expect((await prisma.coche.findUniqueOrThrow({ where: { ref: 'J-2' }, select: { fecha_entrada: true } })).fecha_entrada.toISOString()).toBe('2025-07-14T23:00:00.000Z');
    expect(await canaryDay('J-3')).toBe((await prisma.$queryRaw<{ hoy: string }[]>`SELECT to_char(now() AT TIME ZONE 'Atlantic/Canary', 'YYYY-MM-DD') AS hoy`)[0]!.hoy);

    // A later file without the column, or with the cell empty, keeps each car's entry.
    const columns = IMPORT_COLUMNS.filter((column) => column !== 'fecha_entrada');
    expect(await run(await writeCsv(dir, [car('J-1', { precio: 37000 })], columns))).toMatchObject({ updated: 1, errors: [] });
    expect(await run(await writeCsv(dir, [car('J-2', { fecha_entrada: '' })]))).toMatchObject({ updated: 1, errors: [] });
    expect([await canaryDay('J-1'), await canaryDay('J-2')]).toEqual(['2026-03-05', '2025-07-15']);

    const wrong = await run(await writeCsv(dir, [car('K-1', { fecha_entrada: '2026-02-30' }), car('K-2', { fecha_entrada: '2099-01-01' }), car('K-3', { fecha_entrada: 'ayer' })]), { dryRun: true });
    expect(wrong.errors).toEqual([2, 3, 4].map((line) => ({ line, column: 'fecha_entrada', message: IMPORT_MESSAGES.fechaEntrada })));
  });

  it('reads a semicolon-separated file with a BOM, as spreadsheets save it', async () => {
    const comma = await writeCsv(dir, [car('G-1')], IMPORT_COLUMNS, 'coma.csv');
    const { readFile, writeFile } = await import('node:fs/promises');
    const text = (await readFile(comma, 'utf8')).replaceAll(',', ';').replace('"Navegador; ""Head-up""; techo solar"', '"Navegador, ""Head-up"", techo solar"');
    const semicolon = path.join(dir, 'punto-y-coma.csv');
    await writeFile(semicolon, `\uFEFF${text}`);
    expect((await run(semicolon)).errors).toEqual([]);
    expect(await prisma.coche.count({ where: { ref: 'G-1' } })).toBe(1);
  });
});
