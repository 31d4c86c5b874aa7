import { funders } from '@contracts/content';
import { useI18n } from '@/lib/i18n';

/** The funders of the cloud ERP/CRM project (spec §1): three logos with their accessible names. */
export default function FunderLogos() {
  const { t } = useI18n();
  return (
    <ul aria-label={t('content.funders_label')} className="grid gap-4 sm:grid-cols-3">
      {funders.map((funder) => (
        <li key={funder.nombre} className="flex items-center justify-center rounded-2xl border border-line bg-white px-6 py-7 shadow-card">
          <img src={funder.logo} alt={t(funder.alt)} width={funder.width} height={96} loading="lazy" className="h-auto max-h-20 w-full max-w-72 object-contain" />
        </li>
      ))}
    </ul>
  );
}
