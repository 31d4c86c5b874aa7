import { db } from '../../db/client.ts';

export function findSessionUser(id: number) {
  return db().user.findUnique({ select: { id: true, name: true, email: true }, where: { id } });
}
