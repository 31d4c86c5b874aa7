/**
 * The staff screen 'Importar vehículos': the upload is checked by content and size and queued
 * with its files under STORAGE_DIR/imports/{id}, never run on the request; the background runner
 * claims it (one instance only), writes its progress and outcome with every error, and removes its
 * files. A claim that went silent is taken over, and given up after three runs.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_STAFF, seedStaff } from '../../../prisma/seed/staff.ts';
import { IMPORT_COLUMNS, IMPORT_ERRORS_KEPT, IMPORT_JOB_MESSAGES, IMPORT_MESSAGES } from '../../../server/contracts/stock-import.ts';
import { runQueuedImports } from '../../../server/features/import/import-jobs.ts';
import { claimJob, reportProgress } from '../../../server/features/import/import-jobs.queries.ts';
import { storagePath } from '../../../server/media/storage.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { staffAgent } from '../../support/staff.ts';
import { jpeg } from '../vehicles/stock-helpers.ts';
import { car, tempDir, writeCsv, writeZip } from './import-fixtures.ts';

const { app, prisma } = useTestApp();
const logger = pino({ level: 'silent' });
let dir: string;

beforeAll(async () => {
  dir = await tempDir();
});
afterAll(() => rm(dir, { recursive: true, force: true }));
beforeEach(async () => {
  await resetDatabase(prisma);
  await seedStaff(prisma, DEMO_STAFF.password);
});

async function signedIn() {
  const { agent, token } = await staffAgent(app);
  return { agent, headers: { ...inertiaVisit, 'X-CSRF-TOKEN': token, Referer: 'http://127.0.0.1/dashboard/vehiculos/importar' } };
}

async function upload(files: { csv?: string; fotos?: string; csvName?: string }, dryRun: boolean) {
  const { agent, headers } = await signedIn();
  let req = agent.post('/dashboard/vehiculos/importar').set(headers).field('dry_run', dryRun ? '1' : '0');
  if (files.csv) req = req.attach('csv', files.csv, files.csvName ?? path.basename(files.csv));
  if (files.fotos) req = req.attach('fotos', files.fotos);
  return { res: await req, agent, headers };
}

const jobId = (location: string | undefined) => Number(/\/dashboard\/vehiculos\/importar\/(\d+)$/.exec(location ?? '')?.[1]);

describe('POST /dashboard/vehiculos/importar', () => {
  it('queues a dry run with its files and answers at once; the runner reports every error and writes no car', async () => {
    const csv = await writeCsv(dir, [car('A-1'), car('A-2', { anyo: 1890, combustible: 'Vapor' }), car('A-3')]);
    const { res, agent } = await upload({ csv, csvName: 'stock-año.csv' }, true);
    expect(res.status).toBe(303);
    const id = jobId(res.headers.location);
    expect(await prisma.importacion.findUniqueOrThrow({ where: { id } })).toMatchObject({ estado: 'pendiente', dry_run: true, csv_nombre: 'stock-año.csv', zip_nombre: null });
    expect(existsSync(storagePath(`imports/${id}/stock.csv`))).toBe(true);

    await runQueuedImports(logger);
    expect(await prisma.importacion.findUniqueOrThrow({ where: { id } })).toMatchObject({ estado: 'con_errores', num_errores: 2, filas: 3, filas_total: 3, creados: 0, intentos: 1 });
    expect(await prisma.coche.count()).toBe(0);
    expect(existsSync(storagePath(`imports/${id}`))).toBe(false);

    const page = await agent.get(`/dashboard/vehiculos/importar/${id}`).set(inertiaVisit);
    expect(page.body.component).toBe('Importacion');
    expect(page.body.props.importacion).toMatchObject({ id, estado: 'con_errores', dry_run: true, usuario: DEMO_STAFF.name });
    expect(page.body.props.errores.data).toEqual([
      { line: 3, column: 'combustible', message: IMPORT_MESSAGES.option },
      { line: 3, column: 'anyo', message: expect.stringMatching(/^El valor mínimo es/) },
    ]);
    expect(page.headers['cache-control']).toContain('no-store');
  });

  it('imports the cars with their photos in order, and a second upload of the same files updates them', async () => {
    const csv = await writeCsv(dir, [car('B-1'), car('B-2', { marca: 'Porsche', modelo: 'Macan' })]);
    const fotos = await writeZip(dir, { 'B-1/2.jpg': await jpeg(900, 600, '#222'), 'B-1/1.jpg': await jpeg(800, 600, '#eee') });
    const first = await upload({ csv, fotos }, false);
    await runQueuedImports(logger);
    const id = jobId(first.res.headers.location);
    expect(await prisma.importacion.findUniqueOrThrow({ where: { id } })).toMatchObject({ estado: 'hecha', creados: 2, actualizados: 0, fotos: 2, zip_nombre: 'fotos.zip' });
    const b1 = await prisma.coche.findUniqueOrThrow({ where: { ref: 'B-1' }, select: { fotos: { select: { width: true }, orderBy: { orden: 'asc' } } } });
    expect(b1.fotos.map((foto) => foto.width)).toEqual([800, 900]);

    const second = await upload({ csv, fotos }, false);
    await runQueuedImports(logger);
    expect(await prisma.importacion.findUniqueOrThrow({ where: { id: jobId(second.res.headers.location) } })).toMatchObject({ estado: 'hecha', creados: 0, actualizados: 2, fotos: 0 });
    expect(await prisma.coche.count()).toBe(2);

    const list = await first.agent.get('/dashboard/vehiculos/importar').set(inertiaVisit);
    expect(list.body.component).toBe('Importar');
    expect(list.body.props.importaciones.data.map((row: { id: number }) => row.id)).toEqual([jobId(second.res.headers.location), id]);
  });

  it.each([
    ['no CSV', {}, 'csv', IMPORT_JOB_MESSAGES.csvRequired],
    ['a CSV that is not text', { csv: 'binary.csv' }, 'csv', IMPORT_JOB_MESSAGES.csvNotText],
    ['photos that are not a ZIP', { csv: 'stock.csv', fotos: 'fotos.zip' }, 'fotos', IMPORT_JOB_MESSAGES.zipNotZip],
  ])('refuses %s with the field’s Spanish message and queues nothing', async (_, files: { csv?: string; fotos?: string }, field, message) => {
    await writeCsv(dir, [car('C-1')]);
    await writeFile(path.join(dir, 'binary.csv'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1]));
    await writeFile(path.join(dir, 'fotos.zip'), await jpeg(10, 10, '#000'));
    const paths = Object.fromEntries(Object.entries(files).map(([key, name]) => [key, path.join(dir, name)]));
    const { res, agent } = await upload(paths, true);
    expect(res.status).toBe(302);
    const form = await agent.get('/dashboard/vehiculos/importar').set(inertiaVisit);
    expect(form.body.props.errors).toEqual({ [field]: message });
    expect(await prisma.importacion.count()).toBe(0);
  });

  it('ends a 6 MB file of junk as a check with errors: the first 1,000 kept, reading stopped past them (L3)', async () => {
    const junkRow = IMPORT_COLUMNS.map((column) => `¿${column}?`).join(',');
    const csv = path.join(dir, 'basura.csv');
    const rows = Math.ceil((6 * 1024 * 1024) / (junkRow.length + 1));
    await writeFile(csv, `${IMPORT_COLUMNS.join(',')}\n${`${junkRow}\n`.repeat(rows)}`);
    const { res, agent } = await upload({ csv }, true);
    const id = jobId(res.headers.location);
    await runQueuedImports(logger);

    const job = await prisma.importacion.findUniqueOrThrow({ where: { id } });
    expect(job.estado).toBe('con_errores');
    expect(await prisma.importacionError.count({ where: { importacion_id: id } })).toBe(IMPORT_ERRORS_KEPT);
    // It read the rows that brought the errors to 1,000, and no further.
    expect(job.filas).toBeLessThan(100);
    expect(job.num_errores).toBeGreaterThan(IMPORT_ERRORS_KEPT);
    expect(job.num_errores).toBeLessThan(IMPORT_ERRORS_KEPT + IMPORT_COLUMNS.length);
    expect(job.mensaje).toBe(IMPORT_MESSAGES.tooManyErrors(job.filas + 1));
    const page = await agent.get(`/dashboard/vehiculos/importar/${id}`).set(inertiaVisit);
    expect(page.body.props.importacion).toMatchObject({ estado: 'con_errores', mensaje: job.mensaje, num_errores: job.num_errores });
    expect(page.body.props.errores.total).toBe(IMPORT_ERRORS_KEPT);
  });

  it('stops a check where the file stops being a CSV, saying where', async () => {
    const csv = await writeCsv(dir, [car('Q-1'), car('Q-2')]);
    await writeFile(csv, `${await readFile(csv, 'utf8')}Q-3,"comillas sin cerrar,BMW\n`);
    const { res } = await upload({ csv }, true);
    const id = jobId(res.headers.location);
    await runQueuedImports(logger);
    const job = await prisma.importacion.findUniqueOrThrow({ where: { id } });
    expect(job).toMatchObject({ estado: 'con_errores', num_errores: 1, mensaje: null });
    expect(await prisma.importacionError.findMany({ where: { importacion_id: id }, select: { linea: true, mensaje: true } })).toEqual([{ linea: 4, mensaje: IMPORT_MESSAGES.unreadable(4) }]);
  });

  it('is for staff only, and refuses a write without the CSRF token', async () => {
    expect((await request(app).get('/dashboard/vehiculos/importar').set('Accept', 'text/html')).headers.location).toBe('/login');
    const { agent } = await signedIn();
    const csv = await writeCsv(dir, [car('D-1')]);
    const res = await agent.post('/dashboard/vehiculos/importar').set(inertiaVisit).attach('csv', csv);
    expect(res.status).toBe(419);
    expect(await prisma.importacion.count()).toBe(0);
  });
});

describe("POST /dashboard/vehiculos/importar/{id}/importar ('Importar ahora')", () => {
  const toast = async (agent: Awaited<ReturnType<typeof signedIn>>['agent'], id: number) =>
    (await agent.get(`/dashboard/vehiculos/importar/${id}`).set(inertiaVisit)).body.props.flash ?? null;

  it('imports the files a clean dry run kept, once: a second click leads to that import', async () => {
    const csv = await writeCsv(dir, [car('E-1'), car('E-2')]);
    const fotos = await writeZip(dir, { 'E-1/1.jpg': await jpeg(800, 600, '#eee') });
    const { res, agent, headers } = await upload({ csv, fotos }, true);
    const checkId = jobId(res.headers.location);
    await runQueuedImports(logger);
    expect(await prisma.coche.count()).toBe(0);
    expect(existsSync(storagePath(`imports/${checkId}/fotos.zip`))).toBe(true);
    const check = await agent.get(`/dashboard/vehiculos/importar/${checkId}`).set(inertiaVisit);
    expect(check.body.props.importacion).toMatchObject({ estado: 'hecha', dry_run: true, creados: 2, fotos: 1, importable: true });

    const run = await agent.post(`/dashboard/vehiculos/importar/${checkId}/importar`).set(headers);
    expect(run.status).toBe(303);
    const id = jobId(run.headers.location);
    expect(id).not.toBe(checkId);
    expect(await prisma.importacion.findUniqueOrThrow({ where: { id } })).toMatchObject({ estado: 'pendiente', dry_run: false, csv_nombre: 'stock.csv', zip_nombre: 'fotos.zip' });
    expect(await prisma.importacion.findUniqueOrThrow({ where: { id: checkId }, select: { archivos_hasta: true } })).toEqual({ archivos_hasta: null });
    // The import reads the check's files where they are, and removes them once it has run.
    expect(existsSync(storagePath(`imports/${checkId}/fotos.zip`))).toBe(true);

    await runQueuedImports(logger);
    expect(await prisma.importacion.findUniqueOrThrow({ where: { id } })).toMatchObject({ estado: 'hecha', creados: 2, fotos: 1 });
    expect(await prisma.coche.count()).toBe(2);
    expect(existsSync(storagePath(`imports/${checkId}/stock.csv`))).toBe(false);
    expect(existsSync(storagePath(`imports/${id}`))).toBe(false);

    const again = await agent.post(`/dashboard/vehiculos/importar/${checkId}/importar`).set(headers);
    expect(again.headers.location).toBe(`/dashboard/vehiculos/importar/${id}`);
    expect(await toast(agent, id)).toMatchObject({ message: IMPORT_JOB_MESSAGES.checkedFilesImported, bg: 'yellow' });
    expect((await agent.get(`/dashboard/vehiculos/importar/${checkId}`).set(inertiaVisit)).body.props.importacion.importable).toBe(false);
    expect(await prisma.importacion.count()).toBe(2);
  });

  it('lets one of two clicks sent at once through', async () => {
    const csv = await writeCsv(dir, [car('H-1')]);
    const { res, agent, headers } = await upload({ csv }, true);
    const checkId = jobId(res.headers.location);
    await runQueuedImports(logger);
    const clicks = await Promise.all([1, 2].map(() => agent.post(`/dashboard/vehiculos/importar/${checkId}/importar`).set(headers)));
    expect(clicks.map((click) => click.status)).toEqual([303, 303]);
    const imports = await prisma.importacion.findMany({ where: { dry_run: false }, select: { id: true, comprobacion_id: true } });
    expect(imports).toEqual([{ id: expect.any(Number), comprobacion_id: checkId }]);
    expect(clicks.map((click) => click.headers.location)).toEqual([`/dashboard/vehiculos/importar/${imports[0]!.id}`, `/dashboard/vehiculos/importar/${imports[0]!.id}`]);
    expect(existsSync(storagePath(`imports/${checkId}/stock.csv`))).toBe(true);
  });

  it('says the files are gone when a kept folder went missing, and stops offering them', async () => {
    const csv = await writeCsv(dir, [car('J-1')]);
    const { res, agent, headers } = await upload({ csv }, true);
    const checkId = jobId(res.headers.location);
    await runQueuedImports(logger);
    await rm(storagePath(`imports/${checkId}`), { recursive: true });
    const run = await agent.post(`/dashboard/vehiculos/importar/${checkId}/importar`).set(headers);
    expect(run.headers.location).toBe(`/dashboard/vehiculos/importar/${checkId}`);
    expect(await toast(agent, checkId)).toMatchObject({ message: IMPORT_JOB_MESSAGES.checkedFilesGone, bg: 'red' });
    expect(await prisma.importacion.findUniqueOrThrow({ where: { id: checkId }, select: { archivos_hasta: true } })).toEqual({ archivos_hasta: null });
    expect(await prisma.importacion.count()).toBe(1);
  });

  it('keeps one set of files a user: a new clean check gives up the earlier one', async () => {
    const first = await upload({ csv: await writeCsv(dir, [car('K-1')]) }, true);
    await runQueuedImports(logger);
    const firstId = jobId(first.res.headers.location);
    expect(existsSync(storagePath(`imports/${firstId}/stock.csv`))).toBe(true);
    const second = await upload({ csv: await writeCsv(dir, [car('K-1'), car('K-2')]) }, true);
    await runQueuedImports(logger);
    await runQueuedImports(logger);
    const secondId = jobId(second.res.headers.location);
    expect(existsSync(storagePath(`imports/${firstId}`))).toBe(false);
    expect(existsSync(storagePath(`imports/${secondId}/stock.csv`))).toBe(true);
    const rows = await prisma.importacion.findMany({ select: { id: true, archivos_hasta: true }, orderBy: { id: 'asc' } });
    expect(rows.map((row) => row.archivos_hasta !== null)).toEqual([false, true]);
  });

  it('keeps no files of a dry run with errors', async () => {
    const csv = await writeCsv(dir, [car('F-1', { combustible: 'Vapor' })]);
    const { res, agent, headers } = await upload({ csv }, true);
    const checkId = jobId(res.headers.location);
    await runQueuedImports(logger);
    expect(existsSync(storagePath(`imports/${checkId}`))).toBe(false);
    const run = await agent.post(`/dashboard/vehiculos/importar/${checkId}/importar`).set(headers);
    expect(run.headers.location).toBe(`/dashboard/vehiculos/importar/${checkId}`);
    expect(await toast(agent, checkId)).toMatchObject({ message: IMPORT_JOB_MESSAGES.checkedFilesGone });
    expect(await prisma.importacion.count()).toBe(1);
    expect((await agent.post('/dashboard/vehiculos/importar/999999/importar').set(headers)).status).toBe(404);
  });

  it('removes kept files once their day is over, and then refuses to import them', async () => {
    const csv = await writeCsv(dir, [car('G-1')]);
    const { res, agent, headers } = await upload({ csv }, true);
    const checkId = jobId(res.headers.location);
    await runQueuedImports(logger);
    expect(existsSync(storagePath(`imports/${checkId}/stock.csv`))).toBe(true);
    await prisma.importacion.update({ where: { id: checkId }, data: { archivos_hasta: new Date(Date.now() - 1_000) } });
    await runQueuedImports(logger);
    expect(existsSync(storagePath(`imports/${checkId}`))).toBe(false);
    expect(await prisma.importacion.findUniqueOrThrow({ where: { id: checkId }, select: { archivos_hasta: true } })).toEqual({ archivos_hasta: null });
    await agent.post(`/dashboard/vehiculos/importar/${checkId}/importar`).set(headers);
    expect(await toast(agent, checkId)).toMatchObject({ message: IMPORT_JOB_MESSAGES.checkedFilesGone });
    expect(await prisma.importacion.count()).toBe(1);
  });

  it('refuses a write without the CSRF token', async () => {
    const { id } = await prisma.importacion.create({ data: { dry_run: true, csv_nombre: 'stock.csv', estado: 'hecha', archivos_hasta: new Date(Date.now() + 60_000) }, select: { id: true } });
    expect((await request(app).post(`/dashboard/vehiculos/importar/${id}/importar`).set('Accept', 'text/html')).status).toBe(419);
    const { agent } = await signedIn();
    expect((await agent.post(`/dashboard/vehiculos/importar/${id}/importar`).set(inertiaVisit)).status).toBe(419);
    expect(await prisma.importacion.count()).toBe(1);
  });
});

describe('the runner', () => {
  const queued = (data: object = {}) => prisma.importacion.create({ data: { dry_run: true, csv_nombre: 'stock.csv', ...data }, select: { id: true } });

  it('gives one import to one claimer only', async () => {
    await queued();
    const claims = await Promise.all([claimJob(), claimJob(), claimJob()]);
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('takes over a claim silent for two minutes, and gives up after three runs', async () => {
    const { id } = await queued({ estado: 'importando', heartbeat_at: new Date(Date.now() - 3 * 60_000), intentos: 1 });
    const live = await queued({ estado: 'importando', heartbeat_at: new Date(), intentos: 1 });
    expect(await claimJob()).toMatchObject({ id, intentos: 2 });
    expect(await claimJob()).toBeNull();
    await prisma.importacion.update({ where: { id }, data: { heartbeat_at: new Date(Date.now() - 3 * 60_000), intentos: 3 } });
    await runQueuedImports(logger);
    expect(await prisma.importacion.findUniqueOrThrow({ where: { id } })).toMatchObject({ estado: 'fallida', mensaje: IMPORT_JOB_MESSAGES.abandoned });
    expect(await prisma.importacion.findUniqueOrThrow({ where: { id: live.id }, select: { estado: true } })).toEqual({ estado: 'importando' });
  });

  it('removes files no import needs once they are ten minutes old, and keeps the rest', async () => {
    const kept = await queued({ estado: 'hecha', archivos_hasta: new Date(Date.now() + 60_000) });
    const ended = await queued({ estado: 'con_errores' });
    const check = await queued({ estado: 'hecha' });
    await queued({ estado: 'importando', heartbeat_at: new Date(), dry_run: false, comprobacion_id: check.id });
    const folders = { orphan: 999_001, young: 999_002, kept: kept.id, ended: ended.id, importing: check.id };
    const old = new Date(Date.now() - 11 * 60_000);
    for (const [name, id] of Object.entries(folders)) {
      const file = storagePath(`imports/${id}/stock.csv`);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, 'ref\n');
      if (name !== 'young') await utimes(file, old, old);
    }
    await runQueuedImports(logger);
    expect(Object.fromEntries(Object.entries(folders).map(([name, id]) => [name, existsSync(storagePath(`imports/${id}/stock.csv`))]))).toEqual({
      orphan: false,
      young: true,
      kept: true,
      ended: false,
      importing: true,
    });
    await rm(storagePath('imports'), { recursive: true, force: true });
  });

  it('never lets a late progress write reopen an import that has ended', async () => {
    const { id } = await queued({ estado: 'hecha', filas: 3, filas_total: 3, finished_at: new Date() });
    await reportProgress(id, { estado: 'comprobando', filas: 3, filas_total: 3 });
    expect(await prisma.importacion.findUniqueOrThrow({ where: { id }, select: { estado: true } })).toEqual({ estado: 'hecha' });
  });

  it('marks an import whose files are gone as failed, with the Spanish message', async () => {
    const { id } = await queued();
    await runQueuedImports(logger);
    expect(await prisma.importacion.findUniqueOrThrow({ where: { id } })).toMatchObject({ estado: 'fallida', mensaje: IMPORT_JOB_MESSAGES.failed });
  });
});
