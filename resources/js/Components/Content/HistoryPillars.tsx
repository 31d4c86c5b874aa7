import { useI18n } from '@/lib/i18n';

const PILLARS = [
  { title: 'content.pillar_brands_title', text: 'content.pillar_brands_text' },
  { title: 'content.pillar_sourcing_title', text: 'content.pillar_sourcing_text' },
  { title: 'content.pillar_warranty_title', text: 'content.pillar_warranty_text' },
] as const;

/** What sets the dealership apart, on /historia: premium brands, made-to-order purchase, warranty. */
export default function HistoryPillars() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="por-que" className="on-dark bg-ink text-white">
      <div className="container-site py-16 sm:py-20">
        <p className="eyebrow text-gold">{t('content.pillars_eyebrow')}</p>
        <h2 id="por-que" className="mt-2 text-3xl font-semibold tracking-tight">
          {t('content.pillars_title')}
        </h2>
        <ul className="mt-10 grid gap-8 md:grid-cols-3">
          {PILLARS.map((pillar, index) => (
            <li key={pillar.title} className="border-t border-gold/40 pt-6">
              <p className="text-sm font-semibold text-gold tabular-nums">0{index + 1}</p>
              <h3 className="mt-2 text-xl font-semibold">{t(pillar.title)}</h3>
              <p className="mt-3 leading-relaxed text-white/70">{t(pillar.text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
