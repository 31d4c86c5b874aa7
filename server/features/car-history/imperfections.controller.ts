import type { Request, Response } from 'express';
import { imperfeccionSchema } from '../../contracts/car-history.ts';
import { route } from '../../contracts/routes.ts';
import { backWithOutcome } from '../../lib/flash.ts';
import { pathId } from '../../lib/path-id.ts';
import { validate } from '../../lib/validation.ts';
import { DETAIL_FIELD } from './details.service.ts';
import { markImperfection, removeImperfection } from './imperfections.service.ts';

const editPage = (cocheId: number) => route('coches.edit', { id: cocheId });

/** POST /dashboard/fotos/{id}/imperfecciones ({x, y, nota}, and an optional close-up `foto`: multipart). */
export async function store(req: Request, res: Response) {
  const fotoId = pathId(req, 'Esa foto ya no existe.');
  const form = validate(imperfeccionSchema, req.body);
  const files = req.files as Record<string, Express.Multer.File[]> | undefined;
  const { cocheId, outcome } = await markImperfection(fotoId, form, files?.[DETAIL_FIELD]?.[0]);
  backWithOutcome(req, res, outcome, editPage(cocheId));
}

/** DELETE /dashboard/imperfecciones/{id}. */
export async function destroy(req: Request, res: Response) {
  const { cocheId, outcome } = await removeImperfection(pathId(req, 'Imperfección no encontrada.'));
  backWithOutcome(req, res, outcome, editPage(cocheId));
}
