import { db } from '../../db/client.ts';
import { signOutEverywhere } from './remember.queries.ts';

/** Password-reset tokens, stored as SHA-256 of the emailed token; used_at spends one. */

/**
 * Keeps one live token per email: the new one replaces any earlier request's, unless an unspent
 * one was issued after `cooldownStart` (then nothing changes, and false says so).
 */
export function replaceResetToken(email: string, tokenHash: string, cooldownStart: Date): Promise<boolean> {
  return db().$transaction(async (tx) => {
    const recent = await tx.passwordResetToken.count({ where: { email, used_at: null, created_at: { gt: cooldownStart } } });
    if (recent > 0) return false;
    await tx.passwordResetToken.deleteMany({ where: { email } });
    await tx.passwordResetToken.create({ select: { id: true }, data: { email, token: tokenHash } });
    return true;
  });
}

export function findResetToken(tokenHash: string) {
  return db().passwordResetToken.findUnique({ select: { id: true, email: true, created_at: true, used_at: true }, where: { token: tokenHash } });
}

/**
 * Spends the token and sets the new password in one transaction: false when the token was
 * spent (or expired) meanwhile. The email is then proven, so the account counts as verified,
 * and every session and "remember me" device of the account is signed out (whoever knew the
 * old password loses the way in).
 */
export function spendTokenAndSetPassword(tokenId: number, email: string, passwordHash: string, issuedAfter: Date): Promise<boolean> {
  return db().$transaction(async (tx) => {
    const spent = await tx.passwordResetToken.updateMany({
      where: { id: tokenId, email, used_at: null, created_at: { gt: issuedAfter } },
      data: { used_at: new Date() },
    });
    if (spent.count !== 1) return false;
    const user = await tx.user.findUnique({ select: { id: true, email_verified_at: true }, where: { email } });
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
