import { Head } from '@inertiajs/react';
import { PaymentCards, PaymentTable } from '@/Components/Payments/PaymentList';
import { SelectField, TextField } from '@/Components/Forms/FormField';
import StatTile from '@/Components/Staff/StatTile';
import { CardIcon, DownloadIcon, RetryIcon } from '@/Components/icons/staff';
import { buttonClass } from '@/Components/ui/Button';
import ListPanel, { EmptyState } from '@/Components/ui/ListPanel';
import { useListFilters } from '@/hooks/useListFilters';
import StaffLayout from '@/Layouts/StaffLayout';
import { formatNumber } from '@contracts/format';
import type { PageProps } from '@contracts/page-registry';
import { DEVOLUCION_ESTADOS, PAGO_ESTADOS, type PagosFilters } from '@contracts/payments';
import { route } from '@contracts/routes';

/** The filters as the list's query: only what is set. */
function pagosQuery(filters: PagosFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}

/** Pagos (Administración): every deposit paid online, its authorisation and its refund, for accounting; filtered, paginated, exported as CSV. */
export default function Pagos({ pagos, filters, totales }: PageProps<'Pagos'>) {
  const { controls, change, busy } = useListFilters(filters, { url: route('pagos.index'), query: pagosQuery });
  const query = new URLSearchParams(pagosQuery(controls)).toString();
  return (
    <>
      <Head title="Pagos" />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow text-accent">Contabilidad</p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">Pagos</h1>
          <p className="mt-2 text-sm text-muted" aria-live="polite">
            {pagos.total === 1 ? '1 pago' : `${formatNumber(pagos.total)} pagos`}: señales de reserva pagadas online con tarjeta o Bizum.
          </p>
        </div>
        <a href={`${route('pagos.export')}${query ? `?${query}` : ''}`} download className={buttonClass('secondary')}>
          <DownloadIcon />
          Exportar CSV
        </a>
      </div>

      <section aria-label="Totales" className="mt-6 grid gap-4 sm:grid-cols-2">
        <StatTile tile={{ label: 'Cobrado', value: totales.pagado / 100, euros: true, hint: 'Pagos aprobados con estos filtros', icon: CardIcon, tone: 'ink' }} />
        <StatTile tile={{ label: 'Devuelto', value: totales.devuelto / 100, euros: true, hint: 'Devoluciones hechas por la pasarela', icon: RetryIcon, tone: 'yellow' }} />
      </section>

      <div className="mt-6 grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField label="Estado del pago" value={controls.estado ?? ''} onChange={(event) => change({ estado: (event.target.value || null) as PagosFilters['estado'] })}>
          <option value="">Todos</option>
          {Object.entries(PAGO_ESTADOS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Devolución" value={controls.devolucion ?? ''} onChange={(event) => change({ devolucion: (event.target.value || null) as PagosFilters['devolucion'] })}>
          <option value="">Todas</option>
          <option value="sin">Sin devolución</option>
          {Object.entries(DEVOLUCION_ESTADOS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField label="Desde" type="date" value={controls.desde ?? ''} onChange={(event) => change({ desde: event.target.value || null })} />
        <TextField label="Hasta" type="date" value={controls.hasta ?? ''} onChange={(event) => change({ hasta: event.target.value || null })} />
      </div>

      <ListPanel
        busy={busy}
        className="mt-4 md:mt-6"
        wide
        isEmpty={pagos.data.length === 0}
        empty={<EmptyState icon={<CardIcon className="size-6" />}>No hay pagos con los filtros seleccionados.</EmptyState>}
        table={<PaymentTable rows={pagos.data} />}
        cards={<PaymentCards rows={pagos.data} />}
        links={pagos.links}
      />
    </>
  );
}

Pagos.layout = StaffLayout;
