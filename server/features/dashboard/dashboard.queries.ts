import { db } from '../../db/client.ts';

/** How many of the public site's cars (active, not deleted) are in each estado_id. */
export async function stockByEstado(): Promise<Map<number, number>> {
  const groups = await db().coche.groupBy({
    by: ['estado_id'],
    where: { activo: true, deleted_at: null },
    _count: { _all: true },
  });
  return new Map(groups.map((group) => [group.estado_id, group._count._all]));
}
