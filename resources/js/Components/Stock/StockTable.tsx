import type { ReactNode } from 'react';
import { formatKm } from '@contracts/format';
import type { StockFilters, StockRow, StockSort } from '@contracts/stock';
import { contactosLabel, conversionLabel, diasLabel, formatStockDate, visitasLabel } from '@/lib/stock-list';
import StockActions from './StockActions';
import { ActivoMark, EstadoBadge, Plate, StockPrice } from './StockBadges';
import { SortIcon } from '@/Components/icons/staff';

type Sort = Pick<StockFilters, 'sort_by' | 'sort_dir'>;

interface Props {
  rows: StockRow[];
  sort: Sort;
  onSort: (column: StockSort) => void;
  onDelete?: (coche: StockRow) => void;
  onRenew: (coche: StockRow) => void;
}

const th = 'sticky top-16 z-10 bg-sand/95 px-1.5 py-3 text-left text-[11px] font-semibold tracking-[0.08em] whitespace-nowrap text-muted uppercase backdrop-blur-sm';

/** A sortable column's header: a button inside the th, which carries aria-sort. */
function SortHeader({ column, sort, onSort, children, className = '' }: { column: StockSort; sort: Sort; onSort: Props['onSort']; children: ReactNode; className?: string }) {
  const dir = sort.sort_by === column ? sort.sort_dir : null;
  return (
    <th scope="col" aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none'} className={`${th} ${className}`}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className={`-mx-1.5 inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 uppercase transition-colors hover:text-ink ${dir ? 'text-ink' : ''}`}
      >
        {children}
        <SortIcon dir={dir} />
      </button>
    </th>
  );
}

function Row({ coche, onDelete, onRenew }: { coche: StockRow } & Pick<Props, 'onDelete' | 'onRenew'>) {
  return (
    <tr className="group/row transition-colors hover:bg-paper [&_a]:scroll-mt-32 [&_button]:scroll-mt-32">
      <td className="py-2.5 pr-2 pl-4">
        <div className="flex min-w-44 items-center gap-3">
          <img src={coche.thumbUrl} alt="" width={64} height={48} loading="lazy" className="h-12 w-16 shrink-0 rounded-lg bg-sand object-cover ring-1 ring-line/60" />
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-x-2 text-[11px] font-semibold tracking-wide text-muted uppercase">
              {coche.marca.nombre}
              {coche.matricula && <Plate matricula={coche.matricula} />}
            </p>
            <p className="leading-snug font-medium text-ink">
              {coche.modelo.nombre} <span className="text-ink/70">{coche.nombre}</span>
            </p>
          </div>
        </div>
      </td>
      <td className="px-1.5 py-2.5 text-right">
        <StockPrice coche={coche} />
        <span className="block text-xs whitespace-nowrap text-muted tabular-nums">{formatKm(coche.kilometros)}</span>
      </td>
      <td className="px-1.5 py-2.5">
        <EstadoBadge estadoId={coche.estado_id} />
      </td>
      <td className="px-1.5 py-2.5 text-ink/80">{coche.cambio.nombre}</td>
      <td className="px-1.5 py-2.5 text-center">
        <ActivoMark activo={coche.activo} />
      </td>
      <td className="px-1.5 py-2.5 text-right text-xs whitespace-nowrap tabular-nums">
        <span className="block text-ink/80">{visitasLabel(coche.numbook)}</span>
        <span className="block text-muted">{contactosLabel(coche.num_contactos)}</span>
        <span className="block text-muted">
          <abbr title="Conversión: contactos por visita" className="no-underline">
            Conv.
          </abbr>{' '}
          <span className="font-medium text-ink/80">{conversionLabel(coche.conversion)}</span>
        </span>
      </td>
      <td className="px-1.5 py-2.5 whitespace-nowrap">
        <time dateTime={coche.created_at} className="block text-ink/80 tabular-nums">
          {formatStockDate(coche.created_at)}
        </time>
        <span className="text-xs text-muted" title="En stock desde su fecha de entrada">
          {diasLabel(coche.dias_en_stock)}
          <span className="sr-only"> en stock</span>
        </span>
      </td>
      <td className="py-2 pr-1 pl-0">
        <StockActions coche={coche} onDelete={onDelete} onRenew={onRenew} />
      </td>
    </tr>
  );
}

/**
 * The list's table (§2, §9): it scrolls with the page, with no scroll box of its own, and its
 * header sticks under the top bar; a row reached by keyboard scrolls clear of it. It shows
 * from 1280 px, where every column fits; the list shows its cards below.
 */
export default function StockTable({ rows, sort, onSort, onDelete, onRenew }: Props) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Vehículos en stock</caption>
      <thead>
        <tr>
          <SortHeader column="nombre" sort={sort} onSort={onSort} className="pl-4">
            Nombre · Matrícula
          </SortHeader>
          <th scope="col" className={`${th} text-right`}>Precio · Km</th>
          <SortHeader column="estado_id" sort={sort} onSort={onSort}>
            Estado
          </SortHeader>
          <SortHeader column="cambio_id" sort={sort} onSort={onSort}>
            Cambio
          </SortHeader>
          <SortHeader column="activo" sort={sort} onSort={onSort} className="text-center">
            Activo
          </SortHeader>
          <th scope="col" className={`${th} text-right`}>
            Interés
          </th>
          <SortHeader column="created_at" sort={sort} onSort={onSort}>
            Alta
          </SortHeader>
          <th scope="col" className={`${th} pr-1 text-right`}>
            <span className="sr-only">Acciones</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line/70">
        {rows.map((coche) => (
          <Row key={coche.id} coche={coche} onDelete={onDelete} onRenew={onRenew} />
        ))}
      </tbody>
    </table>
  );
}
