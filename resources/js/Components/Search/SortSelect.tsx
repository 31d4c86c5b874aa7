import { useId } from 'react';
import { SORT_LABELS, SORT_OPTIONS, type SortBy } from '@contracts/search';
import { ChevronDownIcon } from '@/Components/icons';

/** The eight sort orders (spec §3); only on /buscar. */
export default function SortSelect({ value, onChange }: { value: SortBy; onChange: (value: SortBy) => void }) {
  const id = useId();
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <label htmlFor={id} className="shrink-0 text-sm text-muted max-sm:sr-only">
        Ordenar por
      </label>
      <div className="relative min-w-0">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value as SortBy)}
          className="h-10 w-full cursor-pointer appearance-none truncate rounded-full border border-line bg-white pr-9 pl-4 text-sm font-medium text-ink transition-colors hover:border-ink/30 focus-visible:border-ink focus-visible:ring-2 focus-visible:ring-accent/25 focus-visible:outline-none"
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {SORT_LABELS[option]}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted" />
      </div>
    </div>
  );
}
