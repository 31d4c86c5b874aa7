import type { Request, Response } from 'express';

/**
 * The clear-history flag, carried to the next rendered page in a short-lived cookie of its own
 * rather than in the session: it is set when a session ends (logout), so there is no session left
 * to carry it, and a visitor's pages store none.
 */
export const CLEAR_HISTORY_COOKIE = 'inertia_clear_history';

const FLAG = new RegExp(`(?:^|;\\s*)${CLEAR_HISTORY_COOKIE}=1(?:;|$)`);
const attributes = (req: Request) => ({ httpOnly: true, sameSite: 'lax', path: '/', secure: req.secure }) as const;

/** The next page rendered for this browser clears the history (within five minutes). */
export function flagClearHistory(req: Request, res: Response): void {
  res.cookie(CLEAR_HISTORY_COOKIE, '1', { ...attributes(req), maxAge: 5 * 60_000 });
}

/** Whether this request's page must clear the history: then no cache may answer it. */
export const wantsClearHistory = (req: Request) => FLAG.test(req.get('cookie') ?? '');

/** Whether this page clears the history; the flag is then dropped, so it does once. */
export function pullClearHistory(req: Request, res: Response): boolean {
  if (!wantsClearHistory(req)) return false;
  res.clearCookie(CLEAR_HISTORY_COOKIE, attributes(req));
  return true;
}
