import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { env } from '../../config/env.ts';
import { IMPORT_FIELDS, IMPORT_FILE_LIMITS, IMPORT_JOB_MESSAGES, type ImportState } from '../../contracts/stock-import.ts';
import { fieldError } from '../../lib/validation.ts';
import { readFileHead } from '../../media/storage.ts';
import { importStock, type ImportProgress } from './import.service.ts';
import {
  claimJob,
  type ClaimedJob,
  createJob,
  createJobFromCheck,
  failJob,
  finishJob,
  forgetCheckedFiles,
  importsNeedingFiles,
  releaseExpiredCheckedFiles,
  reportProgress,
} from './import-jobs.queries.ts';

/**
 * The staff screen's imports, run in the background, never on a request: the upload queues a row
 * in importaciones with its files under STORAGE_DIR/imports/{id}; each instance looks for queued
 * imports every IMPORT_SWEEP_MS (and at once after an upload of its own), claims one (SKIP LOCKED,
 * so two instances never run the same), runs importStock with its progress written to the row
 * at most once a second, and stores the outcome and every error. A claim whose heartbeat stops
 * (the process died: its transaction rolled back) is taken over, up to MAX_ATTEMPTS runs.
 * A clean dry run keeps its files for a day, so staff can import them without uploading them
 * again ('Importar ahora'); the sweep removes them after that, and any folder no import needs
 * (left by a process that died between moving files and committing) once ORPHAN_GRACE_MS is over.
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

const jobDir = (id: number) => path.join(env().storageDir, 'imports', String(id));
const CSV_FILE = 'stock.csv';
const ZIP_FILE = 'fotos.zip';
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
 * Queues an import of the uploaded files (temp files, removed whatever happens) and wakes this
 * instance's runner. Returns the import's id.
 */
export async function queueImport(upload: { csv?: UploadedFile | undefined; zip?: UploadedFile | undefined; dryRun: boolean; userId: number | null }): Promise<number> {
  try {
    const csv = await checkUpload(upload.csv, upload.zip);
    const zip = upload.zip;
    const fields = { user_id: upload.userId, dry_run: upload.dryRun, csv_nombre: displayName(csv.originalname), zip_nombre: zip ? displayName(zip.originalname) : null };
    const id = await createJob(fields, async (newId) => {
      const dir = jobDir(newId);
      await mkdir(dir, { recursive: true });
      await rename(csv.path, path.join(dir, CSV_FILE));
      if (zip) await rename(zip.path, path.join(dir, ZIP_FILE));
    });
    wakeRunner();
    return id;
  } finally {
    await Promise.all([upload.csv, upload.zip].map((file) => file && rm(file.path, { force: true })));
  }
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

async function runJob(job: ClaimedJob, logger: Logger): Promise<void> {
  const dir = jobDir(job.id);
  let keepFiles = false;
  try {
    if (job.intentos > MAX_ATTEMPTS) return await failJob(job.id, IMPORT_JOB_MESSAGES.abandoned);
    const photos = job.con_fotos ? path.join(dir, ZIP_FILE) : undefined;
    await stat(path.join(dir, CSV_FILE));
    const started = performance.now();
    const progress = progressWriter(job.id, logger);
    const report = await importStock({ csv: path.join(dir, CSV_FILE), photos, dryRun: job.dry_run, userId: job.user_id, onProgress: progress.write }).finally(progress.settled);
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
    if (!keepFiles) await rm(dir, { recursive: true, force: true });
  }
}

const isMissingFile = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * 'Importar ahora': queues the import of a clean dry run's kept files, moved to the new import.
 * Returns its id, or null when the dry run has no files left to import. Should the transaction
 * fail after the move, the files go back to the dry run.
 */
export async function importCheckedFiles(checkId: number, userId: number | null): Promise<number | null> {
  let moved: string | null = null;
  try {
    const id = await createJobFromCheck(checkId, userId, async (newId) => {
      await rename(jobDir(checkId), jobDir(newId));
      moved = jobDir(newId);
    });
    if (id !== null) wakeRunner();
    return id;
  } catch (error) {
    if (moved) await rename(moved, jobDir(checkId)).catch(() => undefined);
    if (!isMissingFile(error)) throw error;
    await forgetCheckedFiles(checkId);
    return null;
  }
}

/** The import folders (named by id) older than ORPHAN_GRACE_MS. */
async function oldFolders(): Promise<number[]> {
  const root = path.join(env().storageDir, 'imports');
  const names = await readdir(root).catch((error: unknown) => (isMissingFile(error) ? [] : Promise.reject(error)));
  const ids: number[] = [];
  for (const name of names) {
    if (!/^\d{1,9}$/.test(name)) continue;
    const info = await stat(path.join(root, name)).catch(() => null);
    if (info && Date.now() - info.mtimeMs > ORPHAN_GRACE_MS) ids.push(Number(name));
  }
  return ids;
}

/** Removes the files of checks past their day, and folders no import needs any more. */
async function pruneImportFiles(): Promise<void> {
  const released = await releaseExpiredCheckedFiles();
  const candidates = await oldFolders();
  const needed = candidates.length > 0 ? await importsNeedingFiles(candidates) : new Set<number>();
  const unneeded = new Set([...released, ...candidates.filter((id) => !needed.has(id))]);
  await Promise.allSettled([...unneeded].map((id) => rm(jobDir(id), { recursive: true, force: true })));
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
