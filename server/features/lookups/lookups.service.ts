import { lookupMessages, PROTECTED_LOOKUP_IDS, type LookupList } from '../../contracts/lookups.ts';
import { AppError, NotFoundError } from '../../lib/errors.ts';
import { fieldError } from '../../lib/validation.ts';
import { guardedDelete, unique } from '../brands/index.ts';
import { type CarColumn, carsUsing, carsUsingEach } from '../catalogue/index.ts';
import * as queries from './lookups.queries.ts';

/**
 * The rules of the lookup lists, as for brands: names unique ignoring case, nothing a car uses
 * is deleted (400), and the ids the code relies on are never deleted (400). The database's
 * unique and foreign keys back the checks up when two staff members race.
 */

export const isProtected = (list: LookupList, id: number) => PROTECTED_LOOKUP_IDS[list].includes(id);

/** The cars' column of each list. */
const CAR_COLUMN: Record<LookupList, CarColumn> = { carrocerias: 'carroceria_id', garantias: 'garantia_id', combustibles: 'combustible_id', cambios: 'cambio_id' };

/** A page of rows by name, each with the number of car rows using it (removed ones too). */
export async function rowsPage(list: LookupList, search: string, skip: number, take: number) {
  const rows = await queries.rowsPage(list, search, skip, take);
  const used = await carsUsingEach(CAR_COLUMN[list], rows.map((row) => row.id));
  return rows.map((row) => ({ id: row.id, nombre: row.nombre, coches: used.get(row.id) ?? 0 }));
}

export async function createRow(list: LookupList, nombre: string): Promise<void> {
  const messages = lookupMessages(list);
  if (await queries.nameTaken(list, nombre)) throw fieldError('nombre', messages.duplicate);
  await unique(() => queries.createRow(list, nombre), messages.duplicate);
}

export async function renameRow(list: LookupList, id: number, nombre: string): Promise<void> {
  const messages = lookupMessages(list);
  if (await queries.nameTaken(list, nombre, id)) throw fieldError('nombre', messages.duplicate);
  let found = false;
  await unique(async () => (found = await queries.renameRow(list, id, nombre)), messages.duplicate);
  if (!found) throw new NotFoundError(messages.notFound);
}

export function deleteRow(list: LookupList, id: number): Promise<void> {
  const messages = lookupMessages(list);
  if (isProtected(list, id)) throw new AppError(400, messages.protected);
  return guardedDelete(() => carsUsing(CAR_COLUMN[list], id), () => queries.deleteRow(list, id), messages.inUse, messages.notFound);
}
