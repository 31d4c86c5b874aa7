import { Head } from '@inertiajs/react';
import LeadCards from '@/Components/LeadInbox/LeadCards';
import LeadFilterBar from '@/Components/LeadInbox/LeadFilterBar';
import LeadTable from '@/Components/LeadInbox/LeadTable';
import ListPanel, { EmptyState } from '@/Components/ui/ListPanel';
import { InboxIcon } from '@/Components/icons/staff';
import { useListFilters } from '@/hooks/useListFilters';
import StaffLayout from '@/Layouts/StaffLayout';
import { formatNumber } from '@contracts/format';
import { route } from '@contracts/routes';
import { leadFilterQuery } from '@/lib/lead-inbox';
import type { PageProps } from '@contracts/page-registry';

/** Solicitudes: every public form's enquiries, newest first, with their delivery to the staff mailbox. */
export default function Solicitudes({ solicitudes, filters }: PageProps<'Solicitudes'>) {
  const { controls, change, busy } = useListFilters(filters, { url: route('solicitudes.index'), query: leadFilterQuery });
  return (
    <>
      <Head title="Solicitudes" />
      <p className="eyebrow text-accent">Contactos</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">Solicitudes</h1>
      <p className="mt-2 text-sm text-muted" aria-live="polite">
        {solicitudes.total === 1 ? '1 solicitud' : `${formatNumber(solicitudes.total)} solicitudes`}
      </p>

      <div className="mt-8">
        <LeadFilterBar controls={controls} onChange={change} />
      </div>

      <ListPanel
        busy={busy}
        className="mt-4 md:mt-6"
        isEmpty={solicitudes.data.length === 0}
        empty={<EmptyState icon={<InboxIcon className="size-6" />}>No hay solicitudes con los filtros seleccionados.</EmptyState>}
        table={<LeadTable rows={solicitudes.data} />}
        cards={<LeadCards rows={solicitudes.data} />}
        links={solicitudes.links}
      />
    </>
  );
}

Solicitudes.layout = StaffLayout;
