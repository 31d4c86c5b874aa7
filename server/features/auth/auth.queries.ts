import type { Rol } from '../../contracts/staff-roles.ts';
import { ACCOUNT } from '../../core/session-user.queries.ts';
import { db } from '../../db/client.ts';

/** The active account an email signs in to, with its password hash (never sent to a page). */
export function findUserForLogin(email: string) {
  return db().user.findFirst({ select: { id: true, password: true }, where: { email, desactivado_at: null } });
}

/** A signed-in user's password hash, for the confirm-password screen. */
export async function findPasswordHash(id: number): Promise<string | null> {
  const user = await db().user.findUnique({ select: { password: true }, where: { id } });
  return user?.password ?? null;
}

/** The active account of an email (a reset link's addressee); a deactivated one is nobody's. */
export function findUserByEmail(email: string) {
  return db().user.findFirst({ select: ACCOUNT, where: { email, desactivado_at: null } });
}

/** Notes a sign-in (the 'Personal' screen's last access). */
export async function markSignedIn(id: number): Promise<void> {
  await db().user.update({ select: { id: true }, where: { id }, data: { ultimo_acceso_at: new Date() } });
}

export async function hasUsers(): Promise<boolean> {
  return (await db().user.findFirst({ select: { id: true } })) !== null;
}

export interface NewUserRow {
  name: string;
  email: string;
  password: string;
  verified: boolean;
  rol: Rol;
}

/**
 * Inserts an account. With `onlyIfFirst`, only while the table is empty: two sign-ups racing on
 * a new site are serialised by an advisory lock, and the second one gets null. An email that
 * already has an account gives 'taken'.
 */
export function insertUser(row: NewUserRow, onlyIfFirst: boolean): Promise<{ id: number } | 'taken' | null> {
  return db().$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('gtcars.users.insert'))`;
    if (onlyIfFirst && (await tx.user.findFirst({ select: { id: true } }))) return null;
    if (await tx.user.findUnique({ select: { id: true }, where: { email: row.email } })) return 'taken';
    return tx.user.create({
      select: { id: true },
      data: { name: row.name, email: row.email, password: row.password, rol: row.rol, email_verified_at: row.verified ? new Date() : null },
    });
  });
}

export async function markEmailVerified(id: number): Promise<void> {
  await db().user.updateMany({ where: { id, email_verified_at: null }, data: { email_verified_at: new Date() } });
}
