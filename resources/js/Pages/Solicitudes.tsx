import { Head } from '@inertiajs/react';
import LeadCards from '@/Components/LeadInbox/LeadCards';
import LeadFilterBar from '@/Components/LeadInbox/LeadFilterBar';
import LeadTable from '@/Components/LeadInbox/LeadTable';
import ListPanel, { EmptyState } from '@/Components/ui/ListPanel';
import { CloseIcon } from '@/Components/icons/site';
import { InboxIcon } from '@/Components/icons/staff';
import { CONTACT_DEADLINE_HOURS } from '@contracts/lead-workflow';
import { useListFilters } from '@/hooks/useListFilters';
import StaffLayout from '@/Layouts/StaffLayout';
import { formatNumber } from '@contracts/format';
import { route } from '@contracts/routes';
import { leadFilterQuery } from '@/lib/lead-inbox';
import type { PageProps } from '@contracts/page-registry';

/** Solicitudes: every public form's enquiries, newest first, with their follow-up and their delivery to the staff mailbox. */
export default function Solicitudes({ solicitudes, filters, personal }: PageProps<'Solicitudes'>) {
  const { controls, change, busy } = useListFilters(filters, { url: route('solicitudes.index'), query: leadFilterQuery });
  const mine = controls.asignado === 'yo';
  const chips = [
    { on: controls.sin_contacto, label: `Sin contacto en ${CONTACT_DEADLINE_HOURS} h`, clear: { sin_contacto: false } },
    { on: controls.abiertas, label: 'Solo abiertas', clear: { abiertas: false } },
  ].filter((chip) => chip.on);
  return (
    <>
      <Head title="Solicitudes" />
      <p className="eyebrow text-accent">Contactos</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">Solicitudes</h1>
      <p className="mt-2 text-sm text-muted" aria-live="polite">
        {solicitudes.total === 1 ? '1 solicitud' : `${formatNumber(solicitudes.total)} solicitudes`}
      </p>

      <div className="mt-6 flex flex-wrap items-center gap-3">
        <div role="group" aria-label="Qué solicitudes ver" className="inline-grid grid-cols-2 rounded-full bg-sand/80 p-1">
          {[
            { label: 'Todas', on: controls.asignado === null, asignado: null },
            { label: 'Mis solicitudes', on: mine, asignado: 'yo' },
          ].map((tab) => (
            <button
              key={tab.label}
              type="button"
              aria-pressed={tab.on}
              onClick={() => change({ asignado: tab.asignado })}
              className={`rounded-full px-4 py-2 text-sm font-semibold transition-colors ${tab.on ? 'bg-white text-ink shadow-sm' : 'text-muted hover:text-ink'}`}
            >
              {tab.label}
            </button>
          ))}
        </div>
        {chips.map((chip) => (
          <button
            key={chip.label}
            type="button"
            onClick={() => change(chip.clear)}
            className="inline-flex items-center gap-2 rounded-full border border-line bg-white px-3.5 py-2 text-sm font-medium text-ink hover:border-ink/40"
          >
            {chip.label}
            <CloseIcon className="size-3.5" />
            <span className="sr-only">(quitar este filtro)</span>
          </button>
        ))}
      </div>

      <div className="mt-4">
        <LeadFilterBar controls={controls} onChange={change} personal={personal} />
      </div>

      <ListPanel
        busy={busy}
        className="mt-4 md:mt-6"
        wide
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
