import type { AccountState, StaffAccountRow } from '../../contracts/staff.ts';
import type { Rol } from '../../contracts/staff-roles.ts';
import type { StaffAccount } from './staff.queries.ts';

function stateOf(account: StaffAccount): AccountState {
  if (account.desactivado_at) return 'desactivada';
  return account.email_verified_at ? 'activa' : 'pendiente';
}

/** One row of the 'Personal' list, as the signed-in administrator `viewerId` sees it. */
export function staffAccountRow(account: StaffAccount, viewerId: number): StaffAccountRow {
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    rol: account.rol as Rol,
    estado: stateOf(account),
    ultimoAcceso: account.ultimo_acceso_at?.toISOString() ?? null,
    propia: account.id === viewerId,
  };
}
