import { db } from '../../db/client.ts';

/** Every brand (a dozen rows): the brand page matches the path against their names. */
export function allBrands() {
  return db().marca.findMany({ select: { id: true, nombre: true } });
}

/** A brand's models, or null when the brand does not exist. */
export function brandModels(marcaId: number) {
  return db().marca.findUnique({
    where: { id: marcaId },
    select: { id: true, modelos: { select: { id: true, nombre: true } } },
  });
}
