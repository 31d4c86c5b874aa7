import type { Request, Response } from 'express';

export const SESSION_COOKIE = 'gtcars_session';

/** The session cookie's attributes (Secure is added under an https APP_URL). */
export const SESSION_COOKIE_ATTRIBUTES = { httpOnly: true, sameSite: 'lax', path: '/' } as const;

/** Tells the browser to drop its session cookie (its session has been destroyed). */
export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(SESSION_COOKIE, { ...SESSION_COOKIE_ATTRIBUTES, secure });
}

/** What the session holds besides its cookie, leaving out keys whose value is gone. */
export function sessionEntries(req: Request): [string, unknown][] {
  if (!req.session) return [];
  return Object.entries(req.session).filter(([key, value]) => key !== 'cookie' && value !== undefined);
}
