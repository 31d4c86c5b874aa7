import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { env } from '../../config/env.ts';
import { IMPORT_FIELDS, IMPORT_FILE_LIMITS, IMPORT_JOB_MESSAGES, type ImportState } from '../../contracts/stock-import.ts';
import { removeStaleEntries } from '../../lib/stale-files.ts';
import { fieldError } from '../../lib/validation.ts';
import { assertId, readFileHead } from '../../media/storage.ts';
import { mediaStore } from '../../media/store/media-store.ts';
import { importStock, type ImportProgress } from './import.service.ts';
import {
  claimJob,
  type ClaimedJob,
  createJob,
  createJobFromCheck,
  reserveJobId,
  failJob,
  finishJob,
  forgetCheckedFiles,
  importsNeedingFiles,
  releaseExpiredCheckedFiles,
  reportProgress,
} from './import-jobs.queries.ts';

/**
 * The staff screen's imports, run in the background, never on a request: the upload stores its
 * files in the media store under imports/{id}/ (so any instance can run it) and then queues a
 * row in importaciones; each instance that runs jobs looks for queued imports every
 * IMPORT_SWEEP_MS (and at once after an upload of its own), claims one (SKIP LOCKED, so two
 * instances never run the same), copies its files to a local temp folder, runs importStock with
 * its progress written to the row at most once a second, and stores the outcome and every error.
 * A claim whose heartbeat stops (the process died: its transaction rolled back) is taken over
 * within two minutes, up to MAX_ATTEMPTS runs: an import may run for many minutes, and this
 * heartbeat finds a dead one sooner than the job queue's expiry would (jobs/queue.ts).
 * A clean dry run keeps its files for a day, so staff can import them without uploading them
 * again ('Importar ahora', which imports them where they are); the sweep removes them after
 * that, and any files no import needs (left by a process that died between storing them and
 * queueing the row) once ORPHAN_GRACE_MS is over.
 */

export const IMPORT_SWEEP_MS = 5_000;
const PROGRESS_EVERY_MS = 1_000;
const MAX_ATTEMPTS = 3;
/** A folder no import row needs is removed once it is this old (a transaction may still be committing it). */
const ORPHAN_GRACE_MS = 10 * 60 * 1000;

export interface UploadedFile {
  path: string;
  originalname: string;
  size: number;
}

const CSV_FILE = 'stock.csv';
const ZIP_FILE = 'fotos.zip';
/** The media store's key of an import's file. */
const fileKey = (id: number, name: typeof CSV_FILE | typeof ZIP_FILE) => `imports/${assertId(id)}/${name}`;
const filesOf = (id: number) => [fileKey(id, CSV_FILE), fileKey(id, ZIP_FILE)];
const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1');

/** UTF-8 text by its first 4 KB: no NUL byte, and valid UTF-8 up to the cut. */
function looksLikeText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** The upload's files, checked by content and size; a Spanish error on the field that is wrong. */
async function checkUpload(csv: UploadedFile | undefined, zip: UploadedFile | undefined): Promise<UploadedFile> {
  if (!csv) throw fieldError(IMPORT_FIELDS.csv, IMPORT_JOB_MESSAGES.csvRequired);
  if (csv.size > IMPORT_FILE_LIMITS.csvBytes) throw fieldError(IMPORT_FIELDS.csv, IMPORT_JOB_MESSAGES.csvTooLarge);
  if (csv.size === 0 || !looksLikeText(await readFileHead(csv.path, 4096))) throw fieldError(IMPORT_FIELDS.csv, IMPORT_JOB_MESSAGES.csvNotText);
  if (zip && !(await readFileHead(zip.path, 4)).equals(ZIP_MAGIC)) throw fieldError(IMPORT_FIELDS.fotos, IMPORT_JOB_MESSAGES.zipNotZip);
  return csv;
}

/** A display name: the file's own name without folders or control characters, at most 255. */
const displayName = (name: string) => path.basename(name.replaceAll('\\', '/')).replace(/[\p{Cc}]/gu, '').slice(0, 255) || 'archivo';

/**
 * Queues an import of the uploaded files (the upload layer's temp files): stores them under a
 * reserved id, then queues the row, and wakes this instance's runner. Returns the id.
 */
export async function queueImport(upload: { csv?: UploadedFile | undefined; zip?: UploadedFile | undefined; dryRun: boolean; userId: number | null }): Promise<number> {
  const csv = await checkUpload(upload.csv, upload.zip);
  const zip = upload.zip;
  const fields = { user_id: upload.userId, dry_run: upload.dryRun, csv_nombre: displayName(csv.originalname), zip_nombre: zip ? displayName(zip.originalname) : null };
  const id = await reserveJobId();
  const store = mediaStore();
  try {
    // The ZIP first: the sweep of files without an import sees a set only once its CSV is there.
    if (zip) await store.putFile(fileKey(id, ZIP_FILE), zip.path, 'application/zip');
    await store.putFile(fileKey(id, CSV_FILE), csv.path, 'text/csv');
    await createJob(id, fields);
  } catch (error) {
    await store.remove(filesOf(id)).catch(() => undefined);
    throw error;
  }
  wakeRunner();
  return id;
}

/**
 * Writes the progress to the row at most once a second (the row's heartbeat), and at each pass
 * change. `settled` waits for the writes under way, so none lands after the outcome.
 */
function progressWriter(id: number, logger: Logger) {
  let lastAt = 0;
  let lastPass: ImportProgress['pass'] | null = null;
  let pending = Promise.resolve();
  const write = (progress: ImportProgress) => {
    const now = Date.now();
    if (progress.pass === lastPass && progress.rows !== progress.total && now - lastAt < PROGRESS_EVERY_MS) return;
    lastAt = now;
    lastPass = progress.pass;
    const estado: ImportState = progress.pass === 'check' ? 'comprobando' : 'importando';
    pending = pending
      .then(() => reportProgress(id, { estado, filas: progress.rows, filas_total: progress.total }))
      .catch((error: unknown) => logger.warn({ err: error, importacion: id }, 'No se pudo guardar el avance de la importación'));
  };
  return { write, settled: () => pending };
}

/** A local temp folder for one run of an import. */
const runDir = (filesId: number) => path.join(env().storageDir, 'tmp', 'imports', `${filesId}-${randomBytes(6).toString('hex')}`);

/** Copies an import's files from the media store to `dir`, for the importer to read. */
async function localFiles(dir: string, filesId: number, withPhotos: boolean): Promise<{ csv: string; photos: string | undefined }> {
  await mkdir(dir, { recursive: true });
  const csv = path.join(dir, CSV_FILE);
  const photos = withPhotos ? path.join(dir, ZIP_FILE) : undefined;
  const store = mediaStore();
  if (!(await store.getFile(fileKey(filesId, CSV_FILE), csv)) || (photos && !(await store.getFile(fileKey(filesId, ZIP_FILE), photos)))) {
    throw new Error(`Faltan los archivos de la importación en ${fileKey(filesId, CSV_FILE)}`);
  }
  return { csv, photos };
}

async function runJob(job: ClaimedJob, logger: Logger): Promise<void> {
  const filesId = job.comprobacion_id ?? job.id;
  const dir = runDir(filesId);
  let keepFiles = false;
  try {
    if (job.intentos > MAX_ATTEMPTS) return await failJob(job.id, IMPORT_JOB_MESSAGES.abandoned);
    const files = await localFiles(dir, filesId, job.con_fotos);
    const started = performance.now();
    const progress = progressWriter(job.id, logger);
    const report = await importStock({ csv: files.csv, photos: files.photos, dryRun: job.dry_run, userId: job.user_id, onProgress: progress.write }).finally(progress.settled);
    await finishJob(job.id, report);
    keepFiles = report.dryRun && report.errors.length === 0;
    logger.info(
      { importacion: job.id, filas: report.rows, creados: report.created, actualizados: report.updated, fotos: report.photos, errores: report.errors.length, ms: Math.round(performance.now() - started) },
      report.dryRun ? 'Comprobación de importación terminada' : 'Importación terminada',
    );
  } catch (error) {
    logger.error({ err: error, importacion: job.id }, 'Importación fallida');
    await failJob(job.id, IMPORT_JOB_MESSAGES.failed).catch(() => undefined);
  } finally {
    await rm(dir, { recursive: true, force: true });
    // Files left by a failed removal are the sweep's (pruneImportFiles).
    if (!keepFiles) await mediaStore().remove(filesOf(filesId)).catch((error: unknown) => logger.warn({ err: error, importacion: job.id }, 'No se pudieron borrar los archivos de la importación'));
  }
}

/**
 * 'Importar ahora': queues the import of a clean dry run's kept files. Returns its id, or null
 * when the dry run has no files left to import.
 */
export async function importCheckedFiles(checkId: number, userId: number | null): Promise<number | null> {
  if (!(await mediaStore().exists(fileKey(checkId, CSV_FILE)))) {
    await forgetCheckedFiles(checkId);
    return null;
  }
  const id = await createJobFromCheck(checkId, userId);
  if (id !== null) wakeRunner();
  return id;
}

/** The ids under imports/ whose files were all written over ORPHAN_GRACE_MS ago. */
async function oldFileSets(): Promise<number[]> {
  const newest = new Map<number, number>();
  for (const object of await mediaStore().list('imports/')) {
    const id = Number(/^imports\/(\d{1,9})\//.exec(object.key)?.[1]);
    if (id > 0) newest.set(id, Math.max(newest.get(id) ?? 0, object.modified.getTime()));
  }
  return [...newest].filter(([, modified]) => Date.now() - modified > ORPHAN_GRACE_MS).map(([id]) => id);
}

/** A run's local copy older than this belongs to no running import (its process died). */
const STALE_RUN_MS = 24 * 60 * 60 * 1000;

/** Removes the local copies of runs whose process died (any run lasts far less than a day). */
async function pruneRunFolders(): Promise<void> {
  await removeStaleEntries(path.join(env().storageDir, 'tmp', 'imports'), STALE_RUN_MS);
}

/** Removes the files of checks past their day, files no import needs any more, and dead runs' copies. */
async function pruneImportFiles(): Promise<void> {
  const released = await releaseExpiredCheckedFiles();
  const candidates = await oldFileSets();
  const needed = candidates.length > 0 ? await importsNeedingFiles(candidates) : new Set<number>();
  const unneeded = [...new Set([...released, ...candidates.filter((id) => !needed.has(id))])];
  await mediaStore().remove(unneeded.flatMap(filesOf));
  await pruneRunFolders();
}

/** Runs queued imports, one at a time, until none is left, after removing the files none needs. Never rejects. */
export async function runQueuedImports(logger: Logger): Promise<void> {
  await pruneImportFiles().catch((error: unknown) => logger.warn({ err: error }, 'No se pudieron borrar los archivos de importación que ya no hacen falta'));
  for (;;) {
    const job = await claimJob().catch((error: unknown) => {
      logger.warn({ err: error }, 'No se pudo buscar importaciones pendientes');
      return null;
    });
    if (!job) return;
    await runJob(job, logger);
  }
}

let runner: { logger: Logger; running: Promise<void> | null; again: boolean } | null = null;

function wakeRunner(): void {
  if (!runner) return;
  const state = runner;
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = (async () => {
    do {
      state.again = false;
      await runQueuedImports(state.logger);
    } while (state.again);
  })().finally(() => {
    state.running = null;
  });
}

/**
 * This instance's runner: a sweep at start, every IMPORT_SWEEP_MS and after each upload here.
 * Returns the function that stops it; an import under way is left to its process's end (the
 * transaction rolls back and another instance, or this one's next start, takes it over).
 */
export function startImportJobs(logger: Logger): () => Promise<void> {
  runner = { logger, running: null, again: false };
  wakeRunner();
  const timer = setInterval(wakeRunner, IMPORT_SWEEP_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    runner = null;
  };
}
