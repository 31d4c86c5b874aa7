import { db, transaction } from '../../db/client.ts';

/** A car's DGT report row (informes_dgt). */

export function carReport(cocheId: number) {
  return db().informeDgt.findUnique({ where: { coche_id: cocheId }, select: { coche_id: true, clave: true, bytes: true, publico: true, subido_at: true } });
}

/**
 * Stores the car's report, replacing the one before (which stays private or public as it was);
 * returns the replaced one's clave, whose file the caller removes (the hourly housekeeping removes
 * any file no row names).
 */
export function putReport(cocheId: number, clave: string, bytes: number): Promise<string | null> {
  return transaction(async (tx) => {
    const [before] = await tx.$queryRaw<{ clave: string }[]>`SELECT clave FROM informes_dgt WHERE coche_id = ${cocheId} FOR UPDATE`;
    await tx.$executeRaw`
      INSERT INTO informes_dgt (coche_id, clave, bytes) VALUES (${cocheId}, ${clave}, ${bytes})
      ON CONFLICT (coche_id) DO UPDATE SET clave = EXCLUDED.clave, bytes = EXCLUDED.bytes, subido_at = now()`;
    return before?.clave ?? null;
  });
}

/** Makes the report public or private; false when the car has none. */
export async function setReportPublic(cocheId: number, publico: boolean): Promise<boolean> {
  const { count } = await db().informeDgt.updateMany({ where: { coche_id: cocheId }, data: { publico } });
  return count > 0;
}

/** Deletes the car's report row; returns its clave, or null when it had none. */
export async function deleteReport(cocheId: number): Promise<string | null> {
  const [row] = await db().$queryRaw<{ clave: string }[]>`DELETE FROM informes_dgt WHERE coche_id = ${cocheId} RETURNING clave`;
  return row?.clave ?? null;
}
