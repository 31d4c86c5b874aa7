import { db } from '../../db/client.ts';
import { signOutEverywhere } from './remember.queries.ts';

/** Password-reset tokens, stored as SHA-256 of the emailed token; used_at spends one. */

/**
 * Keeps one live token per email. An invitation's (no `cooldownStart`) always replaces the one
 * before. A reset request's replaces an earlier one unless an unspent one was issued after
 * `cooldownStart`, or outlives the new one (a pending invitation, which a stranger's reset
 * request for the address must not cut short); then nothing changes, and false says so.
 */
export function replaceResetToken(email: string, tokenHash: string, expiresAt: Date, cooldownStart?: Date): Promise<boolean> {
  return db().$transaction(async (tx) => {
    if (cooldownStart) {
      const kept = await tx.passwordResetToken.count({ where: { email, used_at: null, OR: [{ created_at: { gt: cooldownStart } }, { expires_at: { gt: expiresAt } }] } });
      if (kept > 0) return false;
    }
    await tx.passwordResetToken.deleteMany({ where: { email } });
    await tx.passwordResetToken.create({ select: { id: true }, data: { email, token: tokenHash, expires_at: expiresAt } });
    return true;
  });
}

export function findResetToken(tokenHash: string) {
  return db().passwordResetToken.findUnique({ select: { id: true, email: true, expires_at: true, used_at: true }, where: { token: tokenHash } });
}

/**
 * Spends the token and sets the new password in one transaction: false when the token was
 * spent (or expired) meanwhile. The email is then proven, so the account counts as verified,
 * and every session and "remember me" device of the account is signed out (whoever knew the
 * old password loses the way in).
 */
export function spendTokenAndSetPassword(tokenId: number, email: string, passwordHash: string, now: Date): Promise<boolean> {
  return db().$transaction(async (tx) => {
    const spent = await tx.passwordResetToken.updateMany({
      where: { id: tokenId, email, used_at: null, expires_at: { gt: now } },
      data: { used_at: new Date() },
    });
    if (spent.count !== 1) return false;
    const user = await tx.user.findFirst({ select: { id: true, email_verified_at: true }, where: { email, desactivado_at: null } });
    if (!user) return false;
    await tx.user.update({
      select: { id: true },
      where: { id: user.id },
      data: { password: passwordHash, email_verified_at: user.email_verified_at ?? new Date() },
    });
    await signOutEverywhere(user.id, tx);
    return true;
  });
}
