import type { SelectOption } from '@/Components/Search/FacetSelect';

interface Props {
  legend: string;
  options: readonly SelectOption[];
  value: readonly number[];
  onChange: (value: number[]) => void;
}

/**
 * A filter of several choices (branches, DGT labels): a chip per option, several at once
 * ("ECO (12)"); an option that would find nothing is disabled unless it is chosen.
 */
export default function ChoiceFilter({ legend, options, value, onChange }: Props) {
  const toggle = (id: number, on: boolean) => onChange(options.map((option) => option.id).filter((option) => (option === id ? on : value.includes(option))));
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-[13px] font-medium text-ink/80">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = value.includes(option.id);
          return (
            <label
              key={option.id}
              className="inline-flex h-10 cursor-pointer items-center gap-1.5 rounded-full border border-line bg-white px-3.5 text-sm font-medium transition-colors hover:border-ink/30 has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-white has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent"
            >
              <input
                type="checkbox"
                checked={checked}
                disabled={option.count === 0 && !checked}
                onChange={(event) => toggle(option.id, event.target.checked)}
                className="sr-only"
              />
              {option.nombre}
              {option.count !== undefined && <span className="text-xs opacity-70">({option.count})</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
