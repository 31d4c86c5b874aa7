import type { ImperfeccionStaff } from '../../contracts/car-history.ts';
import { db } from '../../db/client.ts';

/** The imperfections marked on a car's photos (imperfecciones), as staff keep them. */

/** The car's imperfections, by photo order and then as marked. */
export function carImperfections(cocheId: number): Promise<ImperfeccionStaff[]> {
  return db().$queryRaw<ImperfeccionStaff[]>`
    SELECT i.id, i.foto_id, i.x::float8 AS x, i.y::float8 AS y, i.nota
    FROM imperfecciones i JOIN fotos f ON f.id = i.foto_id
    WHERE f.coche_id = ${cocheId}
    ORDER BY f.orden, f.id, i.id`;
}

/** The photo's car and how many imperfections it carries; null when the photo is gone. */
export async function markablePhoto(fotoId: number): Promise<{ coche_id: number; marcadas: number } | null> {
  const [row] = await db().$queryRaw<{ coche_id: number; marcadas: number }[]>`
    SELECT f.coche_id, (SELECT count(*)::int FROM imperfecciones i WHERE i.foto_id = f.id) AS marcadas FROM fotos f WHERE f.id = ${fotoId}`;
  return row ?? null;
}

export async function insertImperfection(data: { foto_id: number; x: number; y: number; nota: string }): Promise<void> {
  await db().imperfeccion.create({ data });
}

/** Deletes an imperfection; returns its car, or null when it was gone. */
export async function deleteImperfection(id: number): Promise<number | null> {
  const [row] = await db().$queryRaw<{ coche_id: number }[]>`
    DELETE FROM imperfecciones i USING fotos f WHERE i.id = ${id} AND f.id = i.foto_id RETURNING f.coche_id`;
  return row?.coche_id ?? null;
}
