import { SORT_LABELS, SORT_OPTIONS, type SortBy } from '@contracts/search';
import PillSelect from '@/Components/Forms/PillSelect';

const OPTIONS = SORT_OPTIONS.map((option) => ({ value: option, label: SORT_LABELS[option] }));

/** The eight sort orders (spec §3); only on /buscar. */
export default function SortSelect({ value, onChange }: { value: SortBy; onChange: (value: SortBy) => void }) {
  return <PillSelect label="Ordenar por" labelClassName="text-sm text-muted max-sm:sr-only" value={value} options={OPTIONS} onChange={onChange} />;
}
