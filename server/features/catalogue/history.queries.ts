import { type EstadoPunto, type Imperfeccion, type InspeccionResumen, type LecturaKmPublica, type Medida, type Seccion, SECCION_KEYS } from '../../contracts/car-history.ts';
import type { CarCondition } from '../../contracts/car-condition.ts';
import { db } from '../../db/client.ts';
import { detailPhotoUrls } from '../../media/storage.ts';
import { publicCar } from './public-car.ts';

/** A public car's history as its page shows it: the inspection's figures and its checklist, the odometer readings, the DGT report, the imperfections on its photos. */

/** The car's inspection in figures; null when it has none. */
export async function inspectionSummary(cocheId: number): Promise<InspeccionResumen | null> {
  const [row] = await db().$queryRaw<InspeccionResumen[]>`
    SELECT to_char(i.fecha, 'YYYY-MM-DD') AS fecha, count(*)::int AS puntos,
      count(*) FILTER (WHERE r.estado = 'reparado')::int AS reparados, count(*) FILTER (WHERE r.estado = 'atencion')::int AS atencion
    FROM inspecciones i JOIN inspeccion_resultados r ON r.inspeccion_id = i.id
    WHERE i.coche_id = ${cocheId} GROUP BY i.fecha`;
  return row ?? null;
}

export interface ChecklistRow {
  fecha: string;
  seccion: Seccion;
  clave: string | null;
  nombre: string;
  medida: Medida | null;
  estado: EstadoPunto;
  valor: number | null;
  nota: string | null;
  detalle_id: number | null;
  clave_foto: string | null;
  ancho_foto: number | null;
}

/** Every answered point of a public car's inspection, by section and the template's order; none when the car is not public or not inspected. */
export function checklistRows(slug: string): Promise<ChecklistRow[]> {
  return db().$queryRaw<ChecklistRow[]>`
    SELECT to_char(i.fecha, 'YYYY-MM-DD') AS fecha, p.seccion, p.clave, p.nombre, p.medida, r.estado, r.valor::float8 AS valor, r.nota,
           d.id AS detalle_id, d.clave AS clave_foto, d.width AS ancho_foto
    FROM coches c
    JOIN inspecciones i ON i.coche_id = c.id
    JOIN inspeccion_resultados r ON r.inspeccion_id = i.id
    JOIN inspeccion_puntos p ON p.id = r.punto_id
    LEFT JOIN coche_detalles d ON d.id = r.detalle_id
    WHERE c.slug = ${slug} AND ${publicCar.sql}
    ORDER BY array_position(${SECCION_KEYS}::varchar[], p.seccion), p.orden, p.id`;
}

/** The car's odometer readings by day. */
export function mileageReadings(cocheId: number): Promise<LecturaKmPublica[]> {
  return db().$queryRaw<LecturaKmPublica[]>`
    SELECT to_char(fecha, 'YYYY-MM-DD') AS fecha, km, fuente, explicacion FROM lecturas_km WHERE coche_id = ${cocheId} ORDER BY fecha, id`;
}

/** Whether the car has a DGT report staff made public. */
export async function hasPublicReport(cocheId: number): Promise<boolean> {
  return (await db().informeDgt.count({ where: { coche_id: cocheId, publico: true } })) > 0;
}

/** The public DGT report of a public car, or null: a private report, or a car off the site, has none. */
export async function publicReport(slug: string): Promise<{ coche_id: number; clave: string } | null> {
  const [row] = await db().$queryRaw<{ coche_id: number; clave: string }[]>`
    SELECT d.coche_id, d.clave FROM coches c JOIN informes_dgt d ON d.coche_id = c.id
    WHERE c.slug = ${slug} AND d.publico AND ${publicCar.sql}`;
  return row ?? null;
}

/** The imperfections on the car's photos the page shows (ready ones), by photo order and then as marked, with their close-ups. */
export async function photoImperfections(cocheId: number): Promise<Imperfeccion[]> {
  const rows = await db().$queryRaw<(Omit<Imperfeccion, 'foto'> & { detalle_id: number | null; clave: string | null; width: number | null })[]>`
    SELECT i.foto_id, i.x::float8 AS x, i.y::float8 AS y, i.nota, d.id AS detalle_id, d.clave, d.width
    FROM imperfecciones i JOIN fotos f ON f.id = i.foto_id LEFT JOIN coche_detalles d ON d.id = i.detalle_id
    WHERE f.coche_id = ${cocheId} AND f.width IS NOT NULL
    ORDER BY f.orden, f.id, i.id`;
  return rows.map(({ detalle_id, clave, width, ...row }) => ({ ...row, foto: detailPhotoUrls({ id: detalle_id, clave, width }) }));
}

/** The car's condition as a buyer is told it in writing (contracts/car-condition.ts): its inspection's day and points, the points to watch and the imperfections marked. */
export async function carCondition(cocheId: number): Promise<CarCondition> {
  const [summary, defectos] = await Promise.all([
    inspectionSummary(cocheId),
    db().$queryRaw<{ clave: string | null; nombre: string | null; nota: string | null }[]>`
      SELECT p.clave, p.nombre, r.nota, 0 AS grupo, array_position(${SECCION_KEYS}::varchar[], p.seccion) AS seccion, p.orden AS orden, p.id AS id
      FROM inspecciones i JOIN inspeccion_resultados r ON r.inspeccion_id = i.id JOIN inspeccion_puntos p ON p.id = r.punto_id
      WHERE i.coche_id = ${cocheId} AND r.estado = 'atencion'
      UNION ALL
      SELECT NULL, NULL, m.nota, 1, 0, f.orden, m.id FROM imperfecciones m JOIN fotos f ON f.id = m.foto_id WHERE f.coche_id = ${cocheId} AND f.width IS NOT NULL
      ORDER BY grupo, seccion, orden, id`,
  ]);
  return {
    inspeccion: summary && { fecha: summary.fecha, puntos: summary.puntos },
    defectos: defectos.map((row) => ({ punto: row.nombre === null ? null : { clave: row.clave, nombre: row.nombre }, nota: row.nota })),
  };
}
