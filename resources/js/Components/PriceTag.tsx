import { usePage } from '@inertiajs/react';
import { formatEuros, formatPrice } from '@contracts/format';
import type { CardPrice } from '@contracts/pricing';

/** The id of the note under a listing that the cards' asterisks lead to (FinanceNote). */
export const FINANCE_NOTE_ID = 'nota-financiacion';

/** 'Precio rebajado' with the lowest price of the 30 days before the cut, struck through (art. 20 TRLGDCU). */
export function PriceDrop({ before, className = '' }: { before: number; className?: string }) {
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-xs ${className}`}>
      <span className="rounded-full bg-accent/10 px-2 py-0.5 font-semibold text-accent">Precio rebajado</span>
      <span className="text-muted">
        <del className="font-medium tabular-nums">{formatPrice(before)}</del> precio más bajo de los 30 días anteriores
      </span>
    </p>
  );
}

/** The asterisk after a credit figure, leading to the listing's representative example. */
function NoteLink() {
  return (
    <a
      href={`#${FINANCE_NOTE_ID}`}
      aria-label="Ver las condiciones de la financiación"
      className="relative z-[2] -my-1 -ml-0.5 inline-grid size-6 place-items-center rounded-full align-middle font-semibold text-accent hover:bg-sand"
    >
      *
    </a>
  );
}

/**
 * A card's price per spec §4: the cash price (after 'Precio rebajado' and the struck-through
 * previous price when the history supports a reduction), the price when financing with the
 * dealer beside it when there is one (labelled so, never struck through), and "desde X €/mes";
 * both credit figures carry an asterisk that leads to the listing's representative example; 'Vehículo vendido' once sold.
 */
export default function PriceTag({ price }: { price: CardPrice }) {
  const { appName } = usePage().props;
  if (price.kind === 'hidden') {
    return <p className="flex min-h-7 items-center text-sm font-medium text-muted">Vehículo vendido</p>;
  }
  return (
    <div className="space-y-1">
      {price.before !== null && <PriceDrop before={price.before} />}
      <p className="flex flex-wrap items-baseline gap-x-2 whitespace-nowrap">
        <span className="text-xl font-bold tracking-tight tabular-nums">{formatPrice(price.cash)}</span>{' '}
        <span className="text-xs text-muted">al contado</span>
      </p>
      {price.financed !== null && (
        <p className="text-sm whitespace-nowrap">
          <span className="font-semibold text-accent tabular-nums">{formatPrice(price.financed)}</span>{' '}
          <span className="text-muted">financiando con {appName}</span>
          <NoteLink />
        </p>
      )}
      {price.monthly !== null && (
        <p className="text-sm text-ink/80">
          desde <span className="font-semibold whitespace-nowrap tabular-nums">{formatEuros(price.monthly)}/mes</span>
          <NoteLink />
        </p>
      )}
    </div>
  );
}
