import { z } from 'zod';
import { accountName, email } from './auth.ts';
import type { Paginated, SharedProps } from './pages.ts';
import { ROLES, type Rol } from './staff-roles.ts';

/** The 'Personal' screen (issue 19): the staff accounts, invitations, roles and deactivation. */

export const STAFF_PER_PAGE = 20;

/** How long an invitation's link (which sets the first password) works. */
export const INVITATION_DAYS = 7;

export const STAFF_MESSAGES = {
  invited: (email: string) => `Invitación enviada a ${email}. El enlace para elegir la contraseña caduca en ${INVITATION_DAYS} días.`,
  reinvited: (email: string) => `Hemos enviado otra invitación a ${email}.`,
  roleChanged: (name: string, rol: string) => `${name} tiene ahora el rol ${rol}.`,
  deactivated: (name: string) => `Cuenta de ${name} desactivada. Sus sesiones se han cerrado.`,
  reactivated: (name: string) => `Cuenta de ${name} activada de nuevo.`,
  notFound: 'Cuenta no encontrada.',
  lastAdmin: 'Debe quedar al menos una cuenta de administración activa.',
  notYourself: 'No puedes desactivar ni cambiar el rol de tu propia cuenta.',
  alreadyVerified: 'Esta cuenta ya ha elegido su contraseña.',
  inactive: 'Esta cuenta está desactivada.',
} as const;

const rol = () => z.enum(ROLES, { error: 'Elige un rol.' });

/** Invite a colleague: their name, address and role; the mail's link sets the password. */
export const invitationSchema = z.object({ name: accountName(), email: email(), rol: rol() });
export type InvitationForm = z.input<typeof invitationSchema>;

/** Change an account: its role, or whether it is active (one of them per request). */
export const accountChangeSchema = z.union([z.object({ rol: rol() }), z.object({ activa: z.boolean({ error: 'Indica si la cuenta queda activa.' }) })]);

export type AccountState = 'activa' | 'pendiente' | 'desactivada';

export interface StaffAccountRow {
  id: number;
  name: string;
  email: string;
  rol: Rol;
  /** 'pendiente': invited, no password chosen yet. */
  estado: AccountState;
  /** ISO time of the last sign-in, or null. */
  ultimoAcceso: string | null;
  /** The signed-in member's own row (which they cannot deactivate or demote). */
  propia: boolean;
}

export interface PersonalProps extends SharedProps {
  cuentas: Paginated<StaffAccountRow>;
}
