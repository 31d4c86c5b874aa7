import type { RequestHandler } from 'express';
import { AppError } from '../../lib/errors.ts';

export const NULL_CHARACTER_MESSAGE = 'La petición contiene caracteres no válidos.';

/** Whether a parsed body holds a NUL character in any of its texts (keys included). */
function holdsNull(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNull(item, depth + 1));
}

/** A run of percent-escapes (%C3%A9…): decoded together, since one character may take several. */
const ESCAPE_RUN = /(?:%[0-9A-Fa-f]{2})+/g;

/** Whether a raw request URL escapes a NUL character or bytes that are not UTF-8. */
function hostileUrl(url: string): boolean {
  for (const [run] of url.matchAll(ESCAPE_RUN)) {
    try {
      if (decodeURIComponent(run).includes('\u0000')) return true;
    } catch {
      return true;
    }
  }
  return false;
}

/**
 * First of all middleware: a path segment or query escaping a NUL character or invalid UTF-8
 * ('%00', '%FF', '%C3%28') is refused with 400 before any route, static file or query sees it.
 * A lone '%' that escapes nothing is left to the routes, which read it as text.
 */
export const refuseHostileUrl: RequestHandler = (req, _res, next) => {
  next(hostileUrl(req.originalUrl) ? new AppError(400, NULL_CHARACTER_MESSAGE) : undefined);
};

/**
 * PostgreSQL cannot store or compare text holding a NUL character, and no form sends one: a
 * body with one is refused with 400 before it reaches a query, instead of failing there with a
 * 500. Runs after each body parser (JSON, form, multipart); the URL, query included, was
 * checked first of all by refuseHostileUrl.
 */
export const refuseNullCharacters: RequestHandler = (req, _res, next) => {
  next(holdsNull(req.body) ? new AppError(400, NULL_CHARACTER_MESSAGE) : undefined);
};
