import { useId } from 'react';

interface Props {
  name: string;
  legend: string;
  /** Each choice's stored value and what it shows. */
  options: readonly { value: string; label: string }[];
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** A required choice as a row of radio pills, its error under it (tied by aria-describedby). */
export default function ChoiceField({ name, legend, options, value, error, onChange }: Props) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset>
      <legend className="text-sm font-medium">
        {legend}
        <span aria-hidden="true" className="text-accent"> *</span>
      </legend>
      <div className="mt-1.5 grid grid-cols-2 gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded-xl border border-line bg-white px-3.5 py-3 text-sm shadow-sm transition-colors hover:border-ink/40 has-checked:border-ink has-checked:ring-1 has-checked:ring-ink has-focus-visible:ring-2 has-focus-visible:ring-accent"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="size-4 shrink-0 accent-ink focus:outline-none"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-accent">
          {error}
        </p>
      )}
    </fieldset>
  );
}
