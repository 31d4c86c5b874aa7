import type { RequestHandler } from 'express';
import { AppError } from '../errors.ts';

export const NULL_CHARACTER_MESSAGE = 'La petición contiene caracteres no válidos.';

/** Whether a parsed query or body holds a NUL character in any of its texts (keys included). */
function holdsNull(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNull(item, depth + 1));
}

/**
 * PostgreSQL cannot store or compare text holding a NUL character, and no form sends one: a
 * query or body with one (a search for '%00') is refused with 400 before it reaches a query,
 * instead of failing there with a 500. Runs after each body parser (JSON, form, multipart).
 */
export const refuseNullCharacters: RequestHandler = (req, _res, next) => {
  next(holdsNull(req.query) || holdsNull(req.body) ? new AppError(400, NULL_CHARACTER_MESSAGE) : undefined);
};
