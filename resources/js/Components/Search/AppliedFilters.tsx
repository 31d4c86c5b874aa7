import { CloseIcon } from '@/Components/icons/site';
import type { AppliedFilter } from '@contracts/search-labels';
import { useI18n } from '@/lib/i18n';

/** The filters in force as chips, each with its ×, and 'Limpiar filtros' after them. */
export default function AppliedFilters({ chips, onRemove, onClear }: { chips: AppliedFilter[]; onRemove: (chip: AppliedFilter) => void; onClear: () => void }) {
  const { t } = useI18n();
  if (chips.length === 0) return null;
  return (
    <div className="mt-5 flex flex-wrap items-center gap-2">
      <ul aria-label={t('search.applied_filters')} className="contents">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => onRemove(chip)}
              aria-label={t('search.remove_filter', { label: chip.label })}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-line bg-white py-1.5 pr-2.5 pl-3.5 text-sm font-medium text-ink transition-colors hover:border-ink"
            >
              {chip.label}
              <CloseIcon className="size-3.5 text-muted" />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={onClear} className="min-h-9 rounded-full px-3 text-sm font-semibold text-accent underline-offset-4 hover:underline">
        {t('search.clear_filters')}
      </button>
    </div>
  );
}
