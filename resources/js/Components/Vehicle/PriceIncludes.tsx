import type { PriceStatement } from '@contracts/pricing';
import { formatEuros, formatPrice } from '@contracts/format';
import { CheckIcon } from '@/Components/icons/site';
import { ChevronIcon } from '@/Components/icons/vehicle';
import { useI18n } from '@/lib/i18n';

/**
 * "Qué incluye el precio", under the cash price (issue 38): the price split into its parts to
 * the cent (the base and the IGIC, or one line under the used-goods regime), what it includes,
 * and the extras a buyer may add. Folded, so the price card stays within a laptop's screen.
 */
export default function PriceIncludes({ precio }: { precio: PriceStatement }) {
  const { t, locale } = useI18n();
  return (
    <details className="group mt-4 rounded-xl ring-1 ring-line/80 open:bg-sand/30">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 text-sm font-semibold [&::-webkit-details-marker]:hidden">
        <span>
          {t('vehicle.price_includes')} <span className="ml-1 font-normal text-muted">· {precio.tax}</span>
        </span>
        <ChevronIcon className="size-4 shrink-0 rotate-90 text-muted transition-transform group-open:-rotate-90" />
      </summary>
      <div className="space-y-4 px-4 pb-4">
        <dl className="space-y-1.5 border-t border-line pt-3 text-sm">
          {precio.lines.map((line) => (
            <div key={line.label} className="flex items-baseline justify-between gap-4">
              <dt className="text-muted">{line.label}</dt>
              <dd className="whitespace-nowrap tabular-nums">{formatEuros(line.cents / 100, locale)}</dd>
            </div>
          ))}
        </dl>
        <ul aria-label={t('vehicle.included_in_price')} className="space-y-1.5 text-sm">
          {precio.included.map((item) => (
            <li key={item} className="flex gap-2">
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-accent" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
        <div className="text-xs leading-relaxed text-muted">
          <p className="font-semibold text-ink/80">{t('vehicle.optional_extras')}</p>
          <ul className="mt-1 space-y-0.5">
            {precio.extras.map((extra) => (
              <li key={extra.label}>{t('vehicle.extra_from', { label: extra.label, price: formatPrice(extra.from, locale) })}</li>
            ))}
          </ul>
        </div>
      </div>
    </details>
  );
}
