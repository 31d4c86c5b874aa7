import { ChevronDownIcon } from '@/Components/icons/site';
import { useId, useLayoutEffect, useRef, type InputHTMLAttributes, type KeyboardEvent, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { formatNumber } from '@contracts/format';
import { LOCALE_DETAILS, type Locale } from '@contracts/locales';
import { useOptionalI18n } from '@/lib/i18n';

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

/** A labelled input with its error under it (aria-invalid, aria-describedby), or else its hint. */
export function TextField({ label, error, hint, className, ...input }: Common & { hint?: string | undefined } & InputHTMLAttributes<HTMLInputElement>) {
  const { id, errorId, aria } = useFieldIds(error);
  const hintId = `${id}-hint`;
  const showHint = hint !== undefined && !error;
  return (
    <Shell id={id} errorId={errorId} label={label} error={error} required={input.required} className={className}>
      <input {...input} {...aria} {...(showHint && { 'aria-describedby': hintId })} className={`${control} mt-1.5`} />
      {showHint && (
        <p id={hintId} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
    </Shell>
  );
}

/** '45900' → '45.900' (a whole number's digits grouped as in Spain; '45,900' in English); '' stays ''. */
export function groupDigits(digits: string, locale: Locale = 'es'): string {
  return digits === '' ? '' : formatNumber(Number(digits), locale);
}

/** Where a pasted amount's decimals start: after a comma in Spanish and German, after a point in English. */
const DECIMALS = {
  ',': /(,\d*|\.\d{1,2})\D*$/,
  '.': /(\.\d*|,\d{1,2})\D*$/,
};

function decimalMark(locale: Locale): keyof typeof DECIMALS {
  const mark = new Intl.NumberFormat(LOCALE_DETAILS[locale].tag).formatToParts(0.5).find((part) => part.type === 'decimal')?.value;
  return mark === '.' ? '.' : ',';
}

/**
 * The whole part of a pasted amount: '45.900,50 €' and '45900.00' are 45900, not 4590050.
 * The language's decimal mark (a comma in Spanish), or the other mark followed by one or two
 * digits at the end, starts the decimals.
 */
export function pastedDigits(text: string, locale: Locale = 'es'): string {
  const whole = text.trim().replace(DECIMALS[decimalMark(locale)], '');
  return whole.replace(/\D/g, '');
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

const countDigits = (text: string) => text.replace(/\D/g, '').length;

interface NumberProps extends Common, Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  /** The number's digits ('' when empty): what the form keeps and sends. */
  value: string;
  onChange: (digits: string) => void;
  /** Shown inside the field, after the number: '€', 'km', 'CV'. */
  unit?: string;
  /** Thousand separators while typing (not for a year). */
  grouped?: boolean;
  /** The most digits the field takes. */
  maxDigits?: number;
}

/**
 * A whole number as a person reads it while typing: '45.900 €', in the public page's language
 * (Spanish for the staff). The form keeps the digits alone. The caret stays after the digit just
 * typed when the dots move; Backspace or Delete next to a dot removes the digit beyond it; a
 * pasted amount keeps its whole part.
 */
export function NumberField({ label, error, className, value, onChange, unit, grouped = true, maxDigits = 12, ...input }: NumberProps) {
  const { id, errorId, aria } = useFieldIds(error);
  const locale = useOptionalI18n()?.locale ?? 'es';
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const shown = grouped ? groupDigits(value, locale) : value;

  // After every render: put the caret back after the digits it followed.
  useLayoutEffect(() => {
    const element = ref.current;
    if (caret.current === null || !element || document.activeElement !== element) return;
    const position = caretAfterDigits(element.value, caret.current);
    element.setSelectionRange(position, position);
    caret.current = null;
  });

  /** New digits, with the caret after the first `caretDigits` of them. */
  const commit = (digits: string, caretDigits: number) => {
    const next = digits.slice(0, maxDigits);
    caret.current = Math.min(caretDigits, next.length);
    if (next === value) {
      // Nothing to render (a letter typed): the browser's own edit is undone, the caret kept.
      const element = ref.current;
      requestAnimationFrame(() => {
        if (!element || caret.current === null) return;
        element.value = shown;
        const position = caretAfterDigits(shown, caret.current);
        element.setSelectionRange(position, position);
        caret.current = null;
      });
    }
    onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const element = event.currentTarget;
    const at = element.selectionStart ?? 0;
    if (at !== element.selectionEnd) return;
    const before = countDigits(shown.slice(0, at));
    if (event.key === 'Backspace' && at > 0 && !/\d/.test(shown[at - 1]!)) {
      event.preventDefault();
      if (before > 0) commit(value.slice(0, before - 1) + value.slice(before), before - 1);
    } else if (event.key === 'Delete' && at < shown.length && !/\d/.test(shown[at]!)) {
      event.preventDefault();
      commit(value.slice(0, before) + value.slice(before + 1), before);
    }
  };

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
          onKeyDown={onKeyDown}
          onPaste={(event) => {
            event.preventDefault();
            const element = event.currentTarget;
            const [from, to] = [element.selectionStart ?? shown.length, element.selectionEnd ?? shown.length];
            const pasted = pastedDigits(event.clipboardData.getData('text'), locale);
            const head = value.slice(0, countDigits(shown.slice(0, from)));
            commit(head + pasted + value.slice(countDigits(shown.slice(0, to))), head.length + pasted.length);
          }}
          onChange={(event) => {
            const typed = event.target.value;
            commit(typed.replace(/\D/g, ''), countDigits(typed.slice(0, event.target.selectionStart ?? typed.length)));
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
