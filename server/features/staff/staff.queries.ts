import type { Rol } from '../../contracts/staff-roles.ts';
import { db, type Prisma } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import { signOutEverywhere } from '../auth/index.ts';
import { unassignOpenLeads } from '../lead-workflow/index.ts';

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
    const { id } = await tx.user.create({ select: { id: true }, data: { ...row, email_verified_at: null, invitaciones: 1 } });
    await enqueue('staff-invitation', { userId: id }, { tx });
    return id;
  });
}

export type AccountChange = { rol: Rol } | { activa: boolean };

const isActiveAdmin = { rol: 'administracion', desactivado_at: null, email_verified_at: { not: null } } satisfies Prisma.UserWhereInput;

/**
 * Applies a role change or (de)activation by `actorId` under one lock on the staff accounts.
 * Inside it the actor must still be an active administrator ('not-admin': a change sent by
 * someone demoted or deactivated meanwhile), and the change may not leave the site without an
 * active one ('last-admin'). Deactivating and reactivating both end the account's sessions,
 * "remember me" devices and reset or invitation links, so nothing issued around the
 * deactivation works afterwards; deactivating also hands its open enquiries back to nobody.
 * Null when the account does not exist.
 */
export function changeAccount(actorId: number, id: number, change: AccountChange): Promise<StaffAccount | 'last-admin' | 'not-admin' | null> {
  return db().$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('gtcars.users.roles'))`;
    if (!(await tx.user.findFirst({ select: { id: true }, where: { id: actorId, ...isActiveAdmin } }))) return 'not-admin';
    const account = await tx.user.findUnique({ select: ROW, where: { id } });
    if (!account) return null;
    const losesAdmin = account.rol === 'administracion' && account.desactivado_at === null && ('rol' in change ? change.rol !== 'administracion' : !change.activa);
    if (losesAdmin) {
      const others = await tx.user.count({ where: { ...isActiveAdmin, id: { not: id } } });
      if (others === 0) return 'last-admin';
    }
    const data = 'rol' in change ? { rol: change.rol } : { desactivado_at: change.activa ? null : (account.desactivado_at ?? new Date()) };
    const updated = await tx.user.update({ select: ROW, where: { id }, data });
    if ('activa' in change) {
      await signOutEverywhere(id, tx);
      await tx.passwordResetToken.deleteMany({ where: { email: account.email } });
      if (!change.activa) await unassignOpenLeads(tx, id, actorId);
    }
    return updated;
  });
}

/**
 * Counts one more invitation for a pending account (active, no password chosen) and queues its
 * mail, in one transaction: the new count makes a new link, and the previous one stops working.
 * False when the account is no longer pending.
 */
export function queueInvitation(userId: number): Promise<boolean> {
  return db().$transaction(async (tx) => {
    const counted = await tx.user.updateMany({ where: { id: userId, desactivado_at: null, email_verified_at: null }, data: { invitaciones: { increment: 1 } } });
    if (counted.count === 0) return false;
    await enqueue('staff-invitation', { userId }, { tx });
    return true;
  });
}

/** The account an invitation is for, while it is still pending: active and unverified. */
export function findInvitee(userId: number) {
  return db().user.findFirst({ select: { id: true, name: true, email: true, invitaciones: true }, where: { id: userId, desactivado_at: null, email_verified_at: null } });
}
