import type { Request, Response } from 'express';
import { inspeccionSchema } from '../../contracts/car-history.ts';
import { route } from '../../contracts/routes.ts';
import { signedInUser } from '../../core/session-user.ts';
import { backWithOutcome } from '../../lib/flash.ts';
import { pathId } from '../../lib/path-id.ts';
import { validate } from '../../lib/validation.ts';
import { DETAIL_FIELD } from './details.service.ts';
import { attachPointPhoto, inspectionPage, removePointPhoto, saveInspection } from './inspection.service.ts';

const carId = (req: Request) => pathId(req, 'Vehículo no encontrado.');

/** GET /dashboard/coches/{id}/inspeccion (Inspeccion). */
export async function show(req: Request, res: Response) {
  await res.inertia.render('Inspeccion', await inspectionPage(carId(req)));
}

/** POST /dashboard/coches/{id}/inspeccion ({fecha, resultados: {punto id: {estado, valor, nota}}}). */
export async function update(req: Request, res: Response) {
  const id = carId(req);
  const form = validate(inspeccionSchema, req.body);
  const user = await signedInUser(req);
  backWithOutcome(req, res, await saveInspection(id, { id: user.id, name: user.name }, form), route('coches.inspeccion', { id }));
}

const pointId = (req: Request) => pathId(req, 'Punto no encontrado.', 'punto');

/** POST /dashboard/coches/{id}/inspeccion/{punto}/foto (multipart: foto): the point's close-up. */
export async function storePhoto(req: Request, res: Response) {
  const id = carId(req);
  const files = req.files as Record<string, Express.Multer.File[]> | undefined;
  backWithOutcome(req, res, await attachPointPhoto(id, pointId(req), files?.[DETAIL_FIELD]?.[0]), route('coches.inspeccion', { id }));
}

/** DELETE /dashboard/coches/{id}/inspeccion/{punto}/foto. */
export async function destroyPhoto(req: Request, res: Response) {
  const id = carId(req);
  backWithOutcome(req, res, await removePointPhoto(id, pointId(req)), route('coches.inspeccion', { id }));
}
