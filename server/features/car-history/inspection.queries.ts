import { type EstadoPunto, SECCION_KEYS } from '../../contracts/car-history.ts';
import { db, transaction } from '../../db/client.ts';
import { detailPhotoUrls } from '../../media/storage.ts';

/** A car's inspection (inspecciones, inspeccion_resultados) as staff fill it in. */

export interface SavedResult {
  punto_id: number;
  estado: EstadoPunto;
  valor: string | null;
  nota: string | null;
}

/** The car's inspection, with its results; null before the first. */
export async function carInspection(cocheId: number) {
  const inspection = await db().inspeccion.findUnique({
    where: { coche_id: cocheId },
    select: { id: true, fecha: true, inspector: true, updated_at: true },
  });
  if (!inspection) return null;
  const results = await db().$queryRaw<SavedResult[]>`
    SELECT punto_id, estado, valor::text AS valor, nota FROM inspeccion_resultados WHERE inspeccion_id = ${inspection.id}`;
  return { ...inspection, results };
}

/** The template's active points, and the retired ones this car's inspection answered (after them, in their section). */
export function pointsToAnswer(cocheId: number) {
  return db().$queryRaw<{ id: number; seccion: string; nombre: string; medida: string | null; activo: boolean }[]>`
    SELECT p.id, p.seccion, p.nombre, p.medida, p.activo FROM inspeccion_puntos p
    WHERE p.activo OR EXISTS (
      SELECT 1 FROM inspeccion_resultados r JOIN inspecciones i ON i.id = r.inspeccion_id WHERE r.punto_id = p.id AND i.coche_id = ${cocheId})
    ORDER BY array_position(${SECCION_KEYS}::varchar[], p.seccion), NOT p.activo, p.orden, p.id`;
}

export interface ResultToSave {
  punto_id: number;
  estado: EstadoPunto;
  valor: number | null;
  nota: string | null;
}

/**
 * Stores the car's inspection: who and when, and every point's answer. A point answered before
 * keeps its photo; a retired point left unanswered goes.
 */
export function storeInspection(cocheId: number, by: { id: number; name: string }, fecha: string, results: ResultToSave[]): Promise<void> {
  return transaction(async (tx) => {
    const [inspection] = await tx.$queryRaw<{ id: number }[]>`
      INSERT INTO inspecciones (coche_id, user_id, inspector, fecha, updated_at) VALUES (${cocheId}, ${by.id}, ${by.name}, ${fecha}::date, now())
      ON CONFLICT (coche_id) DO UPDATE SET user_id = EXCLUDED.user_id, inspector = EXCLUDED.inspector, fecha = EXCLUDED.fecha, updated_at = now()
      RETURNING id`;
    const id = inspection!.id;
    const puntos = results.map((row) => row.punto_id);
    await tx.$executeRaw`DELETE FROM inspeccion_resultados WHERE inspeccion_id = ${id} AND NOT (punto_id = ANY(${puntos}::int[]))`;
    await tx.$executeRaw`
      INSERT INTO inspeccion_resultados (inspeccion_id, punto_id, estado, valor, nota)
      SELECT ${id}, r.punto_id, r.estado, r.valor, r.nota
      FROM unnest(${puntos}::int[], ${results.map((row) => row.estado)}::varchar[], ${results.map((row) => row.valor)}::numeric[], ${results.map((row) => row.nota)}::varchar[])
        AS r(punto_id, estado, valor, nota)
      ON CONFLICT (inspeccion_id, punto_id) DO UPDATE SET estado = EXCLUDED.estado, valor = EXCLUDED.valor, nota = EXCLUDED.nota`;
  });
}

/** The saved result of a car's point: its inspection and its close-up; null when the car's inspection has not answered it. */
export async function savedResult(cocheId: number, puntoId: number): Promise<{ inspeccion_id: number; detalle_id: number | null } | null> {
  const [row] = await db().$queryRaw<{ inspeccion_id: number; detalle_id: number | null }[]>`
    SELECT r.inspeccion_id, r.detalle_id FROM inspeccion_resultados r JOIN inspecciones i ON i.id = r.inspeccion_id
    WHERE i.coche_id = ${cocheId} AND r.punto_id = ${puntoId}`;
  return row ?? null;
}

export async function setResultDetail(inspeccionId: number, puntoId: number, detalleId: number | null): Promise<void> {
  await db().inspeccionResultado.update({ where: { inspeccion_id_punto_id: { inspeccion_id: inspeccionId, punto_id: puntoId } }, data: { detalle_id: detalleId } });
}

/** The close-ups of a car's inspection by point id: a made one's thumbnail, or null while it is being made. */
export async function resultPhotos(cocheId: number): Promise<Record<string, { thumbUrl: string | null; error: string | null }>> {
  const rows = await db().$queryRaw<{ punto_id: number; id: number; clave: string; width: number | null; error: string | null }[]>`
    SELECT r.punto_id, d.id, d.clave, d.width, d.error
    FROM inspeccion_resultados r JOIN inspecciones i ON i.id = r.inspeccion_id JOIN coche_detalles d ON d.id = r.detalle_id
    WHERE i.coche_id = ${cocheId}`;
  return Object.fromEntries(rows.map((row) => [String(row.punto_id), { thumbUrl: detailPhotoUrls(row)?.thumbUrl ?? null, error: row.error }]));
}
