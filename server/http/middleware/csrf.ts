import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { PageExpiredError } from '../errors.ts';

declare module 'express-session' {
  interface SessionData {
    csrfToken?: string;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const XSRF_COOKIE = 'XSRF-TOKEN';

/** One cookie of the request, URI-decoded (undefined when absent or malformed). */
export function readCookie(req: Request, name: string): string | undefined {
  const pair = req.headers.cookie?.split(';').find((part) => part.trim().startsWith(`${name}=`));
  if (!pair) return undefined;
  try {
    return decodeURIComponent(pair.trim().slice(name.length + 1));
  } catch {
    return undefined;
  }
}

function matches(sent: unknown, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Synchroniser-token CSRF protection (ARCHITECTURE §1): the token lives in the session, is
 * mirrored in the XSRF-TOKEN cookie for the Inertia client, and every write must send it back
 * in X-XSRF-TOKEN, X-CSRF-TOKEN or a `_token` form field. A missing or wrong token is a 419.
 */
export function csrf(options: { secureCookie: boolean }): RequestHandler {
  return (req, res, next) => {
    const token = (req.session.csrfToken ??= randomBytes(32).toString('base64url'));
    res.locals.csrfToken = token;
    if (readCookie(req, XSRF_COOKIE) !== token) {
      res.cookie(XSRF_COOKIE, token, { sameSite: 'lax', secure: options.secureCookie, path: '/' });
    }
    if (SAFE_METHODS.has(req.method)) return next();
    const sent = req.get('X-XSRF-TOKEN') ?? req.get('X-CSRF-TOKEN') ?? (req.body as { _token?: unknown } | undefined)?._token;
    next(matches(sent, token) ? undefined : new PageExpiredError());
  };
}
