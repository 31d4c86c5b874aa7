import { ChevronDownIcon } from '@/Components/icons/site';
import { useId, useLayoutEffect, useRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { formatNumber } from '@contracts/format';

interface Common {
  label: string;
  error?: string | undefined;
}

const control =
  'block w-full rounded-xl border border-line bg-white px-4 py-3 text-sm text-ink shadow-sm transition-colors placeholder:text-muted/70 focus:border-ink focus:outline-none focus:ring-1 focus:ring-ink aria-invalid:border-accent';

/** The ids and aria attributes that tie a control to its label and error. */
function useFieldIds(error: string | undefined) {
  const id = useId();
  const errorId = `${id}-error`;
  return { id, errorId, aria: { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined } };
}

function Shell(props: Common & { id: string; errorId: string; required?: boolean | undefined; className?: string | undefined; children: ReactNode }) {
  return (
    <div className={props.className}>
      <label htmlFor={props.id} className="text-sm font-medium">
        {props.label}
        {props.required && <span aria-hidden="true" className="text-accent"> *</span>}
      </label>
      {props.children}
      {props.error && (
        <p id={props.errorId} className="mt-1.5 text-sm text-accent">
          {props.error}
        </p>
      )}
    </div>
  );
}

/** A labelled input with its error under it (aria-invalid, aria-describedby). */
export function TextField({ label, error, className, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const { id, errorId, aria } = useFieldIds(error);
  return (
    <Shell id={id} errorId={errorId} label={label} error={error} required={input.required} className={className}>
      <input {...input} {...aria} className={`${control} mt-1.5`} />
    </Shell>
  );
}

/** '45900' → '45.900' (a whole number's digits grouped as in Spain); '' stays ''. */
export function groupDigits(digits: string): string {
  return digits === '' ? '' : formatNumber(Number(digits));
}

/** Where the caret goes in `text` to sit after its first `digits` digits. */
function caretAfterDigits(text: string, digits: number): number {
  let seen = 0;
  for (let index = 0; index < text.length; index++) {
    if (seen === digits) return index;
    if (/\d/.test(text[index]!)) seen++;
  }
  return text.length;
}

interface NumberProps extends Common, Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  /** The number's digits ('' when empty): what the form keeps and sends. */
  value: string;
  onChange: (digits: string) => void;
  /** Shown inside the field, after the number: '€', 'km', 'CV'. */
  unit?: string;
  /** Thousand separators while typing (not for a year). */
  grouped?: boolean;
}

/**
 * A whole number as a person reads it while typing: '45.900 €'. The form keeps the digits
 * alone; the caret stays after the digit just typed when the dots move.
 */
export function NumberField({ label, error, className, value, onChange, unit, grouped = true, ...input }: NumberProps) {
  const { id, errorId, aria } = useFieldIds(error);
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const shown = grouped ? groupDigits(value) : value;

  useLayoutEffect(() => {
    const element = ref.current;
    if (caret.current === null || !element || document.activeElement !== element) return;
    const position = caretAfterDigits(shown, caret.current);
    element.setSelectionRange(position, position);
    caret.current = null;
  }, [shown]);

  return (
    <Shell id={id} errorId={errorId} label={label} error={error} required={input.required} className={className}>
      <div className="relative mt-1.5">
        <input
          {...input}
          {...aria}
          ref={ref}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={shown}
          onChange={(event) => {
            const typed = event.target.value;
            caret.current = typed.slice(0, event.target.selectionStart ?? typed.length).replace(/\D/g, '').length;
            onChange(typed.replace(/\D/g, ''));
          }}
          className={`${control} tabular-nums ${unit ? 'pr-14' : ''}`}
        />
        {unit && (
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-4 flex items-center text-sm text-muted">
            {unit}
          </span>
        )}
      </div>
    </Shell>
  );
}

/** A labelled textarea with its error under it. */
export function TextAreaField({ label, error, className, ...textarea }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { id, errorId, aria } = useFieldIds(error);
  return (
    <Shell id={id} errorId={errorId} label={label} error={error} required={textarea.required} className={className}>
      <textarea {...textarea} {...aria} className={`${control} mt-1.5 min-h-28 resize-y`} />
    </Shell>
  );
}

/** A labelled native select with its error under it; the options are its children. */
export function SelectField({ label, error, className, children, ...select }: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  const { id, errorId, aria } = useFieldIds(error);
  return (
    <Shell id={id} errorId={errorId} label={label} error={error} required={select.required} className={className}>
      <div className="relative mt-1.5">
        <select {...select} {...aria} className={`${control} cursor-pointer appearance-none pr-10 disabled:cursor-not-allowed disabled:bg-sand/60 disabled:text-muted`}>
          {children}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted" />
      </div>
    </Shell>
  );
}
