import { db, type PrismaClient } from '../../db/client.ts';

/** The "remember me" rows (one per signed-in device): selector in clear, validator as SHA-256. */

export async function insertRememberToken(row: { userId: number; selector: string; validatorHash: string; expiresAt: Date }): Promise<void> {
  await db().rememberToken.create({
    select: { id: true },
    data: { user_id: row.userId, selector: row.selector, validator_hash: row.validatorHash, expires_at: row.expiresAt },
  });
}

export function findRememberToken(selector: string) {
  return db().rememberToken.findFirst({
    select: { id: true, user_id: true, validator_hash: true, previous_hash: true, rotated_at: true, expires_at: true },
    where: { selector, user: { desactivado_at: null } },
  });
}

/**
 * Replaces a device's validator, only if it is still `currentHash`: true for the one request
 * that rotated it, false when a request running alongside got there first.
 */
export async function rotateRememberToken(id: number, currentHash: string, nextHash: string, expiresAt: Date): Promise<boolean> {
  const { count } = await db().rememberToken.updateMany({
    where: { id, validator_hash: currentHash },
    data: { validator_hash: nextHash, previous_hash: currentHash, rotated_at: new Date(), expires_at: expiresAt },
  });
  return count === 1;
}

export async function deleteRememberTokenBySelector(selector: string): Promise<void> {
  await db().rememberToken.deleteMany({ where: { selector } });
}

/**
 * Signs a user out everywhere (a copied cookie was replayed, or the password changed): every
 * remembered device, and every session already open, the one a copied cookie opened included.
 * Pass a transaction to make it part of one.
 */
export async function signOutEverywhere(userId: number, client: Pick<PrismaClient, 'rememberToken' | '$executeRaw'> = db()): Promise<void> {
  await client.rememberToken.deleteMany({ where: { user_id: userId } });
  await client.$executeRaw`DELETE FROM session WHERE (sess->>'userId')::int = ${userId}`;
}

/** Forgets expired sessions, expired "remember me" rows and expired reset and invitation tokens. Returns how many. */
export async function pruneAuthTokens(): Promise<number> {
  const [sessions, remember, resets] = await Promise.all([
    db().$executeRaw`DELETE FROM session WHERE expire < now()`,
    db().rememberToken.deleteMany({ where: { expires_at: { lt: new Date() } } }),
    db().passwordResetToken.deleteMany({ where: { expires_at: { lt: new Date() } } }),
  ]);
  return sessions + remember.count + resets.count;
}
