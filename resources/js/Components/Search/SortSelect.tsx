import type { MessageKey } from '../../../../lang/types';
import { SORT_OPTIONS, type SortBy } from '@contracts/search';
import PillSelect from '@/Components/Forms/PillSelect';
import { useI18n } from '@/lib/i18n';

const SORT_LABELS: Record<SortBy, MessageKey> = {
  newest: 'search.sort_newest',
  oldest: 'search.sort_oldest',
  price_asc: 'search.sort_price_asc',
  price_desc: 'search.sort_price_desc',
  cuota_asc: 'search.sort_payment_asc',
  km_asc: 'search.sort_km_asc',
  km_desc: 'search.sort_km_desc',
  year_asc: 'search.sort_year_asc',
  year_desc: 'search.sort_year_desc',
};

/** The eight sort orders (spec §3); only on /buscar. */
export default function SortSelect({ value, onChange }: { value: SortBy; onChange: (value: SortBy) => void }) {
  const { t } = useI18n();
  const options = SORT_OPTIONS.map((option) => ({ value: option, label: t(SORT_LABELS[option]) }));
  return <PillSelect label={t('search.sort_by')} labelClassName="text-sm text-muted max-sm:sr-only" value={value} options={options} onChange={onChange} />;
}
