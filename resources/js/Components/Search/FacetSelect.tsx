import { useId } from 'react';
import type { Lookup } from '@contracts/pages';
import { ChevronDownIcon } from '@/Components/icons/site';

/** An option, with the number of cars it would find when the server counted them; its id a lookup's, or a word ('sin_inspeccion'). */
export type SelectOption<Id extends number | string = number> = Omit<Lookup, 'id'> & { id: Id; count?: number };

interface Props<Id extends number | string> {
  label: string;
  /** The first option's text, meaning "no filter" ('Todas las marcas'). */
  anyLabel: string;
  options: readonly SelectOption<Id>[];
  value: Id | null;
  onChange: (value: Id | null) => void;
  /** Shown under the select and announced with it while it is disabled. */
  hint?: string;
  disabled?: boolean;
}

const optionText = (o: SelectOption<number | string>) => (o.count === undefined ? o.nombre : `${o.nombre} (${o.count})`);

/**
 * A labelled native select of one filter: "BMW (12)"; an option that would find nothing is
 * disabled unless it is the chosen one.
 */
export default function FacetSelect<Id extends number | string>({ label, anyLabel, options, value, onChange, hint, disabled = false }: Props<Id>) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block text-[13px] font-medium text-ink/80">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value ?? ''}
          disabled={disabled}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => onChange(options.find((o) => String(o.id) === event.target.value)?.id ?? null)}
          className="h-11 w-full cursor-pointer appearance-none truncate rounded-xl border border-line bg-white pr-10 pl-3.5 text-[15px] text-ink shadow-[inset_0_1px_1px_rgb(11_11_12/0.03)] transition-colors hover:border-ink/30 focus-visible:border-ink focus-visible:outline-none focus-visible:ring-1 focus-visible:ring-ink disabled:cursor-not-allowed disabled:bg-sand/60 disabled:text-muted"
        >
          <option value="">{anyLabel}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id} disabled={o.count === 0 && o.id !== value}>
              {optionText(o)}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted" />
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
