import { db } from '../../db/client.ts';

const contactFields = { id: true, name: true, phone: true } as const;

/** How many contacts a staff member keeps. */
export function countContacts(userId: number): Promise<number> {
  return db().contact.count({ where: { user_id: userId } });
}

/** One page of a staff member's contacts, by name (then by id, so the order is stable). */
export function contactsPage(userId: number, skip: number, take: number) {
  return db().contact.findMany({
    select: contactFields,
    where: { user_id: userId },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    skip,
    take,
  });
}

export type ContactRecord = Awaited<ReturnType<typeof contactsPage>>[number];

export async function createContact(userId: number, data: { name: string; phone: string }): Promise<void> {
  await db().contact.create({ select: { id: true }, data: { ...data, user_id: userId } });
}

/** Updates one of this staff member's contacts; false when it is not theirs or does not exist. */
export async function updateContact(userId: number, id: number, data: { name: string; phone: string }): Promise<boolean> {
  const { count } = await db().contact.updateMany({ where: { id, user_id: userId }, data });
  return count === 1;
}

/** Deletes one of this staff member's contacts; false when it is not theirs or does not exist. */
export async function deleteContact(userId: number, id: number): Promise<boolean> {
  const { count } = await db().contact.deleteMany({ where: { id, user_id: userId } });
  return count === 1;
}
