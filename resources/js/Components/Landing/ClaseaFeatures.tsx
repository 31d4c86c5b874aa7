import { CLASEA_PAYMENT } from '@contracts/lead-forms';
import { useI18n } from '@/lib/i18n';

const FEATURES = [
  { value: 'landing.feature_range_value', label: 'landing.feature_range_label' },
  { value: 'landing.feature_power_value', label: 'landing.feature_power_label' },
  { value: 'landing.feature_badge_value', label: 'landing.feature_badge_label' },
  { value: 'landing.feature_warranty_value', label: 'landing.feature_warranty_label' },
] as const;

/** What the car offers and how the monthly offer works (spec §2 "features text"). */
export default function ClaseaFeatures() {
  const { t } = useI18n();
  return (
    <div>
      <p className="eyebrow text-accent">{t('landing.features_eyebrow')}</p>
      <h2 className="mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{t('landing.features_title')}</h2>
      <p className="mt-4 max-w-2xl leading-relaxed text-muted">{t('landing.features_text', { payment: CLASEA_PAYMENT })}</p>
      <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map((feature) => (
          <div key={feature.value} className="rounded-2xl border border-line bg-white p-5 shadow-card">
            <dt className="text-2xl font-semibold tracking-tight">{t(feature.value)}</dt>
            <dd className="mt-1 text-sm leading-relaxed text-muted">{t(feature.label)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
