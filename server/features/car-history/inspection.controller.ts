import type { Request, Response } from 'express';
import { inspeccionSchema } from '../../contracts/car-history.ts';
import { route } from '../../contracts/routes.ts';
import { signedInUser } from '../../core/session-user.ts';
import { backWithOutcome } from '../../lib/flash.ts';
import { pathId } from '../../lib/path-id.ts';
import { validate } from '../../lib/validation.ts';
import { inspectionPage, saveInspection } from './inspection.service.ts';

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
