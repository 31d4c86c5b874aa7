import { Head, Link } from '@inertiajs/react';
import AgingTable from '@/Components/Reports/AgingTable';
import { PriceReviewCards, PriceReviewTable } from '@/Components/Reports/PriceReviewList';
import StatTile from '@/Components/Staff/StatTile';
import { CalendarIcon, ClockIcon } from '@/Components/icons/site';
import { CarIcon, ChartIcon, DownloadIcon } from '@/Components/icons/staff';
import { buttonClass } from '@/Components/ui/Button';
import ListPanel, { EmptyState } from '@/Components/ui/ListPanel';
import { useCan } from '@/hooks/useCan';
import StaffLayout from '@/Layouts/StaffLayout';
import { formatPrice } from '@contracts/format';
import type { PageProps } from '@contracts/page-registry';
import { route } from '@contracts/routes';
import { FEW_ENQUIRIES, FEW_VISITS_PER_DAY, PRICE_CHANGE_GRACE_DAYS, REVIEW_AFTER_DAYS } from '@contracts/stock-aging';

/** InformeStock (issue 19): the unsold stock by days in stock per branch and brand, its holding cost, and the prices to review. */
export default function InformeStock({ costeDia, resumen, porSede, porMarca, total, revisar }: PageProps<'InformeStock'>) {
  const can = useCan();
  return (
    <>
      <Head title="Antigüedad del stock" />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow text-accent">Informes</p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">Antigüedad del stock</h1>
          <p className="mt-2 max-w-2xl text-sm text-muted">
            Coches en venta o reservados, por días desde su entrada (renovar la fecha no la cambia). Coste estimado a {formatPrice(costeDia)} por coche y día
            {can('empresa.edit') ? (
              <>
                {' '}
                (<Link href={route('empresa.edit')} className="underline underline-offset-4 hover:text-ink">cambiar</Link>)
              </>
            ) : null}
            .
          </p>
        </div>
        <a href={route('informes.stock.export')} download className={buttonClass('secondary')}>
          <DownloadIcon />
          Exportar CSV
        </a>
      </div>

      <section aria-label="Resumen" className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatTile tile={{ label: 'Coches en stock', value: resumen.coches, hint: 'En venta o reservados', icon: CarIcon, tone: 'ink' }} />
        <StatTile tile={{ label: 'Días de media', value: resumen.diasMedios, hint: 'Desde su entrada', icon: CalendarIcon, tone: 'ink' }} />
        <StatTile tile={{ label: 'Coste estimado', value: resumen.coste, euros: true, hint: 'Acumulado por el stock actual', icon: ChartIcon, tone: 'yellow' }} />
        <StatTile tile={{ label: 'Más de 60 días', value: resumen.mas60, hint: 'Donde el coste empieza a pesar', icon: ClockIcon, tone: resumen.mas60 > 0 ? 'red' : 'ink' }} />
      </section>

      <AgingTable title="Por sede" caption="Coches por días en stock y sede" grupo="Sede" rows={porSede} total={total} />
      <AgingTable title="Por marca" caption="Coches por días en stock y marca" grupo="Marca" rows={porMarca} />

      <section aria-labelledby="revisar" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="revisar" className="text-lg font-semibold tracking-tight">
            Precios a revisar ({revisar.total})
          </h2>
          <p className="text-sm text-muted">
            Más de {REVIEW_AFTER_DAYS} días, menos de {FEW_ENQUIRIES} contactos o de {FEW_VISITS_PER_DAY} visita al día, y sin cambio de precio en {PRICE_CHANGE_GRACE_DAYS} días
          </p>
        </div>
        <ListPanel
          className="mt-4"
          isEmpty={revisar.data.length === 0}
          empty={<EmptyState icon={<ChartIcon className="size-6" />}>Ningún coche con más de {REVIEW_AFTER_DAYS} días tiene poco interés.</EmptyState>}
          table={<PriceReviewTable rows={revisar.data} />}
          cards={<PriceReviewCards rows={revisar.data} />}
          links={revisar.links}
        />
      </section>
    </>
  );
}

InformeStock.layout = StaffLayout;
