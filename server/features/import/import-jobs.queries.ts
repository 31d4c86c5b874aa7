import type { ImportError, ImportReport, ImportState } from '../../contracts/stock-import.ts';
import { db, type Prisma } from '../../db/client.ts';

/** The imports of the staff screen (table importaciones) and the errors each found. */

export const JOB_SELECT = {
  id: true,
  estado: true,
  dry_run: true,
  csv_nombre: true,
  zip_nombre: true,
  filas: true,
  filas_total: true,
  creados: true,
  actualizados: true,
  fotos: true,
  num_errores: true,
  mensaje: true,
  created_at: true,
  finished_at: true,
  archivos_hasta: true,
  user: { select: { name: true } },
} as const satisfies Prisma.ImportacionSelect;

export type JobRow = Prisma.ImportacionGetPayload<{ select: typeof JOB_SELECT }>;

/** A claimed import: what its run needs. */
export interface ClaimedJob {
  id: number;
  dry_run: boolean;
  user_id: number | null;
  intentos: number;
  con_fotos: boolean;
  /** The dry run whose kept files it imports ('Importar ahora'); null: its own files. */
  comprobacion_id: number | null;
}

/** A claim silent this long is taken over: its process is gone, and its transaction with it. */
export const STALE_CLAIM = '2 minutes';

/** How long a clean dry run keeps its files for 'Importar ahora'. */
export const CHECKED_FILES_KEPT_MS = 24 * 60 * 60 * 1000;

type JobFields = { user_id: number | null; dry_run: boolean; csv_nombre: string; zip_nombre: string | null };

/** An id for an import not inserted yet, so its files can be stored under it first. */
export async function reserveJobId(): Promise<number> {
  const [row] = await db().$queryRaw<{ id: number }[]>`SELECT nextval(pg_get_serial_sequence('importaciones', 'id'))::int AS id`;
  return row!.id;
}

/** Inserts a queued import under its reserved id, once its files are stored: no instance can claim it before. */
export async function createJob(id: number, fields: JobFields): Promise<void> {
  await db().importacion.create({ data: { id, ...fields }, select: { id: true } });
}

/**
 * Queues the import of a clean dry run's kept files, which stay where they are, under the dry
 * run's id; the dry run gives them up and the import names it, so a second click finds none.
 * null when the dry run has none left (not clean, already imported, or past its time, by the
 * database's clock).
 */
export function createJobFromCheck(checkId: number, userId: number | null): Promise<number | null> {
  return db().$transaction(async (tx) => {
    const [check] = await tx.$queryRaw<Pick<JobFields, 'csv_nombre' | 'zip_nombre'>[]>`
      UPDATE importaciones SET archivos_hasta = NULL
      WHERE id = ${checkId} AND dry_run AND estado = 'hecha' AND archivos_hasta > now()
      RETURNING csv_nombre, zip_nombre`;
    if (!check) return null;
    const { id } = await tx.importacion.create({ data: { ...check, user_id: userId, dry_run: false, comprobacion_id: checkId }, select: { id: true } });
    return id;
  });
}

/** The import made from a check's kept files, if any. */
export async function importOfCheck(checkId: number): Promise<number | null> {
  const row = await db().importacion.findUnique({ where: { comprobacion_id: checkId }, select: { id: true } });
  return row?.id ?? null;
}

/**
 * Gives up the kept files past their time (by the database's clock), rows locked so that no
 * 'Importar ahora' can take them meanwhile; returns the checks whose folders are to be removed.
 */
export async function releaseExpiredCheckedFiles(): Promise<number[]> {
  const rows = await db().$queryRaw<{ id: number }[]>`
    UPDATE importaciones SET archivos_hasta = NULL
    WHERE id IN (SELECT id FROM importaciones WHERE archivos_hasta <= now() FOR UPDATE SKIP LOCKED)
    RETURNING id`;
  return rows.map((row) => row.id);
}

export async function forgetCheckedFiles(id: number): Promise<void> {
  await db().importacion.updateMany({ where: { id }, data: { archivos_hasta: null } });
}

/**
 * Of these ids, those whose files are still needed: an import queued or running (on its own
 * files, or on a check's), or a check's kept files.
 */
export async function importsNeedingFiles(ids: number[]): Promise<Set<number>> {
  const running = { in: ['pendiente', 'comprobando', 'importando'] };
  const rows = await db().importacion.findMany({
    where: { OR: [{ id: { in: ids }, OR: [{ estado: running }, { archivos_hasta: { not: null } }] }, { comprobacion_id: { in: ids }, estado: running }] },
    select: { id: true, comprobacion_id: true },
  });
  return new Set(rows.map((row) => row.comprobacion_id ?? row.id));
}

/** Takes the oldest queued import, or one whose claim went silent; null when there is none. */
export async function claimJob(): Promise<ClaimedJob | null> {
  const [job] = await db().$queryRaw<ClaimedJob[]>`
    UPDATE importaciones
    SET estado = 'comprobando', filas = 0, started_at = now(), heartbeat_at = now(), intentos = intentos + 1
    WHERE id = (
      SELECT id FROM importaciones
      WHERE estado = 'pendiente'
         OR (estado IN ('comprobando', 'importando') AND heartbeat_at < now() - ${STALE_CLAIM}::interval)
      ORDER BY id
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, dry_run, user_id, intentos, zip_nombre IS NOT NULL AS con_fotos, comprobacion_id`;
  return job ?? null;
}

/** The progress of a running import; never touches one that has ended. */
export async function reportProgress(id: number, progress: { estado: ImportState; filas: number; filas_total: number | null }): Promise<void> {
  await db().importacion.updateMany({ where: { id, estado: { in: ['comprobando', 'importando'] } }, data: { ...progress, heartbeat_at: new Date() } });
}

/**
 * The outcome: the counts (for a dry run, what the import would do; none when the file has
 * errors), how many errors it found and the first IMPORT_ERRORS_KEPT of them, and why the check
 * stopped early, if it did. A clean dry run keeps
 * its files for CHECKED_FILES_KEPT_MS, and the same user's earlier kept checks give theirs up
 * (the sweep removes them): one kept set of files per user, however often a file is checked.
 */
export async function finishJob(id: number, report: ImportReport): Promise<void> {
  const counted = report.errorCount === 0;
  const keepFiles = report.dryRun && counted;
  await db().$transaction(async (tx) => {
    if (keepFiles) {
      await tx.$executeRaw`
        UPDATE importaciones SET archivos_hasta = now()
        WHERE archivos_hasta > now() AND id <> ${id}
          AND user_id IS NOT DISTINCT FROM (SELECT user_id FROM importaciones WHERE id = ${id})`;
    }
    const errors = report.errors.map((error: ImportError) => ({ importacion_id: id, linea: error.line, columna: error.column.slice(0, 40), mensaje: error.message }));
    for (let start = 0; start < errors.length; start += 1_000) await tx.importacionError.createMany({ data: errors.slice(start, start + 1_000) });
    await tx.importacion.update({
      where: { id },
      data: {
        estado: counted ? 'hecha' : 'con_errores',
        filas: report.rows,
        filas_total: report.rows,
        creados: counted ? report.created : 0,
        actualizados: counted ? report.updated : 0,
        fotos: counted ? report.photos : 0,
        num_errores: report.errorCount,
        mensaje: report.stopped,
        finished_at: new Date(),
        archivos_hasta: keepFiles ? new Date(Date.now() + CHECKED_FILES_KEPT_MS) : null,
      },
      select: { id: true },
    });
  });
}

export async function failJob(id: number, mensaje: string): Promise<void> {
  await db().importacion.update({ where: { id }, data: { estado: 'fallida', mensaje, finished_at: new Date(), archivos_hasta: null }, select: { id: true } });
}

export const countJobs = () => db().importacion.count();

export const jobsPage = (skip: number, take: number) => db().importacion.findMany({ select: JOB_SELECT, orderBy: { id: 'desc' }, skip, take });

export const findJob = (id: number) => db().importacion.findUnique({ where: { id }, select: JOB_SELECT });

export const countErrors = (importacion_id: number) => db().importacionError.count({ where: { importacion_id } });

export const errorsPage = (importacion_id: number, skip: number, take: number) =>
  db().importacionError.findMany({ where: { importacion_id }, select: { linea: true, columna: true, mensaje: true }, orderBy: { id: 'asc' }, skip, take });
