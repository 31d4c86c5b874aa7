import type { ImperfeccionStaff } from '../../contracts/car-history.ts';
import { db } from '../../db/client.ts';
import { detailPhotoUrls } from '../../media/storage.ts';

/** The imperfections marked on a car's photos (imperfecciones), as staff keep them. */

/** The car's imperfections, by photo order and then as marked, with their close-ups. */
export async function carImperfections(cocheId: number): Promise<ImperfeccionStaff[]> {
  const rows = await db().$queryRaw<(Omit<ImperfeccionStaff, 'foto'> & { detalle_id: number | null; clave: string | null; width: number | null })[]>`
    SELECT i.id, i.foto_id, i.x::float8 AS x, i.y::float8 AS y, i.nota, d.id AS detalle_id, d.clave, d.width
    FROM imperfecciones i JOIN fotos f ON f.id = i.foto_id LEFT JOIN coche_detalles d ON d.id = i.detalle_id
    WHERE f.coche_id = ${cocheId}
    ORDER BY f.orden, f.id, i.id`;
  return rows.map(({ detalle_id, clave, width, ...row }) => ({ ...row, foto: detailPhotoUrls({ id: detalle_id, clave, width }) }));
}

/** The photo's car and how many imperfections it carries; null when the photo is gone. */
export async function markablePhoto(fotoId: number): Promise<{ coche_id: number; marcadas: number } | null> {
  const [row] = await db().$queryRaw<{ coche_id: number; marcadas: number }[]>`
    SELECT f.coche_id, (SELECT count(*)::int FROM imperfecciones i WHERE i.foto_id = f.id) AS marcadas FROM fotos f WHERE f.id = ${fotoId}`;
  return row ?? null;
}

export async function insertImperfection(data: { foto_id: number; x: number; y: number; nota: string; detalle_id: number | null }): Promise<void> {
  await db().imperfeccion.create({ data });
}

/** Deletes an imperfection; returns its car and its close-up, or null when it was gone. */
export async function deleteImperfection(id: number): Promise<{ coche_id: number; detalle_id: number | null } | null> {
  const [row] = await db().$queryRaw<{ coche_id: number; detalle_id: number | null }[]>`
    DELETE FROM imperfecciones i USING fotos f WHERE i.id = ${id} AND f.id = i.foto_id RETURNING f.coche_id, i.detalle_id`;
  return row ?? null;
}
