import { slugify } from '../../server/contracts/slug.ts';
import { sql } from './e2e-db.ts';

/**
 * The landing page of the model with the most unsold public cars, worked out in SQL: the e2e
 * database's stock changes as other specs sell and edit cars.
 */
export async function busiestModel(): Promise<{ marca: string; modelo: string; count: number; path: string }> {
  const [row] = await sql<{ marca: string; modelo: string; count: number }>(
    `SELECT ma.nombre AS marca, mo.nombre AS modelo, count(*)::int AS count
     FROM coches c JOIN marcas ma ON ma.id = c.marca_id JOIN modelos mo ON mo.id = c.modelo_id
     WHERE c.activo AND c.deleted_at IS NULL AND c.estado_id IN (1, 2)
     GROUP BY ma.nombre, mo.nombre ORDER BY count DESC, ma.nombre, mo.nombre LIMIT 1`,
  );
  const { marca, modelo, count } = row!;
  return { marca, modelo, count, path: `/coches-segunda-mano/${slugify(marca)}/${slugify(modelo)}` };
}
