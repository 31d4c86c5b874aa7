import { randomBytes } from 'node:crypto';
import { INFORME_FIELD, INFORME_MESSAGES } from '../../contracts/car-history.ts';
import { isPdfFile } from '../../media/pdf.ts';
import { dgtReportPath, removeStorageFiles } from '../../media/storage.ts';
import { contentTypeOf, mediaStore } from '../../media/store/media-store.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { made, refused, type Outcome } from '../../lib/flash.ts';
import { fieldError } from '../../lib/validation.ts';
import { carReport, deleteReport, putReport, setReportPublic } from './dgt-report.queries.ts';
import { staffCar } from './staff-car.ts';

/**
 * A car's DGT report: a PDF staff upload (checked by its content), private until they make it
 * public, and then on the car page only while the car is on the site.
 */

/** Stores an uploaded temp file as the car's report; the upload layer removes the temp file, whatever happens. */
export async function storeReport(cocheId: number, upload: { path: string; size: number } | undefined): Promise<Outcome> {
  await staffCar(cocheId);
  if (!upload) throw fieldError(INFORME_FIELD, INFORME_MESSAGES.missing);
  if (!(await isPdfFile(upload.path))) throw fieldError(INFORME_FIELD, INFORME_MESSAGES.notPdf);
  const clave = randomBytes(12).toString('hex');
  const key = dgtReportPath({ coche_id: cocheId, clave });
  await mediaStore().putFile(key, upload.path, contentTypeOf(key));
  let replaced: string | null;
  try {
    replaced = await putReport(cocheId, clave, upload.size);
  } catch (error) {
    await removeStorageFiles([key]);
    throw error;
  }
  if (replaced) await removeStorageFiles([dgtReportPath({ coche_id: cocheId, clave: replaced })]);
  return made(replaced ? INFORME_MESSAGES.replaced : INFORME_MESSAGES.uploaded);
}

export async function makeReportPublic(cocheId: number, publico: boolean): Promise<Outcome> {
  if (!(await setReportPublic(cocheId, publico))) throw new NotFoundError('Este coche no tiene informe de la DGT.');
  return made(publico ? INFORME_MESSAGES.madePublic : INFORME_MESSAGES.madePrivate);
}

export async function removeReport(cocheId: number): Promise<Outcome> {
  const clave = await deleteReport(cocheId);
  if (!clave) return refused('Este coche no tiene informe de la DGT.');
  await removeStorageFiles([dgtReportPath({ coche_id: cocheId, clave })]);
  return made(INFORME_MESSAGES.deleted);
}

/** The car's report file for staff, whatever its switch and the car's state; null when it has none. */
export async function reportFile(cocheId: number): Promise<Buffer | null> {
  const report = await carReport(cocheId);
  return report && mediaStore().read(dgtReportPath(report));
}
