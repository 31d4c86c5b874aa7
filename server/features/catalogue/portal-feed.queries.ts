import { publicCar } from './public-car.ts';
import { ESTADO_DISPONIBLE, ESTADO_RESERVADO } from '../../contracts/vehicle.ts';
import { db } from '../../db/client.ts';

/** One car of the feed as the query returns it: its own columns, its lookups' names and its ready photos' ids in order. */
export interface FeedRow {
  id: number;
  ref: string | null;
  slug: string;
  nombre: string;
  year: number;
  kilometros: number;
  potencia: number;
  color: string;
  puertas: number;
  plazas: number;
  eco_id: number | null;
  precio: number;
  precio_oferta: number | null;
  precio_anterior: number | null;
  precio_efectivo: number;
  cilindrada: number | null;
  cilindros: number | null;
  emisiones: number | null;
  combustible_id: number;
  garantia: string;
  garantia_id: number;
  sede_id: number;
  estado_id: number;
  caracteristicas: string | null;
  marca: string;
  modelo: string;
  combustible: string;
  cambio: string;
  carroceria: string;
  fotos: number[];
  /** Its inspection's day (YYYY-MM-DD), or null when it has none. */
  inspeccion: string | null;
}

/**
 * The whole feed in one query: the active, unsold cars (available or reserved, newest entry
 * first) with their lookups joined and their processed photos' ids aggregated in gallery order.
 */
export function feedRows(): Promise<FeedRow[]> {
  return db().$queryRaw<FeedRow[]>`
    WITH stock AS (
      SELECT c.id, c.ref, c.slug, c.nombre, c.year::int AS year, c.kilometros, c.potencia, c.color, c.puertas::int AS puertas,
             c.plazas::int AS plazas, c.eco_id::int AS eco_id, c.precio, c.precio_oferta,
             c.precio_anterior, c.precio_efectivo, c.cilindrada, c.cilindros::int AS cilindros, c.emisiones, c.combustible_id, c.sede_id::int AS sede_id, c.estado_id::int AS estado_id,
             c.caracteristicas, c.fecha_entrada,
             ma.nombre AS marca, mo.nombre AS modelo, cb.nombre AS combustible, ca.nombre AS cambio, ce.nombre AS carroceria,
             g.nombre AS garantia, c.garantia_id::int AS garantia_id, coalesce(f.fotos, '{}') AS fotos,
             to_char(i.fecha, 'YYYY-MM-DD') AS inspeccion
      FROM coches c
      JOIN marcas ma ON ma.id = c.marca_id
      JOIN modelos mo ON mo.id = c.modelo_id
      JOIN combustibles cb ON cb.id = c.combustible_id
      JOIN cambios ca ON ca.id = c.cambio_id
      JOIN carrocerias ce ON ce.id = c.carroceria_id
      JOIN garantias g ON g.id = c.garantia_id
      LEFT JOIN inspecciones i ON i.coche_id = c.id
      LEFT JOIN LATERAL (
        SELECT array_agg(p.id ORDER BY p.orden, p.id) AS fotos FROM fotos p WHERE p.coche_id = c.id AND p.width IS NOT NULL AND p.error IS NULL
      ) f ON true
      WHERE ${publicCar.sql} AND c.estado_id IN (${ESTADO_DISPONIBLE}, ${ESTADO_RESERVADO})
    )
    SELECT * FROM stock ORDER BY fecha_entrada DESC, id DESC`;
}
