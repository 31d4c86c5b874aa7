import type { RequestHandler } from 'express';
import { ipKeyGenerator, MemoryStore, rateLimit, type Options, type Store } from 'express-rate-limit';
import { TooManyRequestsError } from '../../lib/errors.ts';
import { clearRateLimit, hitRateLimit, unhitRateLimit } from '../../lib/rate-limit.queries.ts';

export const FORM_RATE_LIMIT_MESSAGE = 'Has enviado demasiadas solicitudes. Espera unos minutos e inténtalo de nuevo.';

/** Submissions one IP may make to one family of forms per window. */
export const FORM_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 } as const;

/** express-rate-limit's store on our PostgreSQL (table rate_limits): shared by every instance. */
class PostgresStore implements Store {
  windowMs: number = FORM_RATE_LIMIT.windowMs;
  readonly localKeys = false;

  constructor(readonly prefix: string) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string) {
    const { hits, resetAt } = await hitRateLimit(this.prefix + key, this.windowMs);
    return { totalHits: hits, resetTime: resetAt };
  }

  decrement(key: string) {
    return unhitRateLimit(this.prefix + key);
  }

  resetKey(key: string) {
    return clearRateLimit(this.prefix + key);
  }
}

/**
 * Limits the submissions of one client IP (req.ip: the client's behind TRUST_PROXY; IPv6 by /56)
 * to one family of forms, e.g. formRateLimit('vehiculo'). Every request counts, answered or not.
 * Over the limit: TooManyRequestsError (429), JSON `{message}` for fetch calls, back to the form
 * with a red toast for an Inertia form, the error page for other page visits, through the one
 * error handler. Use one limiter per family, created once.
 */
export function formRateLimit(family: string, options: { limit?: number; windowMs?: number } = {}): RequestHandler {
  return rateLimit({
    ...FORM_RATE_LIMIT,
    ...options,
    store: new PostgresStore(`${family}:`),
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? 'unknown'),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(new TooManyRequestsError(FORM_RATE_LIMIT_MESSAGE)),
  });
}

export const DOWNLOAD_RATE_LIMIT_MESSAGE = 'Has descargado demasiados documentos seguidos. Espera unos minutos e inténtalo de nuevo.';

/** The download limiters' counts, kept in this process's memory. */
const downloadCounts: MemoryStore[] = [];

/** Forgets every download counted so far, as a new process would (the HTTP tests start each file so). */
export async function forgetDownloads(): Promise<void> {
  await Promise.all(downloadCounts.map((store) => store.resetAll()));
}

/**
 * Limits the downloads one client IP may ask of a costly public document (a car's PDF quote),
 * counted in this process's memory: a visitor's download writes nothing to the database, and
 * each instance guards its own processors. Over the limit: 429 through the one error handler.
 */
export function downloadRateLimit(options: { limit: number; windowMs: number }): RequestHandler {
  const store = new MemoryStore();
  downloadCounts.push(store);
  return rateLimit({
    ...options,
    store,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? 'unknown'),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(new TooManyRequestsError(DOWNLOAD_RATE_LIMIT_MESSAGE)),
  });
}
