import type { Request, Response } from 'express';
import { route } from '../../contracts/routes.ts';
import { IMPORT_ERRORS_PER_PAGE, IMPORT_FIELDS, IMPORT_JOB_MESSAGES, IMPORTS_PER_PAGE } from '../../contracts/stock-import.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { flashToast } from '../../lib/flash.ts';
import { loadPage } from '../../lib/pagination.ts';
import { pathId } from '../../lib/path-id.ts';
import { importCheckedFiles, queueImport, type UploadedFile } from './import-jobs.ts';
import { presentJob } from './import-jobs.presenter.ts';
import * as queries from './import-jobs.queries.ts';

/** GET /dashboard/vehiculos/importar (Importar): the upload form and the imports so far, newest first. */
export async function index(req: Request, res: Response) {
  const importaciones = await loadPage(req, { perPage: IMPORTS_PER_PAGE, count: queries.countJobs, rows: queries.jobsPage, present: presentJob });
  await res.inertia.render('Importar', { importaciones });
}

/** POST /dashboard/vehiculos/importar (multipart csv, fotos, dry_run): queued, then to its page. */
export async function store(req: Request, res: Response) {
  const files = (req.files ?? {}) as Record<string, UploadedFile[] | undefined>;
  const id = await queueImport({
    csv: files[IMPORT_FIELDS.csv]?.[0],
    zip: files[IMPORT_FIELDS.fotos]?.[0],
    dryRun: ['1', 'true', 'on'].includes(String(req.body?.[IMPORT_FIELDS.dryRun] ?? '')),
    userId: req.session.userId ?? null,
  });
  flashToast(req, IMPORT_JOB_MESSAGES.queued);
  res.redirect(303, route('importar.show', { id }));
}

/**
 * POST /dashboard/vehiculos/importar/{id}/importar ('Importar ahora'): imports a clean dry run's
 * kept files, then to the new import's page. Files already imported: to that import, with a
 * yellow toast; files gone: back to the dry run with a red one.
 */
export async function run(req: Request, res: Response) {
  const checkId = pathId(req, IMPORT_JOB_MESSAGES.notFound);
  if (!(await queries.findJob(checkId))) throw new NotFoundError(IMPORT_JOB_MESSAGES.notFound);
  const id = await importCheckedFiles(checkId, req.session.userId ?? null);
  if (id !== null) {
    flashToast(req, IMPORT_JOB_MESSAGES.queued);
    return res.redirect(303, route('importar.show', { id }));
  }
  const earlier = await queries.importOfCheck(checkId);
  if (earlier !== null) flashToast(req, IMPORT_JOB_MESSAGES.checkedFilesImported, 'yellow');
  else flashToast(req, IMPORT_JOB_MESSAGES.checkedFilesGone, 'red');
  res.redirect(303, route('importar.show', { id: earlier ?? checkId }));
}

/** GET /dashboard/vehiculos/importar/{id} (Importacion): its progress, outcome and errors, 50 a page. */
export async function show(req: Request, res: Response) {
  const row = await queries.findJob(pathId(req, IMPORT_JOB_MESSAGES.notFound));
  if (!row) throw new NotFoundError(IMPORT_JOB_MESSAGES.notFound);
  const errores = await loadPage(req, {
    perPage: IMPORT_ERRORS_PER_PAGE,
    count: () => queries.countErrors(row.id),
    rows: (skip, take) => queries.errorsPage(row.id, skip, take),
    present: (error) => ({ line: error.linea, column: error.columna, message: error.mensaje }),
  });
  await res.inertia.render('Importacion', { importacion: presentJob(row), errores });
}
