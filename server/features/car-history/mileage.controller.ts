import type { Request, Response } from 'express';
import { explicacionSchema, INFORME_FIELD, informePublicoSchema, lecturaSchema } from '../../contracts/car-history.ts';
import { route } from '../../contracts/routes.ts';
import { signedInUser } from '../../core/session-user.ts';
import { backWithOutcome } from '../../lib/flash.ts';
import { pathId } from '../../lib/path-id.ts';
import { validate } from '../../lib/validation.ts';
import { makeReportPublic, removeReport, reportFile, storeReport } from './dgt-report.service.ts';
import { addReading, carOfReading, explainReading, mileagePage, removeReading } from './mileage.service.ts';

const carId = (req: Request) => pathId(req, 'Vehículo no encontrado.');
const pageOf = (id: number) => route('coches.kilometros', { id });

/** GET /dashboard/coches/{id}/kilometros (Kilometros). */
export async function show(req: Request, res: Response) {
  await res.inertia.render('Kilometros', await mileagePage(carId(req)));
}

/** POST /dashboard/coches/{id}/kilometros ({fecha, km, fuente, explicacion}). */
export async function store(req: Request, res: Response) {
  const id = carId(req);
  const form = validate(lecturaSchema, req.body);
  const user = await signedInUser(req);
  backWithOutcome(req, res, await addReading(id, user.id, form), pageOf(id));
}

/** POST /dashboard/kilometros/{id}/explicacion ({explicacion}). */
export async function explain(req: Request, res: Response) {
  const id = pathId(req, 'Lectura no encontrada.');
  const { explicacion } = validate(explicacionSchema, req.body);
  const cocheId = await carOfReading(id);
  backWithOutcome(req, res, await explainReading(id, explicacion), pageOf(cocheId));
}

/** DELETE /dashboard/kilometros/{id}. */
export async function destroy(req: Request, res: Response) {
  const id = pathId(req, 'Lectura no encontrada.');
  const cocheId = await carOfReading(id);
  backWithOutcome(req, res, await removeReading(id), pageOf(cocheId));
}

/** GET /dashboard/coches/{id}/informe-dgt.pdf: the report, for staff, whatever its switch. */
export async function report(req: Request, res: Response) {
  const file = await reportFile(carId(req));
  if (!file) return void res.sendStatus(404);
  res.set({ 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline; filename="informe-dgt.pdf"', 'Cache-Control': 'private, no-store' }).send(file);
}

/** POST /dashboard/coches/{id}/informe-dgt (multipart: informe). */
export async function storeReportFile(req: Request, res: Response) {
  const id = carId(req);
  const files = req.files as Record<string, Express.Multer.File[]> | undefined;
  backWithOutcome(req, res, await storeReport(id, files?.[INFORME_FIELD]?.[0]), pageOf(id));
}

/** POST /dashboard/coches/{id}/informe-dgt/publico ({publico}). */
export async function setReportPublic(req: Request, res: Response) {
  const id = carId(req);
  const { publico } = validate(informePublicoSchema, req.body);
  backWithOutcome(req, res, await makeReportPublic(id, publico), pageOf(id));
}

/** DELETE /dashboard/coches/{id}/informe-dgt. */
export async function destroyReport(req: Request, res: Response) {
  const id = carId(req);
  backWithOutcome(req, res, await removeReport(id), pageOf(id));
}
