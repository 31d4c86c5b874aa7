import type { Request, RequestHandler, Response } from 'express';
import { secureCookies } from '../../lib/app-config.ts';
import {
  deleteRememberTokenBySelector,
  findRememberToken,
  insertRememberToken,
  rotateRememberToken,
  signOutEverywhere,
} from './remember.queries.ts';
import { startStaffSession } from './session-auth.ts';
import { randomToken, safeEqual, sha256 } from '../../core/tokens.ts';

/**
 * "Remember me": a 30-day HttpOnly cookie holding selector.validator. The database keeps the
 * selector (one per device, for good) and the validator's SHA-256 only. When the session has
 * ended, a valid cookie signs its owner in again under a new session id and gets a new
 * validator (rotation). The validator it replaced stays good for ROTATION_GRACE_MS, for the
 * requests a page sends alongside; presented later, or any other wrong validator, it means the
 * cookie was copied and used elsewhere: every device and every open session of that user is
 * signed out.
 */
export const REMEMBER_COOKIE = 'gtcars_remember';
export const REMEMBER_TTL_MS = 30 * 24 * 60 * 60_000;

const COOKIE_FORMAT = /^([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;
const ROTATION_GRACE_MS = 60_000;

function cookieOptions(req: Request) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: secureCookies(req), path: '/' };
}

function setCookie(req: Request, res: Response, selector: string, validator: string): void {
  res.cookie(REMEMBER_COOKIE, `${selector}.${validator}`, { ...cookieOptions(req), maxAge: REMEMBER_TTL_MS });
}

/** Issues a token for a newly remembered device of `userId` and sets the cookie. */
export async function issueRememberCookie(req: Request, res: Response, userId: number): Promise<void> {
  const selector = randomToken(12);
  const validator = randomToken(32);
  await insertRememberToken({ userId, selector, validatorHash: sha256(validator), expiresAt: new Date(Date.now() + REMEMBER_TTL_MS) });
  setCookie(req, res, selector, validator);
}

/** Logout: the cookie's row is deleted and the cookie cleared. */
export async function forgetRememberCookie(req: Request, res: Response): Promise<void> {
  const match = COOKIE_FORMAT.exec((req.cookies[REMEMBER_COOKIE] as string | undefined) ?? '');
  if (match?.[1]) await deleteRememberTokenBySelector(match[1]);
  res.clearCookie(REMEMBER_COOKIE, cookieOptions(req));
}

type Redeemed = { userId: number; next: { selector: string; validator: string } | null } | 'revoke' | null;

/**
 * What a cookie is worth: its user and the new validator to set (null when a request running
 * alongside rotated it a moment ago), 'revoke' for a bad, expired or copied cookie, or null to
 * leave it alone (an unknown device).
 */
async function redeem(cookie: string): Promise<Redeemed> {
  const match = COOKIE_FORMAT.exec(cookie);
  if (!match?.[1] || !match[2]) return 'revoke';
  const selector = match[1];
  const row = await findRememberToken(selector);
  if (!row) return null;
  if (row.expires_at.getTime() <= Date.now()) return 'revoke';
  const presented = sha256(match[2]);
  if (safeEqual(row.validator_hash, presented)) {
    const validator = randomToken(32);
    const expiresAt = new Date(Date.now() + REMEMBER_TTL_MS);
    const rotated = await rotateRememberToken(row.id, presented, sha256(validator), expiresAt);
    return { userId: row.user_id, next: rotated ? { selector, validator } : null };
  }
  const justRotated = row.rotated_at !== null && Date.now() - row.rotated_at.getTime() < ROTATION_GRACE_MS;
  if (justRotated && row.previous_hash !== null && safeEqual(row.previous_hash, presented)) return { userId: row.user_id, next: null };
  await signOutEverywhere(row.user_id);
  return 'revoke';
}

/**
 * After sessions: a page visit (GET) without a signed-in user but with a remember cookie is
 * signed in again. Writes are left alone: their CSRF token belonged to the ended session, so
 * they answer 419 and the reload that follows signs in.
 */
export const rememberMe: RequestHandler = async (req, res, next) => {
  const cookie = req.cookies[REMEMBER_COOKIE] as string | undefined;
  if (!cookie || req.session.userId || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
  try {
    const redeemed = await redeem(cookie);
    if (redeemed === 'revoke') res.clearCookie(REMEMBER_COOKIE, cookieOptions(req));
    else if (redeemed !== null) {
      await startStaffSession(req, redeemed.userId);
      if (redeemed.next) setCookie(req, res, redeemed.next.selector, redeemed.next.validator);
    }
    next();
  } catch (error) {
    next(error);
  }
};
