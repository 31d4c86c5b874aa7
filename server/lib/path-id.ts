import type { Request } from 'express';
import { parseId } from '../contracts/search.ts';
import { NotFoundError } from './errors.ts';

/**
 * A row's id from the request path (`:id`, or the parameter named): anything but a positive
 * integer is the 404 page, with `missing` as its text ('Vehículo no encontrado.').
 */
export function pathId(req: Request, missing: string, param = 'id'): number {
  const id = parseId(req.params[param]);
  if (id === null) throw new NotFoundError(missing);
  return id;
}
