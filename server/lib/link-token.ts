import type { Request } from 'express';

/**
 * The token of a mail's link (an alert's confirmation or unsubscribe, a reservation's 'Mi reserva'):
 * 32 random bytes in base64url (core/tokens.ts randomToken), 43 characters. The path's `:token`
 * when it has that form; anything else names nothing and is never looked up.
 */
const LINK_TOKEN = /^[\w-]{43}$/;

export function linkToken(req: Request): string | null {
  const token = req.params.token;
  return typeof token === 'string' && LINK_TOKEN.test(token) ? token : null;
}
