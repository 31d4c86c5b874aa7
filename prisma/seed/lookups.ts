import type { PrismaClient } from '../../server/db/client.ts';
import { BRANDS, CAMBIOS, CARROCERIAS, COMBUSTIBLES, GARANTIAS } from './catalog.ts';

/**
 * Lookups with the spec's fixed ids, brands and models. Inserts skip rows that already exist
 * (by id or by unique name), so the seed can run again, or twice at once, without duplicates.
 */

export interface LookupIds {
  carroceria: ReadonlyMap<string, number>;
  garantia: ReadonlyMap<string, number>;
  marca: ReadonlyMap<string, number>;
  /** Keyed by `${marca}|${modelo}`. */
  modelo: ReadonlyMap<string, number>;
}

type Rows = readonly (readonly [number, string])[];

const rows = (list: Rows) => list.map(([id, nombre]) => ({ id, nombre }));

/** After inserting explicit ids, move the table's id sequence past them. */
async function syncSequence(prisma: PrismaClient, table: 'carrocerias' | 'cambios' | 'combustibles' | 'garantias'): Promise<void> {
  await prisma.$executeRawUnsafe(
    `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), GREATEST((SELECT MAX("id") FROM "${table}"), 1))`,
  );
}

export async function seedLookups(prisma: PrismaClient): Promise<LookupIds> {
  await prisma.carroceria.createMany({ data: rows(CARROCERIAS), skipDuplicates: true });
  await prisma.cambio.createMany({ data: rows(CAMBIOS), skipDuplicates: true });
  await prisma.combustible.createMany({ data: rows(COMBUSTIBLES), skipDuplicates: true });
  await prisma.garantia.createMany({ data: rows(GARANTIAS), skipDuplicates: true });
  for (const table of ['carrocerias', 'cambios', 'combustibles', 'garantias'] as const) await syncSequence(prisma, table);

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
