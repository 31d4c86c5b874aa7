import { publicCar } from './public-car.ts';
import { FEW_ENQUIRIES, FEW_VISITS_PER_DAY, PRICE_CHANGE_GRACE_DAYS, REVIEW_AFTER_DAYS } from '../../contracts/stock-aging.ts';
import { ESTADO_DISPONIBLE, ESTADO_RESERVADO } from '../../contracts/vehicle.ts';
import { CANARY_TODAY, canaryDay } from '../../db/canary-day.ts';
import { db, Prisma } from '../../db/client.ts';

/**
 * The aging report's reads. Days in stock are calendar days in the Canary Islands from
 * fecha_entrada (the car's real entry; 'renovar' moves created_at only) to today: a car that
 * entered yesterday has 1.
 */

const STOCK = Prisma.sql`
  SELECT c.id, c.sede_id::int AS sede_id, c.marca_id,
         greatest(0, ${CANARY_TODAY} - ${canaryDay(Prisma.sql`c.fecha_entrada`)})::int AS dias
  FROM coches c
  WHERE ${publicCar.sql} AND c.estado_id IN (${ESTADO_DISPONIBLE}, ${ESTADO_RESERVADO})`;

const TRAMO = Prisma.sql`CASE WHEN dias <= 30 THEN 'd0_30' WHEN dias <= 60 THEN 'd31_60' WHEN dias <= 90 THEN 'd61_90' ELSE 'd90' END`;

export interface AgingGroup {
  /** Which grouping the row belongs to: the branch's, or the brand's. */
  eje: 'sede' | 'marca';
  sede_id: number | null;
  marca: string | null;
  tramo: string;
  coches: number;
  dias: number;
}

/** Cars and their summed days per bracket, per branch and per brand (one grouped query). */
export function agingGroups(): Promise<AgingGroup[]> {
  return db().$queryRaw<AgingGroup[]>`
    WITH stock AS (${STOCK})
    SELECT CASE WHEN GROUPING(s.sede_id) = 0 THEN 'sede' ELSE 'marca' END AS eje, s.sede_id, m.nombre AS marca, ${TRAMO} AS tramo,
           count(*)::int AS coches, sum(s.dias)::int AS dias
    FROM stock s JOIN marcas m ON m.id = s.marca_id
    GROUP BY GROUPING SETS ((s.sede_id, tramo), (m.nombre, tramo))`;
}

/**
 * A car whose price to review: past REVIEW_AFTER_DAYS, with few enquiries or few visits a day,
 * and no price change in the last PRICE_CHANGE_GRACE_DAYS (a cut just made needs time to work).
 */
const REVIEW = Prisma.sql`s.dias > ${REVIEW_AFTER_DAYS} AND (c.num_contactos < ${FEW_ENQUIRIES} OR c.numbook < ${FEW_VISITS_PER_DAY} * s.dias)
  AND NOT EXISTS (SELECT 1 FROM precio_historial h WHERE h.coche_id = c.id AND h.created_at > now() - make_interval(days => ${PRICE_CHANGE_GRACE_DAYS}))`;

export function countPriceReviews(): Promise<number> {
  return db()
    .$queryRaw<{ n: number }[]>`WITH stock AS (${STOCK}) SELECT count(*)::int AS n FROM stock s JOIN coches c ON c.id = s.id WHERE ${REVIEW}`
    .then((rows) => rows[0]?.n ?? 0);
}

export interface ReviewRow {
  id: number;
  slug: string;
  nombre: string;
  marca: string;
  modelo: string;
  sede_id: number;
  dias: number;
  precio: number;
  visitas: number;
  contactos: number;
}

/** The cars whose price to review, longest in stock first. */
export function priceReviews(skip: number, take: number): Promise<ReviewRow[]> {
  return db().$queryRaw<ReviewRow[]>`
    WITH stock AS (${STOCK})
    SELECT c.id, c.slug, c.nombre, ma.nombre AS marca, mo.nombre AS modelo, s.sede_id, s.dias, c.precio_efectivo AS precio, c.numbook AS visitas, c.num_contactos AS contactos
    FROM stock s JOIN coches c ON c.id = s.id JOIN marcas ma ON ma.id = c.marca_id JOIN modelos mo ON mo.id = c.modelo_id
    WHERE ${REVIEW}
    ORDER BY s.dias DESC, c.id
    OFFSET ${skip} LIMIT ${take}`;
}

export interface AgingExportRow extends ReviewRow {
  ref: string | null;
  /** The entry's Canary calendar date, YYYY-MM-DD (the day the days in stock count from). */
  fecha_entrada: string;
  revisar: boolean;
}

/** Every car of the report, longest in stock first, for the CSV. */
export function agingExport(): Promise<AgingExportRow[]> {
  return db().$queryRaw<AgingExportRow[]>`
    WITH stock AS (${STOCK})
    SELECT c.id, c.ref, c.slug, c.nombre, ma.nombre AS marca, mo.nombre AS modelo, s.sede_id, s.dias,
           to_char(${canaryDay(Prisma.sql`c.fecha_entrada`)}, 'YYYY-MM-DD') AS fecha_entrada,
           c.precio_efectivo AS precio, c.numbook AS visitas, c.num_contactos AS contactos, (${REVIEW}) AS revisar
    FROM stock s JOIN coches c ON c.id = s.id JOIN marcas ma ON ma.id = c.marca_id JOIN modelos mo ON mo.id = c.modelo_id
    ORDER BY s.dias DESC, c.id`;
}
