import { db, type Prisma } from '../../db/client.ts';

/** A car's close-ups (coche_detalles): an inspection point's photo, or an imperfection's. */

export async function insertDetail(cocheId: number, clave: string): Promise<number> {
  return (await db().cocheDetalle.create({ data: { coche_id: cocheId, clave }, select: { id: true } })).id;
}

export function findDetail(id: number) {
  return db().cocheDetalle.findUnique({ where: { id }, select: { id: true, clave: true, width: true, height: true, error: true } });
}

export async function markDetailReady(id: number, size: { width: number; height: number }): Promise<boolean> {
  return (await db().cocheDetalle.updateMany({ where: { id }, data: size })).count > 0;
}

export async function markDetailFailed(id: number, reason: string): Promise<void> {
  await db().cocheDetalle.updateMany({ where: { id }, data: { error: reason.slice(0, 300) } });
}

/** Deletes close-ups; returns those deleted, for their files. */
export async function deleteDetails(ids: number[], tx: Prisma.TransactionClient = db()): Promise<{ id: number; clave: string }[]> {
  if (ids.length === 0) return [];
  return tx.$queryRaw<{ id: number; clave: string }[]>`DELETE FROM coche_detalles WHERE id = ANY(${ids}::int[]) RETURNING id, clave`;
}

/** The ids of the close-ups still waiting for the job, among `ids` (the housekeeping's). */
export async function processingDetails(ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db().cocheDetalle.findMany({ where: { id: { in: ids }, width: null, error: null }, select: { id: true } });
  return new Set(rows.map((row) => row.id));
}

/** The close-ups made before `before` that no inspection point or imperfection shows (theirs was replaced, or a retired point's answer went). */
export function orphanDetails(before: Date): Promise<number[]> {
  return db()
    .cocheDetalle.findMany({ where: { created_at: { lt: before }, resultado: { is: null }, imperfeccion: { is: null } }, select: { id: true } })
    .then((rows) => rows.map((row) => row.id));
}
