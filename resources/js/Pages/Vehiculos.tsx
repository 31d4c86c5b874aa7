import { Head, Link, router } from '@inertiajs/react';
import { useState } from 'react';
import ConfirmModal from '@/Components/Staff/ConfirmModal';
import { CarIcon, DownloadIcon, PlusIcon, UploadIcon } from '@/Components/icons/staff';
import StockCards from '@/Components/Stock/StockCards';
import StockFilters from '@/Components/Stock/StockFilters';
import StockSortSelect from '@/Components/Stock/StockSortSelect';
import StockTable from '@/Components/Stock/StockTable';
import { buttonClass } from '@/Components/ui/Button';
import ListPanel, { EmptyState } from '@/Components/ui/ListPanel';
import { useCan } from '@/hooks/useCan';
import { useListFilters } from '@/hooks/useListFilters';
import StaffLayout from '@/Layouts/StaffLayout';
import { formatNumber } from '@contracts/format';
import { route } from '@contracts/routes';
import type { StockRow } from '@contracts/stock';
import { controlsFrom, fullName, nextSort, stockQuery } from '@/lib/stock-list';
import type { PageProps } from '@contracts/page-registry';

type Pending = { action: 'delete' | 'renew'; coche: StockRow };

const QUESTIONS = {
  delete: { message: '¿Estás seguro de que quieres eliminar este Coche?', confirm: 'Eliminar' },
  renew: { message: '¿Estás seguro de que quieres renovar la fecha de este coche?', confirm: 'Renovar fecha' },
} as const;

/** Vehiculos (back-office §2 "Vehicle list"): the stock with its filters, order, row actions and pages. */
export default function Vehiculos({ coches, filters, marcas, cambios, combustibles, carrocerias }: PageProps<'Vehiculos'>) {
  const { controls, change, busy } = useListFilters(controlsFrom(filters), { url: route('vehiculos.index'), query: stockQuery });
  const [pending, setPending] = useState<Pending | null>(null);
  const can = useCan();
  const [processing, setProcessing] = useState(false);
  const sort = { sort_by: controls.sort_by, sort_dir: controls.sort_dir };

  const confirm = ({ action, coche }: Pending) => {
    const options = {
      preserveScroll: true,
      onStart: () => setProcessing(true),
      onFinish: () => setProcessing(false),
      onSuccess: () => setPending(null),
    };
    if (action === 'delete') router.delete(route('coches.destroy', { id: coche.id }), options);
    else router.put(route('coches.renew', { id: coche.id }), {}, options);
  };
  const ask = (action: Pending['action']) => (coche: StockRow) => setPending({ action, coche });
  const question = pending ? QUESTIONS[pending.action] : QUESTIONS.delete;

  return (
    <>
      <Head title="Vehículos" />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow text-accent">Stock</p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">Vehículos</h1>
          <p className="mt-2 text-sm text-muted" aria-live="polite">
            {coches.total === 1 ? '1 vehículo' : `${formatNumber(coches.total)} vehículos`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* A download, not a page visit: a plain link, with the list's filters. */}
          <a
            href={`${route('vehiculos.export')}?${new URLSearchParams(stockQuery(controls)).toString()}`}
            download
            className={buttonClass('secondary')}
          >
            <DownloadIcon />
            Exportar CSV
          </a>
          {can('importar.index') && (
            <Link href={route('importar.index')} className={buttonClass('secondary')}>
              <UploadIcon />
              Importar vehículos
            </Link>
          )}
          <Link href={route('coches.create')} className={buttonClass('primary')}>
            <PlusIcon />
            Crear Vehículo
          </Link>
        </div>
      </div>

      <div className="mt-8">
        <StockFilters controls={controls} lookups={{ marcas, cambios, combustibles, carrocerias }} onChange={change} />
      </div>

      <div className="mt-4 xl:hidden">
        <StockSortSelect sort={sort} onChange={change} />
      </div>

      <ListPanel
        busy={busy}
        className="mt-4 md:mt-6"
        isEmpty={coches.data.length === 0}
        empty={<EmptyState icon={<CarIcon className="size-6" />}>No se encontraron vehículos con los filtros seleccionados.</EmptyState>}
        wide
        table={<StockTable rows={coches.data} sort={sort} onSort={(column) => change(nextSort(sort, column))} onDelete={can('coches.destroy') ? ask('delete') : undefined} onRenew={ask('renew')} />}
        cards={<StockCards rows={coches.data} onDelete={can('coches.destroy') ? ask('delete') : undefined} onRenew={ask('renew')} />}
        links={coches.links}
      />

      <ConfirmModal
        open={pending !== null}
        title={pending ? fullName(pending.coche) : ''}
        message={question.message}
        confirmLabel={question.confirm}
        cancelLabel="Cancelar"
        processing={processing}
        onConfirm={() => pending && confirm(pending)}
        onCancel={() => setPending(null)}
      />
    </>
  );
}

Vehiculos.layout = StaffLayout;
