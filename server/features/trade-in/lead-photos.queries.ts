import { db, type Prisma } from '../../db/client.ts';

/** Ids for photos whose originals are stored before their rows (like reservePhotoIds for a car's). */
export async function reserveLeadPhotoIds(count: number): Promise<number[]> {
  const rows = await db().$queryRaw<{ id: number }[]>`SELECT nextval(pg_get_serial_sequence('lead_fotos', 'id'))::int AS id FROM generate_series(1, ${count}::int)`;
  return rows.map((row) => row.id);
}

export function insertLeadPhoto(tx: Prisma.TransactionClient, photo: { id: number; clave: string; lead_id: number; orden: number }) {
  return tx.leadFoto.create({ select: { id: true }, data: photo });
}

export function findLeadPhoto(id: number) {
  return db().leadFoto.findUnique({ where: { id }, select: { id: true, clave: true, width: true, error: true } });
}

/** Records a processed photo's size; false when its row is gone (its enquiry was deleted). */
export async function markLeadPhotoReady(id: number, size: { width: number; height: number }): Promise<boolean> {
  return (await db().leadFoto.updateMany({ where: { id }, data: size })).count > 0;
}

export async function markLeadPhotoFailed(id: number, error: string): Promise<void> {
  await db().leadFoto.updateMany({ where: { id, width: null }, data: { error } });
}

/** Of `ids`, the photos still to be processed (no size, no error), with their keys. */
export async function processingLeadPhotos(ids: number[]): Promise<Map<number, string>> {
  const rows = await db().leadFoto.findMany({ select: { id: true, clave: true }, where: { id: { in: ids }, width: null, error: null } });
  return new Map(rows.map((row) => [row.id, row.clave]));
}

/** Of `ids`, those that still have a row. */
export async function existingLeadPhotos(ids: number[]): Promise<Set<number>> {
  const rows = await db().leadFoto.findMany({ select: { id: true }, where: { id: { in: ids } } });
  return new Set(rows.map((row) => row.id));
}
