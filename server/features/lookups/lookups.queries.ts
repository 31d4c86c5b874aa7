import type { LookupList } from '../../contracts/lookups.ts';
import { db } from '../../db/client.ts';

/**
 * The four lookup tables share one shape (id, nombre), so one set of queries serves
 * them all through the table's Prisma delegate. Names compare ignoring case, as the unique
 * indexes of the *_listas_nombres_unicos migration do.
 */

interface Row {
  id: number;
  nombre: string;
}

/** The part of a lookup model's delegate these queries use (the four are identical in shape). */
interface LookupTable {
  count(args: { where?: object }): Promise<number>;
  findMany(args: object): Promise<Row[]>;
  findUnique(args: object): Promise<Row | null>;
  findFirst(args: object): Promise<Row | null>;
  create(args: object): Promise<Row>;
  updateMany(args: object): Promise<{ count: number }>;
  deleteMany(args: object): Promise<{ count: number }>;
}

function table(list: LookupList): LookupTable {
  const client = db();
  const tables = { carrocerias: client.carroceria, garantias: client.garantia, combustibles: client.combustible, cambios: client.cambio };
  return tables[list] as unknown as LookupTable;
}

const matching = (search: string) => (search ? { nombre: { contains: search, mode: 'insensitive' } } : {});

export function countRows(list: LookupList, search: string): Promise<number> {
  return table(list).count({ where: matching(search) });
}

/** A page of rows by name. */
export function rowsPage(list: LookupList, search: string, skip: number, take: number): Promise<Row[]> {
  return table(list).findMany({ where: matching(search), select: { id: true, nombre: true }, orderBy: [{ nombre: 'asc' }, { id: 'asc' }], skip, take });
}

export function findRow(list: LookupList, id: number): Promise<Row | null> {
  return table(list).findUnique({ where: { id }, select: { id: true, nombre: true } });
}

export async function nameTaken(list: LookupList, nombre: string, exceptId?: number): Promise<boolean> {
  const twin = await table(list).findFirst({ where: { nombre: { equals: nombre, mode: 'insensitive' }, ...(exceptId ? { id: { not: exceptId } } : {}) }, select: { id: true, nombre: true } });
  return twin !== null;
}

export async function createRow(list: LookupList, nombre: string): Promise<void> {
  await table(list).create({ data: { nombre }, select: { id: true, nombre: true } });
}

export async function renameRow(list: LookupList, id: number, nombre: string): Promise<boolean> {
  return (await table(list).updateMany({ where: { id }, data: { nombre } })).count === 1;
}

export async function deleteRow(list: LookupList, id: number): Promise<boolean> {
  return (await table(list).deleteMany({ where: { id } })).count === 1;
}
