import { Link } from '@inertiajs/react';
import { ArrowRightIcon } from '@/Components/icons/site';
import { useI18n } from '@/lib/i18n';

/** Replaces the price card once the car is sold (spec §2, §4): no prices, a way back to the stock. */
export default function SoldCard() {
  const { t, route } = useI18n();
  return (
    <section className="rounded-2xl bg-ink p-7 text-white shadow-card">
      <p className="eyebrow text-gold">{t('vehicle.sold_eyebrow')}</p>
      <h2 className="mt-2 text-2xl font-semibold tracking-tight">{t('vehicle.sold_title')}</h2>
      <p className="mt-3 text-sm leading-relaxed text-white/70">{t('vehicle.sold_text')}</p>
      <Link
        href={route('buscar')}
        className="group mt-6 inline-flex items-center gap-2 rounded-full bg-white px-6 py-3 text-sm font-semibold text-ink transition-colors hover:bg-sand"
      >
        {t('vehicle.keep_browsing')}
        <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
      </Link>
    </section>
  );
}
