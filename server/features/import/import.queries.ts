import { db, type Prisma } from '../../db/client.ts';
import { sameName } from '../../contracts/slug.ts';

/** The import's database work: lookups by name, brands and models found or created, cars by ref. */

export type Tx = Prisma.TransactionClient;

export interface Lookups {
  carroceria: { id: number; nombre: string }[];
  combustible: { id: number; nombre: string }[];
  cambio: { id: number; nombre: string }[];
  garantia: { id: number; nombre: string }[];
}

export async function allLookups(): Promise<Lookups> {
  const select = { id: true, nombre: true } as const;
  const [carroceria, combustible, cambio, garantia] = await Promise.all([
    db().carroceria.findMany({ select }),
    db().combustible.findMany({ select }),
    db().cambio.findMany({ select }),
    db().garantia.findMany({ select }),
  ]);
  return { carroceria, combustible, cambio, garantia };
}

/**
 * One transaction for the whole file: all rows or none. Its timeout is long, because the photos
 * of every row are encoded inside it, one at a time.
 */
export function inImportTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  return db().$transaction(work, { timeout: 6 * 60 * 60_000, maxWait: 30_000 });
}

/** The brand of that name (in any case, accents or punctuation: sameName), created when missing; its id. */
export async function marcaId(tx: Tx, nombre: string): Promise<number> {
  const found = (await tx.marca.findMany({ select: { id: true, nombre: true }, orderBy: { id: 'asc' } })).find((marca) => sameName(marca.nombre, nombre));
  return found?.id ?? (await tx.marca.create({ select: { id: true }, data: { nombre } })).id;
}

/** The model of that name in the brand (in any case, accents or punctuation: sameName), created when missing; its id. */
export async function modeloId(tx: Tx, marca: number, nombre: string): Promise<number> {
  const models = await tx.modelo.findMany({ select: { id: true, nombre: true }, where: { marca_id: marca }, orderBy: { id: 'asc' } });
  return models.find((modelo) => sameName(modelo.nombre, nombre))?.id ?? (await tx.modelo.create({ select: { id: true }, data: { marca_id: marca, nombre } })).id;
}

/** The car of a ref, its prices locked until the transaction ends, with how many photos it has. */
/** The id of the car with this ref, without locking it; null for a new one. */
export async function carIdByRef(tx: Tx, ref: string): Promise<number | null> {
  const [row] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM coches WHERE ref = ${ref}`;
  return row?.id ?? null;
}

export async function carByRef(tx: Tx, ref: string) {
  const [row] = await tx.$queryRaw<{ id: number; precio: number; precio_oferta: number | null; fecha_entrada: Date; fotos: number }[]>`
    SELECT c.id, c.precio, c.precio_oferta, c.fecha_entrada, (SELECT count(*)::int FROM fotos f WHERE f.coche_id = c.id) AS fotos
    FROM coches c WHERE c.ref = ${ref} FOR UPDATE`;
  return row ?? null;
}


/** How many of these refs already have a car (a dry run's "to update"). */
export function countCarsWithRefs(refs: string[]): Promise<number> {
  return db().coche.count({ where: { ref: { in: refs } } });
}
