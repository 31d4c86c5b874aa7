import { usePage } from '@inertiajs/react';
import { formatEuros, formatPrice } from '@contracts/format';
import type { CardPrice } from '@contracts/pricing';
import { useI18n } from '@/lib/i18n';

/** The id of the note under a listing that the cards' asterisks lead to (FinanceNote). */
export const FINANCE_NOTE_ID = 'nota-financiacion';

/** 'Precio rebajado' with the lowest price of the 30 days before the cut, struck through (art. 20 TRLGDCU). */
export function PriceDrop({ before, className = '' }: { before: number; className?: string }) {
  const { t, rich, locale } = useI18n();
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-xs ${className}`}>
      <span className="rounded-full bg-accent/10 px-2 py-0.5 font-semibold text-accent">{t('common.price_reduced')}</span>
      <span className="text-muted">
        {rich('common.price_before_drop', { price: formatPrice(before, locale), del: (words) => <del className="font-medium tabular-nums">{words}</del> })}
      </span>
    </p>
  );
}

/** The asterisk after a credit figure, leading to the listing's representative example. */
function NoteLink() {
  const { t } = useI18n();
  return (
    <a
      href={`#${FINANCE_NOTE_ID}`}
      aria-label={t('common.finance_terms_link')}
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
  const { t, rich, locale } = useI18n();
  if (price.kind === 'hidden') {
    return <p className="flex min-h-7 items-center text-sm font-medium text-muted">{t('common.vehicle_sold')}</p>;
  }
  return (
    <div className="space-y-1">
      {price.before !== null && <PriceDrop before={price.before} />}
      <p className="flex flex-wrap items-baseline gap-x-2 whitespace-nowrap">
        <span className="text-xl font-bold tracking-tight tabular-nums">{formatPrice(price.cash, locale)}</span>{' '}
        <span className="text-xs text-muted">{t('common.cash_price_short')}</span>
      </p>
      {price.financed !== null && (
        <p className="text-sm whitespace-nowrap">
          <span className="font-semibold text-accent tabular-nums">{formatPrice(price.financed, locale)}</span>{' '}
          <span className="text-muted">{t('common.financing_with', { appName })}</span>
          <NoteLink />
        </p>
      )}
      {price.monthly !== null && (
        <p className="text-sm text-ink/80">
          {rich('common.monthly_from', { amount: formatEuros(price.monthly, locale), strong: (words) => <span className="font-semibold whitespace-nowrap tabular-nums">{words}</span> })}
          <NoteLink />
        </p>
      )}
    </div>
  );
}
