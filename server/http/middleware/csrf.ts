import { createHmac } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { doubleCsrf } from 'csrf-csrf';
import { PageExpiredError } from '../../lib/errors.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** generateCsrfToken always sets its cookie; this response stand-in lets the middleware decide. */
const NO_COOKIE_WRITES = { cookie: () => NO_COOKIE_WRITES } as unknown as Response;

/** The `_token` field of a form post, when it is one string. */
function formToken(req: Request): string | undefined {
  const token = (req.body as { _token?: unknown } | undefined)?._token;
  return typeof token === 'string' ? token : undefined;
}

/**
 * Stateless double-submit CSRF protection (csrf-csrf): the XSRF-TOKEN cookie holds a random
 * value and its HMAC under a key derived from SESSION_SECRET, and every write must send the
 * same token back in X-XSRF-TOKEN (Inertia's client reads the cookie), X-CSRF-TOKEN or a
 * `_token` form field. A missing, altered or foreign token is a 419. Nothing is stored, so a
 * visitor's page costs no session row. Once staff sign in, the token is also bound to their
 * session id: a token from before sign-in, or from another session, no longer counts, and the
 * next page sets a new one.
 */
export function csrf(options: { secret: string; secureCookie: boolean }): RequestHandler {
  const key = createHmac('sha256', options.secret).update('gtcars:csrf').digest('hex');
  // Read by the page's script, so not HttpOnly; SameSite=Lax keeps it off other sites' posts.
  const cookieOptions = { httpOnly: false, sameSite: 'lax', secure: options.secureCookie, path: '/' } as const;
  const { generateCsrfToken, validateRequest } = doubleCsrf({
    getSecret: () => key,
    getSessionIdentifier: (req) => (req.session?.userId ? req.sessionID : ''),
    cookieName: XSRF_COOKIE,
    cookieOptions,
    getCsrfTokenFromRequest: (req: Request) => req.get('X-XSRF-TOKEN') ?? req.get('X-CSRF-TOKEN') ?? formToken(req),
  });
  return (req, res, next) => {
    if (!SAFE_METHODS.has(req.method) && !validateRequest(req)) return next(new PageExpiredError());
    // The library returns the cookie's token while it is valid for who the visitor is now, and a
    // new one otherwise; only a new one is set, so a returning visitor's page sets no cookie.
    const token = generateCsrfToken(req, NO_COOKIE_WRITES);
    if (token !== req.cookies[XSRF_COOKIE]) res.cookie(XSRF_COOKIE, token, cookieOptions);
    next();
  };
}
