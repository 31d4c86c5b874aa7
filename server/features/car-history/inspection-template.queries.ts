import { type Medida, type PuntoForm, type Seccion, SECCION_KEYS } from '../../contracts/car-history.ts';
import { db, transaction } from '../../db/client.ts';

/** The inspection template (inspeccion_puntos): its points by section and order, and their changes. */

export interface PuntoRow {
  id: number;
  seccion: Seccion;
  nombre: string;
  clave: string | null;
  medida: Medida | null;
  activo: boolean;
  usado: boolean;
}

/** Every point, by section and order, with whether an inspection used it. */
export function templatePoints(): Promise<PuntoRow[]> {
  return db().$queryRaw<PuntoRow[]>`
    SELECT p.id, p.seccion, p.nombre, p.clave, p.medida, p.activo,
      EXISTS (SELECT 1 FROM inspeccion_resultados r WHERE r.punto_id = p.id) AS usado
    FROM inspeccion_puntos p
    ORDER BY array_position(${SECCION_KEYS}::varchar[], p.seccion), p.orden, p.id`;
}

export function findPoint(id: number) {
  return db().inspeccionPunto.findUnique({ where: { id }, select: { id: true, seccion: true, nombre: true, activo: true, orden: true } });
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

/** Renames a point and sets its figure; a seeded point renamed keeps its clave (its translations name the same check). */
export async function updatePoint(id: number, form: PuntoForm): Promise<void> {
  await db().inspeccionPunto.update({ where: { id }, data: { seccion: form.seccion, nombre: form.nombre, medida: form.medida || null }, select: { id: true } });
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

/** Moves a point one place up or down its section (numbering the section afresh); false when it is already first or last. */
export function movePoint(id: number, direccion: 'arriba' | 'abajo'): Promise<boolean> {
  return transaction(async (tx) => {
    const section = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM inspeccion_puntos WHERE seccion = (SELECT seccion FROM inspeccion_puntos WHERE id = ${id}) ORDER BY orden, id FOR UPDATE`;
    const ids = section.map((row) => row.id);
    const from = ids.indexOf(id);
    const to = direccion === 'arriba' ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= ids.length) return false;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    await tx.$executeRaw`UPDATE inspeccion_puntos p SET orden = o.n FROM unnest(${ids}::int[]) WITH ORDINALITY AS o(id, n) WHERE p.id = o.id`;
    return true;
  });
}
