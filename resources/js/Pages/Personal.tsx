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

/** Personal (issue 19): the staff accounts, with invitations, roles and deactivation (administrators only). */
export default function Personal({ cuentas }: PageProps<'Personal'>) {
  const [inviting, setInviting] = useState(false);
  const [deactivating, setDeactivating] = useState<StaffAccountRow | null>(null);
  const [processing, setProcessing] = useState(false);

  const deactivate = (account: StaffAccountRow) =>
    router.post(
      route('personal.update', { id: account.id }),
      { activa: false },
      { preserveScroll: true, onStart: () => setProcessing(true), onFinish: () => setProcessing(false), onSuccess: () => setDeactivating(null) },
    );

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
        table={<AccountTable rows={cuentas.data} onDeactivate={setDeactivating} />}
        cards={<AccountCards rows={cuentas.data} onDeactivate={setDeactivating} />}
        links={cuentas.links}
      />

      {inviting && <InviteForm onClose={() => setInviting(false)} />}
      <ConfirmModal
        open={deactivating !== null}
        title={deactivating ? `Desactivar la cuenta de ${deactivating.name}` : ''}
        message="Sus sesiones se cerrarán ahora mismo y no podrá volver a entrar en el panel hasta que un administrador active la cuenta."
        confirmLabel="Desactivar"
        cancelLabel="Cancelar"
        processing={processing}
        onConfirm={() => deactivating && deactivate(deactivating)}
        onCancel={() => setDeactivating(null)}
      />
    </>
  );
}

Personal.layout = StaffLayout;
