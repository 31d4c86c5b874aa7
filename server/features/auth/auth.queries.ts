import { db } from '../../db/client.ts';

export function findSessionUser(id: number) {
  return db().user.findUnique({ select: { id: true, name: true, email: true, email_verified_at: true }, where: { id } });
}

/** The account an email signs in to, with its password hash (never sent to a page). */
export function findUserForLogin(email: string) {
  return db().user.findUnique({ select: { id: true, password: true }, where: { email } });
}
