import type { Request } from 'express';
import { sendResetLink } from './account-links.ts';
import { findUserByEmail } from './auth.queries.ts';
import { hashPassword } from './passwords.ts';
import { findResetToken, replaceResetToken, spendTokenAndSetPassword } from './password-reset.queries.ts';
import { randomToken, sha256 } from '../../core/tokens.ts';

/** A reset link works for 60 minutes, once. */
export const RESET_TOKEN_TTL_MS = 60 * 60_000;

/**
 * One new link per address per minute: requests sent from many addresses (beyond the per-IP
 * limit) cannot keep replacing the link the account's owner is about to open.
 */
export const RESET_COOLDOWN_MS = 60_000;

/**
 * Emails a reset link when the address has an account and got none in the last minute; does
 * nothing otherwise. The caller answers the same either way, and does not wait for this (no
 * account enumeration by timing).
 */
export async function requestPasswordReset(req: Request, email: string): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user) return;
  const token = randomToken(32);
  const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MS);
  if (await replaceResetToken(user.email, sha256(token), expiresAt, new Date(Date.now() - RESET_COOLDOWN_MS))) sendResetLink(req, user, token);
}

/**
 * Sets the new password when the token is this email's, unspent and unexpired (a reset link's 60
 * minutes, an invitation's 7 days); false otherwise.
 */
export async function resetPassword(form: { token: string; email: string; password: string }): Promise<boolean> {
  const row = await findResetToken(sha256(form.token));
  const now = new Date();
  if (!row || row.used_at || row.email !== form.email || row.expires_at <= now) return false;
  return spendTokenAndSetPassword(row.id, form.email, await hashPassword(form.password), now);
}
