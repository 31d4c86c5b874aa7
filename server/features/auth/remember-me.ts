import type { Request, RequestHandler, Response } from 'express';
import { secureCookies } from '../../http/app-config.ts';
import { readCookie } from '../../http/middleware/csrf.ts';
import {
  deleteRememberTokenBySelector,
  deleteUserRememberTokens,
  findRememberToken,
  insertRememberToken,
  spendRememberToken,
} from './remember.queries.ts';
import { startStaffSession } from './session-auth.ts';
import { randomToken, safeEqual, sha256 } from './tokens.ts';

/**
 * "Remember me": a 30-day HttpOnly cookie holding selector.validator. The database keeps the
 * selector and the validator's SHA-256 only. When the session has ended, a valid cookie signs
 * its owner in again under a new session id, and is replaced by a new token (rotation). A
 * known selector with a wrong validator means a copied cookie: every device of that user is
 * signed out.
 */
export const REMEMBER_COOKIE = 'gtcars_remember';
export const REMEMBER_TTL_MS = 30 * 24 * 60 * 60_000;

const COOKIE_FORMAT = /^([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

function cookieOptions(req: Request) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: secureCookies(req), path: '/' };
}

/** Issues a new token for `userId` and sets the cookie. */
export async function issueRememberCookie(req: Request, res: Response, userId: number): Promise<void> {
  const selector = randomToken(12);
  const validator = randomToken(32);
  await insertRememberToken({ userId, selector, validatorHash: sha256(validator), expiresAt: new Date(Date.now() + REMEMBER_TTL_MS) });
  res.cookie(REMEMBER_COOKIE, `${selector}.${validator}`, { ...cookieOptions(req), maxAge: REMEMBER_TTL_MS });
}

/** Logout: the cookie's row is deleted and the cookie cleared. */
export async function forgetRememberCookie(req: Request, res: Response): Promise<void> {
  const match = COOKIE_FORMAT.exec(readCookie(req, REMEMBER_COOKIE) ?? '');
  if (match?.[1]) await deleteRememberTokenBySelector(match[1]);
  res.clearCookie(REMEMBER_COOKIE, cookieOptions(req));
}

/** The user a cookie signs in (its row spent), 'revoke' for a bad or expired one, null to leave it alone. */
async function redeem(cookie: string): Promise<number | 'revoke' | null> {
  const match = COOKIE_FORMAT.exec(cookie);
  if (!match?.[1] || !match[2]) return 'revoke';
  const row = await findRememberToken(match[1]);
  // Unknown selector: already rotated by a request running alongside, or long gone. Harmless.
  if (!row) return null;
  if (!safeEqual(row.validator_hash, sha256(match[2]))) {
    await deleteUserRememberTokens(row.user_id);
    return 'revoke';
  }
  if (!(await spendRememberToken(row.id))) return null;
  return row.expires_at.getTime() > Date.now() ? row.user_id : 'revoke';
}

/** After sessions: a request without a signed-in user but with a remember cookie is signed in again. */
export const rememberMe: RequestHandler = async (req, res, next) => {
  const cookie = readCookie(req, REMEMBER_COOKIE);
  if (!cookie || req.session.userId) return next();
  try {
    const userId = await redeem(cookie);
    if (userId === 'revoke') res.clearCookie(REMEMBER_COOKIE, cookieOptions(req));
    else if (userId !== null) {
      await startStaffSession(req, userId);
      await issueRememberCookie(req, res, userId);
    }
    next();
  } catch (error) {
    next(error);
  }
};
