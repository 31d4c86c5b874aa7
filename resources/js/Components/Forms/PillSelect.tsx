import { useId } from 'react';
import { ChevronDownIcon } from '@/Components/icons/site';

interface Props<Value extends string> {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
  /** The label's look: visible beside the pill, or only for screen readers on phones. */
  labelClassName: string;
}

/** A labelled native select drawn as a rounded pill with a chevron (the sort orders). */
export default function PillSelect<Value extends string>({ label, value, options, onChange, labelClassName }: Props<Value>) {
  const id = useId();
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <label htmlFor={id} className={`shrink-0 ${labelClassName}`}>
        {label}
      </label>
      <div className="relative min-w-0 flex-1">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value as Value)}
          className="h-10 w-full cursor-pointer appearance-none truncate rounded-full border border-line bg-white pr-9 pl-4 text-sm font-medium text-ink transition-colors hover:border-ink/30 focus-visible:border-ink focus-visible:ring-1 focus-visible:ring-ink focus-visible:outline-none"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted" />
      </div>
    </div>
  );
}
