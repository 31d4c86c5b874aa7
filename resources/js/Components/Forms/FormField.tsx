import { ChevronDownIcon } from '@/Components/icons/site';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

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
