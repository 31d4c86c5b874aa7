import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { FinanceChoice, FinanceTerms } from '@contracts/finance';
import type { VehicleDetail } from '@contracts/pages';
import { formatEuros, formatPrice } from '@contracts/format';
import { ESTADO_RESERVADO } from '@contracts/vehicle';
import { PriceDrop } from '@/Components/PriceTag';
import PriceBadges from '@/Components/Vehicle/PriceBadges';
import CreditText from '@/Components/CreditText';
import { DocumentIcon } from '@/Components/icons/site';
import PriceIncludes from '@/Components/Vehicle/PriceIncludes';
import { cashBreakdown, deliveryOptions, type DeliveryId } from '@/Components/Vehicle/pricing';
import { useI18n } from '@/lib/i18n';
import type { PriceStatement } from '@contracts/pricing';

// The calculator loads when the visitor first opens 'Financiado': the page's first load stays within the JS budget.
const FinanceCalculator = lazy(() => import('@/Components/Vehicle/FinanceCalculator'));

export type PriceView = 'contado' | 'financiado';

function Line({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 text-sm">
      <dt className="text-muted">{label}</dt>
      <dd className="whitespace-nowrap tabular-nums">{value}</dd>
    </div>
  );
}

/** The dealer's financing price, apart from the cash figures: it only holds if the financing is approved. */
function FinancingOffer({ price, appName }: { price: number; appName: string }) {
  const { t, locale } = useI18n();
  return (
    <div className="mt-6 rounded-xl bg-sand/50 px-4 py-4 ring-1 ring-line/80">
      <p className="flex items-baseline justify-between gap-4">
        <span className="text-sm font-semibold">{t('vehicle.financing_with', { appName })}</span>
        <span className="text-xl font-bold tracking-tight whitespace-nowrap text-accent tabular-nums">{formatPrice(price, locale)}</span>
      </p>
      <p className="mt-1.5 text-xs leading-relaxed text-muted">{t('vehicle.financing_note', { appName })}</p>
    </div>
  );
}

const VIEWS = [
  { id: 'contado', label: 'vehicle.cash' },
  { id: 'financiado', label: 'vehicle.financed' },
] as const;

/** 'Al contado' and 'Financiado' as tabs (WAI-ARIA tabs: arrows move between them). */
function PriceTabs({ name, view, onView }: { name: string; view: PriceView; onView: (view: PriceView) => void }) {
  const { t } = useI18n();
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight' && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const next = view === 'contado' ? 'financiado' : 'contado';
    const target = event.key === 'Home' ? 'contado' : event.key === 'End' ? 'financiado' : next;
    onView(target);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${name}-${target}`)}`)?.focus();
  };
  return (
    <div ref={list} role="tablist" aria-label={t('vehicle.payment_method')} onKeyDown={move} className="grid grid-cols-2 rounded-full bg-sand/70 p-1">
      {VIEWS.map((tab) => (
        <button
          key={tab.id}
          id={`${name}-${tab.id}`}
          type="button"
          role="tab"
          aria-selected={view === tab.id}
          aria-controls={`${name}-panel-${tab.id}`}
          tabIndex={view === tab.id ? 0 : -1}
          onClick={() => onView(tab.id)}
          className="rounded-full px-4 py-2 text-sm font-semibold text-muted transition-colors aria-selected:bg-white aria-selected:text-ink aria-selected:shadow-sm"
        >
          {t(tab.label)}
        </button>
      ))}
    </div>
  );
}

/**
 * The 'Al contado' panel (spec §2, §4): the cash price (precio), the breakdown from 'Precio al
 * contado inicial', the delivery choice and the final price. An offer (precio_oferta) is the
 * price when financing with the dealer, so it is shown apart and never taken off the cash total.
 * Under the price, what comes with the car (PriceBadges) and, for a car offered on credit, the
 * payment with the default terms, which opens the calculator. A reserved car keeps its prices
 * with a clear 'Reservado' notice and its final price (spec §4), but offers no delivery choice:
 * it is already promised to someone.
 */
function CashPanel({ coche, precio, appName, example, onFinance }: { coche: VehicleDetail; precio: PriceStatement; appName: string; example: string | null; onFinance: () => void }) {
  const { t, rich, locale, route } = useI18n();
  const monthly = coche.cuota;
  const [delivery, setDelivery] = useState<DeliveryId>('recogida');
  const name = useId();
  const price = cashBreakdown(precio, delivery);
  const reserved = coche.estado_id === ESTADO_RESERVADO;

  return (
    <>
      {precio.before !== null && <PriceDrop before={precio.before} className="mb-2" />}
      <p className="text-4xl font-bold tracking-tight tabular-nums">{formatPrice(price.initial, locale)}</p>
      <p className="mt-1 text-sm text-muted">{t('vehicle.cash_price_tax', { tax: precio.tax })}</p>
      <PriceBadges coche={coche} guarantee={precio.guarantee} />
      {reserved && (
        <p className="mt-3 rounded-xl bg-gold/15 px-4 py-3 text-sm leading-relaxed text-ink/80">{t('vehicle.reserved_notice')}</p>
      )}

      <dl className="mt-6 space-y-2.5 border-t border-line pt-5">
        <Line label={t('vehicle.initial_cash_price')} value={formatPrice(price.initial, locale)} />
      </dl>
      <PriceIncludes precio={precio} />

      {!reserved && (
        <fieldset className="mt-5">
          <legend className="text-sm font-semibold">{t('vehicle.delivery')}</legend>
          <div className="mt-2.5 space-y-2">
            {deliveryOptions(precio).map((option) => (
              <label
                key={option.id}
                className="flex cursor-pointer items-center gap-3 rounded-xl border border-line px-4 py-3 text-sm transition-colors hover:border-ink/30 has-[:checked]:border-ink has-[:checked]:bg-sand/40"
              >
                <input
                  type="radio"
                  name={name}
                  value={option.id}
                  checked={delivery === option.id}
                  onChange={() => setDelivery(option.id)}
                  className="size-4 accent-accent"
                />
                <span className="flex-1">{t(option.label)}</span>
                <span className="font-medium whitespace-nowrap tabular-nums">{formatPrice(option.price, locale)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <div className="mt-5 flex items-end justify-between gap-4 border-t border-line pt-5" aria-live="polite">
        <p className="text-sm font-semibold">{t('vehicle.final_price')}</p>
        <p className="text-2xl font-bold tracking-tight whitespace-nowrap tabular-nums">
          {delivery === 'domicilio' && <span className="mr-1 text-sm font-medium text-muted">{t('vehicle.price_from')}</span>}
          {formatPrice(price.total, locale)}
        </p>
      </div>
      <a
        href={route('vehiculo.presupuesto', { slug: coche.slug })}
        download
        rel="nofollow"
        className="mt-4 flex items-center justify-center gap-2 rounded-full border border-line px-4 py-2.5 text-sm font-semibold transition-colors hover:border-ink"
      >
        <DocumentIcon className="size-4 text-accent" />
        {t('vehicle.download_quote')}
      </a>
      {precio.financed !== null && <FinancingOffer price={precio.financed} appName={appName} />}
      {monthly !== null && example !== null && (
        <>
          <button
            type="button"
            onClick={onFinance}
            className="mt-4 flex w-full items-center justify-between gap-3 rounded-xl border border-line px-4 py-3 text-left text-sm transition-colors hover:border-ink/40"
          >
            <span>
              {rich('vehicle.financed_from', {
                amount: formatEuros(monthly, locale),
                strong: (words) => <strong className="font-bold whitespace-nowrap tabular-nums">{words}</strong>,
              })}
            </span>
            <span className="text-right font-semibold text-accent">{t('vehicle.calculate_payment')}</span>
          </button>
          <p id="ejemplo-financiacion" className="mt-3 text-xs leading-relaxed text-muted">
            * <CreditText text={example} />
          </p>
        </>
      )}
    </>
  );
}

interface Props {
  coche: VehicleDetail;
  precio: PriceStatement;
  appName: string;
  terms: FinanceTerms;
  /** The credit set up in the calculator; null until it first opens. */
  credit: FinanceChoice | null;
  onCredit: (credit: FinanceChoice) => void;
  /** This car's representative example (server-worded), under its "desde X €/mes*". */
  example: string | null;
  view: PriceView;
  onView: (view: PriceView) => void;
}

/**
 * The price card: 'Al contado' and, for a car offered on credit (Ley 16/2011), 'Financiado' with
 * the calculator, as two tabs of one card. A car that cannot be financed shows the cash price alone.
 */
export default function PriceCard({ coche, precio, appName, terms, credit, onCredit, example, view, onView }: Props) {
  const { t } = useI18n();
  const name = useId();
  const reserved = coche.estado_id === ESTADO_RESERVADO;
  // The server gives the car's example only when it is offered on credit.
  const financeable = example !== null;
  const shown = financeable ? view : 'contado';
  const openFinance = () => onView('financiado');
  // Both panels stay mounted, so the delivery choice and the credit survive a switch of tab.
  const panel = (id: PriceView) =>
    financeable ? { id: `${name}-panel-${id}`, role: 'tabpanel', 'aria-labelledby': `${name}-${id}`, hidden: shown !== id } : {};

  return (
    <section aria-labelledby={`${name}-title`} className="rounded-2xl bg-white p-6 shadow-card ring-1 ring-line/70 sm:p-7">
      <h2 id={`${name}-title`} className={financeable ? 'sr-only' : 'eyebrow mb-3 text-muted'}>
        {t(financeable ? 'vehicle.price' : 'vehicle.cash')}
      </h2>
      {(financeable || reserved) && (
        <div className="mb-5 flex items-center gap-3">
          {financeable && (
            <div className="flex-1">
              <PriceTabs name={name} view={shown} onView={onView} />
            </div>
          )}
          {reserved && <span className="rounded-full bg-gold px-3 py-1 text-[11px] font-bold tracking-[0.18em] text-ink uppercase">{t('vehicle.reserved')}</span>}
        </div>
      )}
      <div {...panel('contado')}>
        <CashPanel coche={coche} precio={precio} appName={appName} example={example} onFinance={openFinance} />
      </div>
      {example !== null && (
        <div {...panel('financiado')}>
          {(credit !== null || shown === 'financiado') && (
            <Suspense fallback={<p className="py-10 text-center text-sm text-muted">{t('vehicle.loading_calculator')}</p>}>
              <FinanceCalculator terms={terms} price={coche.effectivePrice} offer={coche.precio_oferta !== null} appName={appName} example={example} choice={credit} onChoose={onCredit} />
            </Suspense>
          )}
        </div>
      )}
    </section>
  );
}
