import { db, type Prisma } from '../../db/client.ts';
import { sameName } from '../../contracts/slug.ts';
import { likeLiteral as literal } from '../../db/like.ts';

/** Brands and models of the back office (MarcasModelos, EditarMarca, EditarModelo). */

const lookup = { id: true, nombre: true } as const;
const modeloFields = { id: true, nombre: true, marca: { select: lookup } } as const;

const marcaWhere = (search: string): Prisma.MarcaWhereInput => (search ? { nombre: { contains: literal(search), mode: 'insensitive' } } : {});

/** A model matches on its own name or its brand's ('bmw' finds every BMW model). */
const modeloWhere = (search: string): Prisma.ModeloWhereInput =>
  search
    ? { OR: [{ nombre: { contains: literal(search), mode: 'insensitive' } }, { marca: { nombre: { contains: literal(search), mode: 'insensitive' } } }] }
    : {};

export function countMarcas(search: string): Promise<number> {
  return db().marca.count({ where: marcaWhere(search) });
}

export function marcasPage(search: string, skip: number, take: number) {
  return db().marca.findMany({ select: lookup, where: marcaWhere(search), orderBy: [{ nombre: 'asc' }, { id: 'asc' }], skip, take });
}

export function countModelos(search: string): Promise<number> {
  return db().modelo.count({ where: modeloWhere(search) });
}

export function modelosPage(search: string, skip: number, take: number) {
  return db().modelo.findMany({
    select: modeloFields,
    where: modeloWhere(search),
    orderBy: [{ marca: { nombre: 'asc' } }, { nombre: 'asc' }, { id: 'asc' }],
    skip,
    take,
  });
}

export type ModeloRecord = Awaited<ReturnType<typeof modelosPage>>[number];

export function allMarcas() {
  return db().marca.findMany({ select: lookup, orderBy: [{ nombre: 'asc' }, { id: 'asc' }] });
}

export function findMarca(id: number) {
  return db().marca.findUnique({ select: lookup, where: { id } });
}

export function findModelo(id: number) {
  return db().modelo.findUnique({ select: modeloFields, where: { id } });
}

/** Whether another brand already has this name (sameName); a few dozen rows. */
export async function marcaNameTaken(nombre: string, exceptId?: number): Promise<boolean> {
  const others = await db().marca.findMany({ select: { nombre: true }, where: exceptId ? { id: { not: exceptId } } : {} });
  return others.some((other) => sameName(other.nombre, nombre));
}

/** Whether another model of the same brand already has this name (sameName). */
export async function modeloNameTaken(marcaId: number, nombre: string, exceptId?: number): Promise<boolean> {
  const others = await db().modelo.findMany({ select: { nombre: true }, where: { marca_id: marcaId, ...(exceptId ? { id: { not: exceptId } } : {}) } });
  return others.some((other) => sameName(other.nombre, nombre));
}

export async function createMarca(nombre: string): Promise<void> {
  await db().marca.create({ select: { id: true }, data: { nombre } });
}

export async function createModelo(marcaId: number, nombre: string): Promise<void> {
  await db().modelo.create({ select: { id: true }, data: { marca_id: marcaId, nombre } });
}

/** Renames a brand; false when it does not exist. */
export async function renameMarca(id: number, nombre: string): Promise<boolean> {
  const { count } = await db().marca.updateMany({ where: { id }, data: { nombre } });
  return count === 1;
}

/** Renames a model; false when it does not exist. */
export async function renameModelo(id: number, nombre: string): Promise<boolean> {
  const { count } = await db().modelo.updateMany({ where: { id }, data: { nombre } });
  return count === 1;
}

/** Deletes a brand (its models go with it); false when it does not exist. */
export async function deleteMarca(id: number): Promise<boolean> {
  const { count } = await db().marca.deleteMany({ where: { id } });
  return count === 1;
}

export async function deleteModelo(id: number): Promise<boolean> {
  const { count } = await db().modelo.deleteMany({ where: { id } });
  return count === 1;
}
