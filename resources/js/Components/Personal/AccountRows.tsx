import { router } from '@inertiajs/react';
import { useId } from 'react';
import { ChevronDownIcon } from '@/Components/icons/site';
import Badge, { type Tone } from '@/Components/ui/Badge';
import { formatDateTime } from '@contracts/format';
import { route } from '@contracts/routes';
import type { AccountState, StaffAccountRow } from '@contracts/staff';
import { ROLE_LABELS, ROLES, type Rol } from '@contracts/staff-roles';

const STATE: Record<AccountState, { label: string; tone: Tone }> = {
  activa: { label: 'Activa', tone: 'green' },
  pendiente: { label: 'Invitación pendiente', tone: 'yellow' },
  desactivada: { label: 'Desactivada', tone: 'grey' },
};

export interface RowHandlers {
  /** Asks before deactivating (the confirm dialog is the page's). */
  onDeactivate: (account: StaffAccountRow) => void;
  /** Asks before changing a role: a select's value changes with one arrow key. */
  onRoleChange: (account: StaffAccountRow, rol: Rol) => void;
}

const post = (url: string, data: Record<string, string | boolean> = {}) => router.post(url, data, { preserveScroll: true });

export function StateBadge({ estado }: { estado: AccountState }) {
  return <Badge tone={STATE[estado].tone}>{STATE[estado].label}</Badge>;
}

/** The role: a select that asks to save the choice, or plain text on the member's own row and a deactivated one. */
export function RoleControl({ account, onRoleChange }: { account: StaffAccountRow } & Pick<RowHandlers, 'onRoleChange'>) {
  const id = useId();
  if (account.propia || account.estado === 'desactivada') return <span>{ROLE_LABELS[account.rol]}</span>;
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Rol de {account.name}
      </label>
      <span className="relative inline-flex">
        <select
          id={id}
          value={account.rol}
          onChange={(event) => onRoleChange(account, event.target.value as Rol)}
          className="cursor-pointer appearance-none rounded-full border border-line bg-white py-1.5 pr-9 pl-3.5 text-sm font-medium transition-colors hover:border-ink/40 focus-visible:outline-offset-1"
        >
          {ROLES.map((rol) => (
            <option key={rol} value={rol}>
              {ROLE_LABELS[rol]}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted" />
      </span>
    </>
  );
}

export const lastAccess = (account: StaffAccountRow) => (account.ultimoAcceso ? formatDateTime(account.ultimoAcceso) : 'Nunca');

const action = 'rounded-full border border-line px-3.5 py-1.5 text-xs font-semibold transition-colors hover:border-ink/40 hover:bg-sand';

/** Reenviar invitación (pending), Desactivar (asks first) or Activar; nothing on the member's own row. */
export function AccountActions({ account, onDeactivate }: { account: StaffAccountRow } & Pick<RowHandlers, 'onDeactivate'>) {
  if (account.propia) return <span className="text-xs text-muted">Tu cuenta</span>;
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {account.estado === 'pendiente' && (
        <button type="button" className={action} onClick={() => post(route('personal.invitacion', { id: account.id }))} aria-label={`Reenviar invitación a ${account.name}`}>
          Reenviar invitación
        </button>
      )}
      {account.estado === 'desactivada' ? (
        <button type="button" className={action} onClick={() => post(route('personal.update', { id: account.id }), { activa: true })} aria-label={`Activar la cuenta de ${account.name}`}>
          Activar
        </button>
      ) : (
        <button
          type="button"
          className={`${action} text-accent hover:border-accent/50 hover:bg-red-50`}
          onClick={() => onDeactivate(account)}
          aria-label={`Desactivar la cuenta de ${account.name}`}
        >
          Desactivar
        </button>
      )}
    </div>
  );
}

/** The accounts as a table (tablets and desktops). */
export function AccountTable({ rows, onDeactivate, onRoleChange }: { rows: StaffAccountRow[] } & RowHandlers) {
  return (
    <table className="w-full text-left text-sm">
      <thead className="border-b border-line bg-sand/50 text-xs font-semibold tracking-wide text-muted uppercase">
        <tr>
          <th scope="col" className="py-3 pr-2 pl-5 sm:pl-6">Nombre y correo</th>
          <th scope="col" className="px-2 py-3">Rol</th>
          <th scope="col" className="px-2 py-3">Estado</th>
          <th scope="col" className="px-2 py-3">Último acceso</th>
          <th scope="col" className="py-3 pr-5 pl-2 text-right sm:pr-6">
            <span className="sr-only">Acciones</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line/70">
        {rows.map((account) => (
          <tr key={account.id} className={account.estado === 'desactivada' ? 'text-muted' : undefined}>
            <th scope="row" className="py-3 pr-2 pl-5 text-left font-normal sm:pl-6">
              <p className="font-medium text-ink">{account.name}</p>
              <p className="text-muted">{account.email}</p>
            </th>
            <td className="px-2 py-3">
              <RoleControl account={account} onRoleChange={onRoleChange} />
            </td>
            <td className="px-2 py-3">
              <StateBadge estado={account.estado} />
            </td>
            <td className="px-2 py-3 tabular-nums">{lastAccess(account)}</td>
            <td className="py-3 pr-5 pl-2 sm:pr-6">
              <AccountActions account={account} onDeactivate={onDeactivate} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The accounts as cards (phones). */
export function AccountCards({ rows, onDeactivate, onRoleChange }: { rows: StaffAccountRow[] } & RowHandlers) {
  return (
    <ul className="divide-y divide-line/70">
      {rows.map((account) => (
        <li key={account.id} className="space-y-3 px-4 py-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-medium text-ink">{account.name}</p>
              <p className="truncate text-sm text-muted">{account.email}</p>
            </div>
            <StateBadge estado={account.estado} />
          </div>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div>
              <dt className="text-xs text-muted">Rol</dt>
              <dd className="mt-1">
                <RoleControl account={account} onRoleChange={onRoleChange} />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-muted">Último acceso</dt>
              <dd className="mt-1 tabular-nums">{lastAccess(account)}</dd>
            </div>
          </dl>
          <AccountActions account={account} onDeactivate={onDeactivate} />
        </li>
      ))}
    </ul>
  );
}
