import type { SortBy } from '@contracts/search';
import { FILTERS_ID } from '@/Components/Search/FilterSheet';
import SortSelect from '@/Components/Search/SortSelect';
import { useI18n } from '@/lib/i18n';

interface Props {
  total: number;
  sort: SortBy;
  onSort: (sort: SortBy) => void;
  activeFilters: number;
  sheetOpen: boolean;
  onOpenFilters: () => void;
}

function SlidersIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" aria-hidden="true" className="size-4">
      <path d="M4 7h10M18 7h2M4 17h2M10 17h10" />
      <circle cx="16" cy="7" r="2" />
      <circle cx="8" cy="17" r="2" />
    </svg>
  );
}

/** Above the results: the count (announced when it changes), 'Filtros' on small screens, the order. */
export default function ResultsToolbar({ total, sort, onSort, activeFilters, sheetOpen, onOpenFilters }: Props) {
  const { t } = useI18n();
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 border-b border-line pb-4">
      <p role="status" className="text-[15px] font-semibold tracking-tight tabular-nums" data-testid="results-count">
        {t('search.results_count', { count: total })}
      </p>
      <div className="flex min-w-0 items-center gap-2.5">
        <button
          type="button"
          onClick={onOpenFilters}
          aria-haspopup="dialog"
          aria-expanded={sheetOpen}
          aria-controls={FILTERS_ID}
          className="inline-flex h-10 shrink-0 items-center gap-2 rounded-full border border-ink bg-ink px-4 text-sm font-semibold text-white transition-colors hover:bg-ink-soft lg:hidden"
        >
          <SlidersIcon />
          {t('search.filters')}
          {activeFilters > 0 && (
            <span className="grid size-5 place-items-center rounded-full bg-white text-[11px] font-bold text-ink">
              <span aria-hidden="true">{activeFilters}</span>
              <span className="sr-only">{t('search.active_filters', { count: activeFilters })}</span>
            </span>
          )}
        </button>
        <SortSelect value={sort} onChange={onSort} />
      </div>
    </div>
  );
}
