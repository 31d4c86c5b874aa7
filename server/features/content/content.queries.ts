import { db } from '../../db/client.ts';
import { ESTADO_VENDIDO } from '../../contracts/vehicle.ts';

/** Brands with at least one public car for sale (available or reserved), by name: the 'Pedir cita' choices. */
export function brandsWithStock() {
  return db().marca.findMany({
    select: { id: true, nombre: true },
    where: { coches: { some: { activo: true, deleted_at: null, estado_id: { not: ESTADO_VENDIDO } } } },
    orderBy: { nombre: 'asc' },
  });
}
