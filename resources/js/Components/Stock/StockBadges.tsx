import { formatPrice } from '@contracts/format';
import type { StockRow } from '@contracts/stock';
import { estadoBadge, type BadgeTone } from '@/lib/stock-list';
import { CheckIcon } from '@/Components/icons/site';
import { CrossIcon } from '@/Components/icons/staff';

const TONES: Record<BadgeTone, string> = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25',
  yellow: 'bg-amber-50 text-amber-800 ring-amber-500/30',
  red: 'bg-red-50 text-red-800 ring-red-600/25',
  grey: 'bg-sand text-muted ring-line',
};

const DOTS: Record<BadgeTone, string> = {
  green: 'bg-emerald-500',
  yellow: 'bg-amber-400',
  red: 'bg-red-500',
  grey: 'bg-muted/50',
};

/** The state's coloured badge (§2): NORMAL green, RESERVADO yellow, VENDIDO red, else 'Desconocido'. */
export function EstadoBadge({ estadoId }: { estadoId: number }) {
  const { label, tone } = estadoBadge(estadoId);
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-[11px] font-semibold tracking-wide whitespace-nowrap ring-1 ring-inset ${TONES[tone]}`}>
      <span aria-hidden="true" className={`size-1.5 rounded-full ${DOTS[tone]}`} />
      {label}
    </span>
  );
}

/** The activo flag: a green check or a red cross, with its meaning in words for screen readers. */
export function ActivoMark({ activo }: { activo: boolean }) {
  return activo ? (
    <span className="inline-grid size-7 place-items-center rounded-full bg-emerald-50 text-emerald-600 ring-1 ring-emerald-600/20 ring-inset">
      <CheckIcon strokeWidth={2.25} />
      <span className="sr-only">Activo</span>
    </span>
  ) : (
    <span className="inline-grid size-7 place-items-center rounded-full bg-red-50 text-red-600 ring-1 ring-red-600/20 ring-inset">
      <CrossIcon />
      <span className="sr-only">Inactivo</span>
    </span>
  );
}

/**
 * The price in es-ES €: the cash price, and under it the financing price (precio_oferta) when
 * there is one, labelled so and never struck through (the public site shows them the same way).
 */
export function StockPrice({ coche }: { coche: Pick<StockRow, 'precio' | 'precio_oferta'> }) {
  return (
    <span className="inline-flex flex-col leading-tight">
      <span className="font-semibold whitespace-nowrap tabular-nums">{formatPrice(coche.precio)}</span>
      {coche.precio_oferta !== null && (
        <span className="text-xs whitespace-nowrap text-accent tabular-nums">
          {formatPrice(coche.precio_oferta)} <span className="text-muted">financiado</span>
        </span>
      )}
    </span>
  );
}

/** The number plate, as a small mono chip. */
export function Plate({ matricula }: { matricula: string }) {
  return (
    <span className="rounded border border-line bg-paper px-1.5 py-px font-mono text-[11px] font-medium tracking-normal whitespace-nowrap text-ink/80 normal-case">
      <span className="sr-only">Matrícula </span>
      {matricula}
    </span>
  );
}
