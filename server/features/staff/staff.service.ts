import { EMAIL_TAKEN_MESSAGE } from '../../contracts/auth.ts';
import { INVITATION_DAYS, STAFF_MESSAGES } from '../../contracts/staff.ts';
import { ROLE_FORBIDDEN_MESSAGE, ROLE_LABELS, type Rol } from '../../contracts/staff-roles.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { made, refused, type Outcome } from '../../lib/flash.ts';
import { hashPassword } from '../auth/index.ts';
import { randomToken } from '../../core/tokens.ts';
import { changeAccount, findAccount, insertInvitedAccount, queueInvitation, type AccountChange } from './staff.queries.ts';

/** How long an invitation's link works. */
export const INVITATION_TTL_MS = INVITATION_DAYS * 24 * 60 * 60_000;

/**
 * Invites a colleague: the account exists at once with its role, but nobody knows its password
 * (a hash of random bytes) until the invitation's link sets one, which also verifies the address.
 */
export async function inviteColleague(form: { name: string; email: string; rol: Rol }): Promise<number> {
  const id = await insertInvitedAccount({ ...form, password: await hashPassword(randomToken(32)) });
  if (id === 'taken') throw new ValidationError({ email: [EMAIL_TAKEN_MESSAGE] });
  return id;
}

/**
 * Changes another member's role or whether their account is active. Nobody changes their own
 * (an administrator cannot lock themself out), and one active administrator always remains.
 */
export async function changeStaffAccount(actorId: number, id: number, change: AccountChange): Promise<Outcome> {
  if (actorId === id) return refused(STAFF_MESSAGES.notYourself);
  const result = await changeAccount(actorId, id, change);
  if (result === null) throw new NotFoundError(STAFF_MESSAGES.notFound);
  if (result === 'last-admin') return refused(STAFF_MESSAGES.lastAdmin);
  if (result === 'not-admin') throw new ForbiddenError(ROLE_FORBIDDEN_MESSAGE);
  if ('rol' in change) return made(STAFF_MESSAGES.roleChanged(result.name, ROLE_LABELS[change.rol]));
  return made(change.activa ? STAFF_MESSAGES.reactivated(result.name) : STAFF_MESSAGES.deactivated(result.name));
}

/** Sends a pending account its invitation again (a new link; the old one stops working). */
export async function resendInvitation(id: number): Promise<Outcome> {
  const account = await findAccount(id);
  if (!account) throw new NotFoundError(STAFF_MESSAGES.notFound);
  if (account.desactivado_at) return refused(STAFF_MESSAGES.inactive);
  if (account.email_verified_at || !(await queueInvitation(id))) return refused(STAFF_MESSAGES.alreadyVerified);
  return made(STAFF_MESSAGES.reinvited(account.email));
}
