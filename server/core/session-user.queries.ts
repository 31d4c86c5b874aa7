import { db } from '../db/client.ts';

/** What a page may know of an account. */
export const ACCOUNT = { id: true, name: true, email: true, email_verified_at: true, rol: true } as const;

/** An active account by id: the session's user, or the one a verification link names. */
export function findUserById(id: number) {
  return db().user.findFirst({ select: ACCOUNT, where: { id, desactivado_at: null } });
}
