import type { Rol } from '../../contracts/staff-roles.ts';
import { db, type Prisma } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import { signOutEverywhere } from '../auth/remember.queries.ts';

/** The staff accounts of the 'Personal' screen, and the changes administrators make to them. */

const ROW = { id: true, name: true, email: true, rol: true, email_verified_at: true, desactivado_at: true, ultimo_acceso_at: true } as const;

export type StaffAccount = Prisma.UserGetPayload<{ select: typeof ROW }>;

export function countAccounts(): Promise<number> {
  return db().user.count();
}

/** Active accounts first, then by name. */
export function accountsPage(skip: number, take: number): Promise<StaffAccount[]> {
  return db().user.findMany({
    select: ROW,
    orderBy: [{ desactivado_at: { sort: 'asc', nulls: 'first' } }, { name: 'asc' }, { id: 'asc' }],
    skip,
    take,
  });
}

export function findAccount(id: number): Promise<StaffAccount | null> {
  return db().user.findUnique({ select: ROW, where: { id } });
}

/**
 * Stores an invited account (no password anyone knows, address unverified) and queues its
 * invitation mail in the same transaction. 'taken' when the address already has an account.
 */
export function insertInvitedAccount(row: { name: string; email: string; rol: Rol; password: string }): Promise<number | 'taken'> {
  return db().$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('gtcars.users.insert'))`;
    if (await tx.user.findUnique({ select: { id: true }, where: { email: row.email } })) return 'taken';
    const { id } = await tx.user.create({ select: { id: true }, data: { ...row, email_verified_at: null } });
    await enqueue('staff-invitation', { userId: id }, { tx });
    return id;
  });
}

export type AccountChange = { rol: Rol } | { activa: boolean };

/**
 * Applies a role change or (de)activation under one lock on the staff accounts, so that two
 * administrators demoting each other at once cannot leave the site without an active one:
 * 'last-admin' refuses a change that would. Deactivating deletes the account's sessions and
 * "remember me" devices in the same transaction. Null when the account does not exist.
 */
export function changeAccount(id: number, change: AccountChange): Promise<StaffAccount | 'last-admin' | null> {
  return db().$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('gtcars.users.roles'))`;
    const account = await tx.user.findUnique({ select: ROW, where: { id } });
    if (!account) return null;
    const losesAdmin = account.rol === 'administracion' && account.desactivado_at === null && ('rol' in change ? change.rol !== 'administracion' : !change.activa);
    if (losesAdmin) {
      const others = await tx.user.count({ where: { rol: 'administracion', desactivado_at: null, email_verified_at: { not: null }, id: { not: id } } });
      if (others === 0) return 'last-admin';
    }
    const data = 'rol' in change ? { rol: change.rol } : { desactivado_at: change.activa ? null : (account.desactivado_at ?? new Date()) };
    const updated = await tx.user.update({ select: ROW, where: { id }, data });
    if ('activa' in change && !change.activa) await signOutEverywhere(id, tx);
    return updated;
  });
}

/** Queues the invitation mail again (an account that has not chosen its password yet). */
export async function queueInvitation(userId: number): Promise<void> {
  await enqueue('staff-invitation', { userId });
}

/** The account an invitation is for, while it is still pending: active and unverified. */
export function findInvitee(userId: number) {
  return db().user.findFirst({ select: { id: true, name: true, email: true }, where: { id: userId, desactivado_at: null, email_verified_at: null } });
}
