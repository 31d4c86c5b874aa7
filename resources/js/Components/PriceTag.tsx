import { usePage } from '@inertiajs/react';
import { formatEuros, formatPrice } from '@contracts/format';
import type { CardPrice } from '@contracts/vehicle';

/** The id of the note under a listing that the cards' asterisks lead to (FinanceNote). */
export const FINANCE_NOTE_ID = 'nota-financiacion';

/**
 * A card's price per spec §4: the cash price, the price when financing with the dealer beside it
 * when there is one (labelled so, never struck through), and "desde X €/mes*" whose asterisk
 * leads to the listing's representative example; 'Vehículo vendido' instead once sold.
 */
export default function PriceTag({ price }: { price: CardPrice }) {
  const { appName } = usePage().props;
  if (price.kind === 'hidden') {
    return <p className="flex min-h-7 items-center text-sm font-medium text-muted">Vehículo vendido</p>;
  }
  return (
    <div className="space-y-1">
      <p className="flex flex-wrap items-baseline gap-x-2 whitespace-nowrap">
        <span className="text-xl font-bold tracking-tight tabular-nums">{formatPrice(price.cash)}</span>{' '}
        <span className="text-xs text-muted">al contado</span>
      </p>
      {price.financed !== null && (
        <p className="text-sm whitespace-nowrap">
          <span className="font-semibold text-accent tabular-nums">{formatPrice(price.financed)}</span>{' '}
          <span className="text-muted">financiando con {appName}</span>
        </p>
      )}
      {price.monthly !== null && (
        <p className="text-sm text-ink/80">
          desde <span className="font-semibold whitespace-nowrap tabular-nums">{formatEuros(price.monthly)}/mes</span>
          <a
            href={`#${FINANCE_NOTE_ID}`}
            aria-label="Ver las condiciones de la financiación"
            className="relative z-[2] -my-1 -ml-0.5 inline-grid size-6 place-items-center rounded-full align-middle font-semibold text-accent hover:bg-sand"
          >
            *
          </a>
        </p>
      )}
    </div>
  );
}
