import { db } from '../../db/client.ts';

/** Cars in the stock (not deleted) per state: 1 NORMAL, 2 RESERVADO, 3 VENDIDO; one grouped count. */
export async function stockCounts(): Promise<Record<1 | 2 | 3, number>> {
  const groups = await db().coche.groupBy({ by: ['estado_id'], where: { deleted_at: null }, _count: { _all: true } });
  const count = (estado: number) => groups.find((group) => group.estado_id === estado)?._count._all ?? 0;
  return { 1: count(1), 2: count(2), 3: count(3) };
}
