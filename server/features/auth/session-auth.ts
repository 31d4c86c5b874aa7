import type { Request, Response } from 'express';
import { secureCookies } from '../../lib/app-config.ts';
import { clearSessionCookie } from '../../lib/session-cookie.ts';
import { markSignedIn } from './auth.queries.ts';

/** Replaces the session with a new one (new id, nothing carried over): no session fixation. */
function regenerate(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((error: unknown) => (error ? reject(error) : resolve())));
}

/** Starts a staff session for `userId` under a new session id, and notes the sign-in. */
export async function startStaffSession(req: Request, userId: number): Promise<void> {
  await Promise.all([regenerate(req), markSignedIn(userId)]);
  req.session.userId = userId;
  req.sessionUser = undefined;
}

/**
 * Ends the staff session: its row is deleted and its cookie cleared. No empty session takes its
 * place (a regenerated one would be stored): the browser is a visitor again, with nothing stored.
 */
export async function endStaffSession(req: Request, res: Response): Promise<void> {
  await new Promise<void>((resolve, reject) => req.session.destroy((error: unknown) => (error ? reject(error) : resolve())));
  req.sessionUser = undefined;
  clearSessionCookie(res, secureCookies(req));
}
