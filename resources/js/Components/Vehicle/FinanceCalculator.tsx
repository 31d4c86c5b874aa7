import { useEffect, useId, useState } from 'react';
import CreditText from '@/Components/CreditText';
import { defaultDeposit, financeQuote, type FinanceChoice, maxDeposit, termOptions, type FinanceTerms } from '@contracts/finance';
import { creditFigures } from '@contracts/finance-disclosure';
import { formatEuros, formatNumber, formatPercent, formatPrice } from '@contracts/format';
import type { FinanceQuote } from '@contracts/finance';
import { useI18n } from '@/lib/i18n';

/** The figures a buyer compares first, in bold. */
const STRONG = new Set<keyof FinanceQuote>(['cuota', 'tae', 'importeTotalAdeudado']);

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 text-sm">
      <dt className={strong ? 'font-semibold' : 'text-muted'}>{label}</dt>
      <dd className={`whitespace-nowrap tabular-nums ${strong ? 'font-semibold' : ''}`}>{value}</dd>
    </div>
  );
}

/** The deposit, typed or slid: whole euros from 0 to what leaves the minimum amount to finance. */
function DepositField({ value, max, onChange }: { value: number; max: number; onChange: (value: number) => void }) {
  const { t, locale } = useI18n();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const set = (next: number) => onChange(Math.min(max, Math.max(0, Math.round(next))));
  return (
    <div>
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={id} className="text-sm font-semibold">
          {t('vehicle.deposit')}
        </label>
        <div className="relative w-36">
          <input
            id={id}
            inputMode="numeric"
            autoComplete="off"
            value={draft ?? formatNumber(value, locale)}
            onChange={(event) => {
              const digits = event.target.value.replace(/\D/g, '').slice(0, 9);
              setDraft(digits);
              if (digits !== '') set(Number(digits));
            }}
            onBlur={() => setDraft(null)}
            className="w-full rounded-xl border border-line bg-white py-2 pr-8 pl-3 text-right text-sm font-semibold tabular-nums focus:border-ink"
          />
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 grid place-items-center text-sm text-muted">
            €
          </span>
        </div>
      </div>
      <input
        type="range"
        min={0}
        max={max}
        step={1}
        value={value}
        aria-label={t('vehicle.deposit')}
        aria-valuetext={formatPrice(value, locale)}
        onChange={(event) => {
          setDraft(null);
          set(Number(event.target.value));
        }}
        onKeyDown={(event) => {
          // Any euro can be set, but the arrows move a hundred at a time.
          const delta = { ArrowRight: 100, ArrowUp: 100, ArrowLeft: -100, ArrowDown: -100 }[event.key];
          if (delta === undefined) return;
          event.preventDefault();
          setDraft(null);
          set(value + delta);
        }}
        className="mt-3 h-6 w-full cursor-pointer accent-ink"
      />
      <p aria-hidden="true" className="flex justify-between text-xs text-muted tabular-nums">
        <span>{formatPrice(0, locale)}</span>
        <span>{formatPrice(max, locale)}</span>
      </p>
    </div>
  );
}

/** The term as chips, one per whole year within the terms' bounds (and the bounds themselves). */
function TermField({ terms, value, onChange }: { terms: FinanceTerms; value: number; onChange: (value: number) => void }) {
  const { t } = useI18n();
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{t('vehicle.term')}</legend>
      <div className="mt-2.5 grid grid-cols-4 gap-2">
        {termOptions(terms).map((months) => (
          <label
            key={months}
            className="flex cursor-pointer flex-col items-center rounded-xl border border-line py-2 text-sm font-semibold tabular-nums transition-colors hover:border-ink/40 has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent"
          >
            <input type="radio" name={name} value={months} checked={value === months} onChange={() => onChange(months)} className="sr-only" />
            {months}
            <span className="text-[11px] font-medium opacity-75"> {t('vehicle.term_months')}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface Props {
  terms: FinanceTerms;
  /** The price financed: the financing price (precio_oferta) when the car has one, else the cash price. */
  price: number;
  /** Whether `price` is the price when financing with the dealer. */
  offer: boolean;
  appName: string;
  /** This car's representative example, as the server words it (the page's ejemploFinanciacion). */
  example: string;
  /** The visitor's deposit and term; null until the calculator first opens, which starts it at the default terms. */
  choice: FinanceChoice | null;
  onChoose: (choice: FinanceChoice) => void;
}

/**
 * The credit calculator (Ley 16/2011): the visitor sets the deposit and the term and sees the
 * payment with every figure the law asks of a representative example, computed by the same code
 * as the server's (contracts/finance.ts). The example for the default terms closes the panel.
 */
export default function FinanceCalculator({ terms, price, offer, appName, example, choice, onChoose }: Props) {
  const i18n = useI18n();
  const { t, locale } = i18n;
  const start = { entrada: defaultDeposit(terms, price), plazo: terms.plazoDefecto };
  const current = choice ?? start;
  useEffect(() => {
    if (choice === null) onChoose(start);
  });
  const quote = financeQuote(terms, price, current.entrada, current.plazo);
  if (!quote) return null;
  const change = (next: Partial<FinanceChoice>) => onChoose({ ...current, ...next });
  return (
    <div>
      <p className="text-sm text-muted">{t('vehicle.monthly_payment')}</p>
      <p className="mt-1 text-4xl font-bold tracking-tight tabular-nums" aria-live="polite">
        {formatEuros(quote.cuota, locale)}
        <span className="ml-1 text-base font-semibold text-muted">{t('vehicle.per_month')}</span>
      </p>
      <p className="mt-1.5 text-sm text-muted tabular-nums">
        {t('vehicle.quote_summary', { count: quote.plazo, tin: formatPercent(quote.tin, locale), tae: formatPercent(quote.tae, locale) })}
      </p>

      <div className="mt-6 space-y-6 border-t border-line pt-5">
        <DepositField value={quote.entrada} max={maxDeposit(terms, price)} onChange={(entrada) => change({ entrada })} />
        <TermField terms={terms} value={quote.plazo} onChange={(plazo) => change({ plazo })} />
      </div>

      <dl className="mt-6 space-y-2.5 border-t border-line pt-5" aria-label={t('vehicle.credit_figures')}>
        {creditFigures(quote, i18n).map(({ key, label, value }) => (
          <Figure
            key={key}
            label={key === 'precio' && offer ? t('vehicle.figure_financed_price', { appName }) : label}
            value={value}
            strong={STRONG.has(key)}
          />
        ))}
      </dl>

      <p id="ejemplo-representativo" className="mt-5 rounded-xl bg-sand/50 px-4 py-3 text-xs leading-relaxed text-muted">
        * <CreditText text={example} />
      </p>
    </div>
  );
}
