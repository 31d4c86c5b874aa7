import { db } from '../../db/client.ts';

/** A brand's models, or null when the brand does not exist. */
export function brandModels(marcaId: number) {
  return db().marca.findUnique({
    where: { id: marcaId },
    select: { id: true, modelos: { select: { id: true, nombre: true } } },
  });
}
