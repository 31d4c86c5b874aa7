import { Head } from '@inertiajs/react';
import Pagination from '@/Components/Pagination';
import LeadCards from '@/Components/LeadInbox/LeadCards';
import LeadFilterBar from '@/Components/LeadInbox/LeadFilterBar';
import LeadTable from '@/Components/LeadInbox/LeadTable';
import { InboxIcon } from '@/Components/Staff/icons';
import { useListFilters } from '@/hooks/useListFilters';
import StaffLayout from '@/Layouts/StaffLayout';
import { formatNumber } from '@contracts/format';
import { route } from '@contracts/routes';
import { applyFilterChange, leadFilterQuery } from '@/lib/lead-inbox';
import type { PageProps } from '@contracts/page-registry';

function EmptyState() {
  return (
    <div className="flex flex-col items-center px-6 py-16 text-center">
      <span className="grid size-12 place-items-center rounded-2xl bg-sand text-ink/70">
        <InboxIcon className="size-6" />
      </span>
      <p className="mt-4 max-w-sm text-sm text-muted">No hay solicitudes con los filtros seleccionados.</p>
    </div>
  );
}

/** Solicitudes: every public form's enquiries, newest first, with their delivery to the staff mailbox. */
export default function Solicitudes({ solicitudes, filters }: PageProps<'Solicitudes'>) {
  const { controls, change, busy } = useListFilters(filters, { url: route('solicitudes.index'), query: leadFilterQuery, apply: applyFilterChange });
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

      <div aria-busy={busy} className={`mt-4 overflow-hidden rounded-2xl border border-line/80 bg-white shadow-card transition-opacity md:mt-6 ${busy ? 'opacity-60' : ''}`}>
        {solicitudes.data.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <div className="hidden md:block">
              <LeadTable rows={solicitudes.data} />
            </div>
            <div className="md:hidden">
              <LeadCards rows={solicitudes.data} />
            </div>
          </>
        )}
      </div>
      <Pagination links={solicitudes.links} />
    </>
  );
}

Solicitudes.layout = StaffLayout;
