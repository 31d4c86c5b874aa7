import { Head, router } from '@inertiajs/react';
import { useState } from 'react';
import { AccountCards, AccountTable } from '@/Components/Personal/AccountRows';
import InviteForm from '@/Components/Personal/InviteForm';
import ConfirmModal from '@/Components/Staff/ConfirmModal';
import { PlusIcon, UserCogIcon } from '@/Components/icons/staff';
import Button from '@/Components/ui/Button';
import ListPanel, { EmptyState } from '@/Components/ui/ListPanel';
import StaffLayout from '@/Layouts/StaffLayout';
import type { PageProps } from '@contracts/page-registry';
import { route } from '@contracts/routes';
import type { StaffAccountRow } from '@contracts/staff';
import { ROLE_LABELS, type Rol } from '@contracts/staff-roles';

/** A change waiting for its confirmation: deactivating an account, or giving it a role. */
type Pending = { account: StaffAccountRow; rol: Rol | null };

function question({ account, rol }: Pending) {
  if (rol === null) {
    return {
      title: `Desactivar la cuenta de ${account.name}`,
      message: 'Sus sesiones se cerrarán ahora mismo y no podrá volver a entrar en el panel hasta que un administrador active la cuenta.',
      confirm: 'Desactivar',
    };
  }
  return {
    title: `Cambiar el rol de ${account.name}`,
    message:
      rol === 'administracion'
        ? 'Con Administración podrá eliminar coches, gestionar el personal y cambiar los ajustes de la web.'
        : 'Con Ventas gestionará el stock y las solicitudes, pero no podrá eliminar coches, gestionar el personal ni cambiar los ajustes.',
    confirm: `Cambiar a ${ROLE_LABELS[rol]}`,
  };
}

/** Personal (issue 19): the staff accounts, with invitations, roles and deactivation (administrators only). */
export default function Personal({ cuentas }: PageProps<'Personal'>) {
  const [inviting, setInviting] = useState(false);
  const handlers = {
    onDeactivate: (account: StaffAccountRow) => setPending({ account, rol: null }),
    onRoleChange: (account: StaffAccountRow, rol: Rol) => setPending({ account, rol }),
  };
  const [pending, setPending] = useState<Pending | null>(null);
  const [processing, setProcessing] = useState(false);
  const asked = pending && question(pending);

  const confirm = ({ account, rol }: Pending) =>
    router.post(route('personal.update', { id: account.id }), rol === null ? { activa: false } : { rol }, {
      preserveScroll: true,
      onStart: () => setProcessing(true),
      onFinish: () => setProcessing(false),
      onSuccess: () => setPending(null),
    });

  return (
    <>
      <Head title="Personal" />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow text-accent">Equipo</p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">Personal</h1>
          <p className="mt-2 text-sm text-muted">{cuentas.total === 1 ? '1 cuenta' : `${cuentas.total} cuentas`}</p>
        </div>
        <Button onClick={() => setInviting(true)}>
          <PlusIcon />
          Invitar a un compañero
        </Button>
      </div>

      <ListPanel
        className="mt-8"
        isEmpty={cuentas.data.length === 0}
        empty={<EmptyState icon={<UserCogIcon className="size-6" />}>No hay cuentas en esta página.</EmptyState>}
        table={<AccountTable rows={cuentas.data} {...handlers} />}
        cards={<AccountCards rows={cuentas.data} {...handlers} />}
        links={cuentas.links}
      />

      {inviting && <InviteForm onClose={() => setInviting(false)} />}
      <ConfirmModal
        open={asked !== null}
        title={asked?.title ?? ''}
        message={asked?.message ?? ''}
        confirmLabel={asked?.confirm}
        cancelLabel="Cancelar"
        processing={processing}
        onConfirm={() => pending && confirm(pending)}
        onCancel={() => setPending(null)}
      />
    </>
  );
}

Personal.layout = StaffLayout;
