import type { Request, Response } from 'express';
import { moverPuntoSchema, puntoEdicionSchema, puntoSchema } from '../../contracts/car-history.ts';
import { route } from '../../contracts/routes.ts';
import { backWithOutcome } from '../../lib/flash.ts';
import { pathId } from '../../lib/path-id.ts';
import { validate } from '../../lib/validation.ts';
import { addPoint, move, removePoint, savePoint, setActive, templatePage } from './inspection-template.service.ts';

const pointId = (req: Request) => pathId(req, 'Punto no encontrado.');
const back = (req: Request, res: Response) => (outcome: Awaited<ReturnType<typeof addPoint>>) => backWithOutcome(req, res, outcome, route('inspeccion.plantilla'));

/** GET /dashboard/inspeccion (Plantilla de inspección). */
export async function index(_req: Request, res: Response) {
  await res.inertia.render('PlantillaInspeccion', await templatePage());
}

/** POST /dashboard/inspeccion/puntos ({seccion, nombre, medida}). */
export async function store(req: Request, res: Response) {
  back(req, res)(await addPoint(validate(puntoSchema, req.body)));
}

/** POST /dashboard/inspeccion/puntos/{id} ({nombre, medida}). */
export async function update(req: Request, res: Response) {
  const id = pointId(req);
  back(req, res)(await savePoint(id, validate(puntoEdicionSchema, req.body)));
}

/** POST /dashboard/inspeccion/puntos/{id}/retirar and …/recuperar. */
export async function retire(req: Request, res: Response) {
  back(req, res)(await setActive(pointId(req), false));
}

export async function restore(req: Request, res: Response) {
  back(req, res)(await setActive(pointId(req), true));
}

/** DELETE /dashboard/inspeccion/puntos/{id}: only a point no inspection used. */
export async function destroy(req: Request, res: Response) {
  back(req, res)(await removePoint(pointId(req)));
}

/** POST /dashboard/inspeccion/puntos/{id}/mover ({direccion}). */
export async function mover(req: Request, res: Response) {
  const id = pointId(req);
  back(req, res)(await move(id, validate(moverPuntoSchema, req.body).direccion));
}
