import { formatKm, formatNumber } from '@contracts/format';
import type { StockRow } from '@contracts/stock';
import { conversionLabel, diasLabel, formatStockDate } from '@/lib/stock-list';
import StockActions from './StockActions';
import { ActivoMark, EstadoBadge, Plate, StockPrice } from './StockBadges';
import { ChatIcon } from '@/Components/icons/site';
import { EyeIcon } from '@/Components/icons/staff';

interface Props {
  rows: StockRow[];
  onDelete?: (coche: StockRow) => void;
  onRenew: (coche: StockRow) => void;
}

function Card({ coche, onDelete, onRenew }: { coche: StockRow } & Omit<Props, 'rows'>) {
  return (
    <li className="p-4">
      <div className="flex gap-3.5">
        <img src={coche.thumbUrl} alt="" width={112} height={80} loading="lazy" className="h-20 w-28 shrink-0 rounded-xl bg-sand object-cover ring-1 ring-line/60" />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <p className="text-[11px] font-semibold tracking-wide text-muted uppercase">{coche.marca.nombre}</p>
            <ActivoMark activo={coche.activo} />
          </div>
          <p className="-mt-1 leading-snug font-medium">
            {coche.modelo.nombre} <span className="text-ink/70">{coche.nombre}</span>
          </p>
          <div className="mt-1.5 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
            <StockPrice coche={coche} />
            <span className="text-[13px] text-muted tabular-nums">{formatKm(coche.kilometros)}</span>
          </div>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-xs text-muted">
        <EstadoBadge estadoId={coche.estado_id} />
        {coche.matricula && <Plate matricula={coche.matricula} />}
        <span>{coche.cambio.nombre}</span>
      </div>
      <div className="mt-3 flex items-center justify-between gap-2 border-t border-line/60 pt-2">
        <dl className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          <div className="flex items-center gap-1" title="Visitas web">
            <dt>
              <EyeIcon />
              <span className="sr-only">Visitas web</span>
            </dt>
            <dd className="tabular-nums">{formatNumber(coche.numbook)}</dd>
          </div>
          <div className="flex items-center gap-1" title="Contactos">
            <dt>
              <ChatIcon className="size-3.5" />
              <span className="sr-only">Contactos</span>
            </dt>
            <dd className="tabular-nums">{formatNumber(coche.num_contactos)}</dd>
          </div>
          <div className="flex items-center gap-1" title="Contactos por visita">
            <dt>Conv.</dt>
            <dd className="tabular-nums">{conversionLabel(coche.conversion)}</dd>
          </div>
          <div className="flex items-center gap-1">
            <dt className="sr-only">Alta</dt>
            <dd>
              <time dateTime={coche.created_at}>{formatStockDate(coche.created_at)}</time> · {diasLabel(coche.dias_en_stock)} en stock
            </dd>
          </div>
        </dl>
        <StockActions coche={coche} onDelete={onDelete} onRenew={onRenew} />
      </div>
    </li>
  );
}

/** The list on phones: one card per car, the same data and actions as a table row. */
export default function StockCards({ rows, onDelete, onRenew }: Props) {
  return (
    <ul className="divide-y divide-line/70">
      {rows.map((coche) => (
        <Card key={coche.id} coche={coche} onDelete={onDelete} onRenew={onRenew} />
      ))}
    </ul>
  );
}
