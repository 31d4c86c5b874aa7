import { type Medida, type PuntoEdicion, type PuntoForm, type PuntoPlantilla, type Seccion, SECCION_KEYS } from '../../contracts/car-history.ts';
import { db, transaction } from '../../db/client.ts';

/** The inspection template (inspeccion_puntos): its points by section and order, and their changes. */

/** Every point, by section, the active ones in their order then the retired, with whether an inspection used it. */
export function templatePoints(): Promise<PuntoPlantilla[]> {
  return db().$queryRaw<PuntoPlantilla[]>`
    SELECT p.id, p.seccion, p.nombre, p.medida, p.activo,
      EXISTS (SELECT 1 FROM inspeccion_resultados r WHERE r.punto_id = p.id) AS usado
    FROM inspeccion_puntos p
    ORDER BY array_position(${SECCION_KEYS}::varchar[], p.seccion), NOT p.activo, p.orden, p.id`;
}

export async function findPoint(id: number) {
  const [point] = await db().$queryRaw<{ seccion: Seccion; medida: Medida | null; activo: boolean; usado: boolean }[]>`
    SELECT p.seccion, p.medida, p.activo, EXISTS (SELECT 1 FROM inspeccion_resultados r WHERE r.punto_id = p.id) AS usado
    FROM inspeccion_puntos p WHERE p.id = ${id}`;
  return point ?? null;
}

/** Whether another point of the section has this name (case and accents as typed, spaces ignored). */
export async function nameTaken(seccion: string, nombre: string, exceptId: number | null): Promise<boolean> {
  const rows = await db().$queryRaw<{ id: number }[]>`
    SELECT id FROM inspeccion_puntos WHERE seccion = ${seccion} AND lower(btrim(nombre)) = lower(${nombre}) AND id <> ${exceptId ?? 0} LIMIT 1`;
  return rows.length > 0;
}

/** A new point, last of its section. */
export async function insertPoint(form: PuntoForm): Promise<void> {
  await db().$executeRaw`
    INSERT INTO inspeccion_puntos (seccion, nombre, medida, orden)
    SELECT ${form.seccion}, ${form.nombre}, ${form.medida || null}, COALESCE(max(orden), 0) + 1 FROM inspeccion_puntos WHERE seccion = ${form.seccion}`;
}

/**
 * Renames a point and sets its figure. A seeded point renamed loses its clave: its translations
 * named the old check, so the other languages show the new Spanish name.
 */
export async function updatePoint(id: number, form: PuntoEdicion): Promise<void> {
  await db().$executeRaw`
    UPDATE inspeccion_puntos SET clave = CASE WHEN nombre = ${form.nombre} THEN clave END, nombre = ${form.nombre}, medida = ${form.medida || null} WHERE id = ${id}`;
}

export async function setPointActive(id: number, activo: boolean): Promise<void> {
  await db().inspeccionPunto.update({ where: { id }, data: { activo }, select: { id: true } });
}

/** Deletes a point no inspection used; false when one did meanwhile (the foreign key refuses it). */
export async function deleteUnusedPoint(id: number): Promise<boolean> {
  const deleted = await db().$executeRaw`
    DELETE FROM inspeccion_puntos p WHERE p.id = ${id} AND NOT EXISTS (SELECT 1 FROM inspeccion_resultados r WHERE r.punto_id = p.id)`;
  return deleted > 0;
}

/** Moves an active point one place up or down among its section's active points (numbering them afresh); false when it is already first or last. */
export function movePoint(id: number, direccion: 'arriba' | 'abajo'): Promise<boolean> {
  return transaction(async (tx) => {
    const section = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM inspeccion_puntos WHERE activo AND seccion = (SELECT seccion FROM inspeccion_puntos WHERE id = ${id}) ORDER BY orden, id FOR UPDATE`;
    const ids = section.map((row) => row.id);
    const from = ids.indexOf(id);
    const to = direccion === 'arriba' ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= ids.length) return false;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    await tx.$executeRaw`UPDATE inspeccion_puntos p SET orden = o.n FROM unnest(${ids}::int[]) WITH ORDINALITY AS o(id, n) WHERE p.id = o.id`;
    return true;
  });
}
