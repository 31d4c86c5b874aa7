import type { PrismaClient } from '../../server/db/client.ts';
import { BRANDS, CARROCERIAS, GARANTIAS } from './brands-and-lookups.ts';

/**
 * The demo's brands and models, and the ids of the fixed lookups the demo cars use. The fixed
 * lookups themselves (combustibles, cambios, carrocerías, garantías with the spec's ids) are
 * installed by the migration `*_lookups_fijos`, so a database without the demo has them too.
 * Inserts skip rows that already exist, so the seed can run again, or twice at once.
 */

export interface LookupIds {
  carroceria: ReadonlyMap<string, number>;
  garantia: ReadonlyMap<string, number>;
  marca: ReadonlyMap<string, number>;
  /** Keyed by `${marca}|${modelo}`. */
  modelo: ReadonlyMap<string, number>;
}

export async function seedLookups(prisma: PrismaClient): Promise<LookupIds> {
  const brandNames = BRANDS.map(([nombre]) => nombre);
  await prisma.marca.createMany({ data: brandNames.map((nombre) => ({ nombre })), skipDuplicates: true });
  const marcas = await prisma.marca.findMany({ where: { nombre: { in: brandNames } }, select: { id: true, nombre: true } });
  const marca = new Map(marcas.map((row) => [row.nombre, row.id]));
  const modelRows = BRANDS.flatMap(([brand, models]) => models.map(([nombre]) => ({ marca_id: marca.get(brand)!, nombre })));
  await prisma.modelo.createMany({ data: modelRows, skipDuplicates: true });
  const modelos = await prisma.modelo.findMany({
    where: { marca_id: { in: [...marca.values()] } },
    select: { id: true, nombre: true, marca: { select: { nombre: true } } },
  });

  return {
    carroceria: new Map(CARROCERIAS.map(([id, nombre]) => [nombre, id])),
    garantia: new Map(GARANTIAS.map(([id, nombre]) => [nombre, id])),
    marca,
    modelo: new Map(modelos.map((row) => [`${row.marca.nombre}|${row.nombre}`, row.id])),
  };
}
