import { BRAND_MESSAGES } from '../../contracts/brands.ts';
import { Prisma } from '../../db/client.ts';
import { AppError, NotFoundError } from '../../lib/errors.ts';
import { fieldError } from '../../lib/validation.ts';
import { carsUsing } from '../catalogue/index.ts';
import * as queries from './brands.queries.ts';

/**
 * The rules of brands and models: names unique ignoring case and punctuation, so that each has
 * a landing page of its own (a model's within its brand), and
 * nothing that cars use is deleted (a 400 with the spec's text). The database's unique and
 * foreign keys back both checks up when two staff members race.
 */

const isPrismaError = (error: unknown, code: string) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === code;

/** Runs a write; a unique-key violation (a twin written in between) becomes the duplicate message. */
export async function unique(write: () => Promise<unknown>, message: string): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (isPrismaError(error, 'P2002')) throw fieldError('nombre', message);
    throw error;
  }
}

export async function createMarca(nombre: string): Promise<void> {
  if (await queries.marcaNameTaken(nombre)) throw fieldError('nombre', BRAND_MESSAGES.brandDuplicate);
  await unique(() => queries.createMarca(nombre), BRAND_MESSAGES.brandDuplicate);
}

export async function createModelo(marcaId: number, nombre: string): Promise<void> {
  if (!(await queries.findMarca(marcaId))) throw fieldError('marca_id', 'La marca elegida no existe.');
  if (await queries.modeloNameTaken(marcaId, nombre)) throw fieldError('nombre', BRAND_MESSAGES.modelDuplicate);
  await unique(() => queries.createModelo(marcaId, nombre), BRAND_MESSAGES.modelDuplicate);
}

export async function renameMarca(id: number, nombre: string): Promise<void> {
  if (await queries.marcaNameTaken(nombre, id)) throw fieldError('nombre', BRAND_MESSAGES.brandDuplicate);
  let found = false;
  await unique(async () => (found = await queries.renameMarca(id, nombre)), BRAND_MESSAGES.brandDuplicate);
  if (!found) throw new NotFoundError('Marca no encontrada.');
}

export async function renameModelo(id: number, nombre: string): Promise<void> {
  const modelo = await queries.findModelo(id);
  if (!modelo) throw new NotFoundError('Modelo no encontrado.');
  if (await queries.modeloNameTaken(modelo.marca.id, nombre, id)) throw fieldError('nombre', BRAND_MESSAGES.modelDuplicate);
  await unique(() => queries.renameModelo(id, nombre), BRAND_MESSAGES.modelDuplicate);
}

/** Deletes unless a car (even a deleted one, whose row remains) uses it: then a 400. */
export async function guardedDelete(count: () => Promise<number>, remove: () => Promise<boolean>, inUse: string, missing: string): Promise<void> {
  if ((await count()) > 0) throw new AppError(400, inUse);
  try {
    if (!(await remove())) throw new NotFoundError(missing);
  } catch (error) {
    if (isPrismaError(error, 'P2003')) throw new AppError(400, inUse);
    throw error;
  }
}

export function deleteMarca(id: number): Promise<void> {
  return guardedDelete(() => carsUsing('marca_id', id), () => queries.deleteMarca(id), BRAND_MESSAGES.brandInUse, 'Marca no encontrada.');
}

export function deleteModelo(id: number): Promise<void> {
  return guardedDelete(() => carsUsing('modelo_id', id), () => queries.deleteModelo(id), BRAND_MESSAGES.modelInUse, 'Modelo no encontrado.');
}
