import { formatNumber } from '@contracts/format';
import { useI18n } from '@/lib/i18n';
import type { MessageKey } from '../../../../lang/types';

/** Home page '20 años de experiencia' counters (spec §1). */
const experienceStats: { value: number; prefix: string; suffix: string; label: MessageKey }[] = [
  { value: 100, prefix: '+', suffix: '', label: 'home.stat_cars_in_stock' },
  { value: 4, prefix: '', suffix: '', label: 'home.stat_locations' },
  { value: 5000, prefix: '', suffix: 'm²', label: 'home.stat_facilities' },
  { value: 15, prefix: '+', suffix: '', label: 'home.stat_employees' },
];

/** The home page's '20 años de experiencia' block with its counters (spec §1). */
export default function ExperienceBlock() {
  const { t, locale } = useI18n();
  return (
    <section aria-labelledby="experiencia-title" className="on-dark bg-ink text-white">
      <div className="container-site grid gap-14 py-20 sm:py-24 lg:grid-cols-[1fr_1.2fr] lg:items-center">
        <div>
          <p className="eyebrow text-gold">{t('home.experience_eyebrow')}</p>
          <h2 id="experiencia-title" className="mt-3 text-[1.75rem] leading-tight font-semibold tracking-tight sm:text-4xl">
            {t('home.experience_title')}
          </h2>
          <p className="mt-5 max-w-lg leading-relaxed text-white/70">{t('home.experience_text')}</p>
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-10 sm:gap-x-10">
          {experienceStats.map((stat) => (
            <div key={stat.label} className="flex flex-col border-t border-gold/40 pt-5">
              <dt className="mt-1 text-sm text-white/60">{t(stat.label)}</dt>
              <dd className="order-first text-4xl font-semibold tracking-tight tabular-nums sm:text-5xl">
                {stat.prefix}
                {formatNumber(stat.value, locale)}
                {stat.suffix && <span className="ml-1 text-2xl font-medium text-white/80 sm:text-3xl">{stat.suffix}</span>}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
