import type { Ref } from 'react';

export type FormStatusValue = { kind: 'success' | 'error'; text: string } | null;

interface Props {
  status: FormStatusValue;
  className?: string;
  ref?: Ref<HTMLParagraphElement>;
}

/**
 * A form's outcome: green for "sent" (announced politely), red for a failure (an alert). It can
 * take focus, so the visitor lands on it after a send.
 */
export default function FormStatus({ status, className = '', ref }: Props) {
  if (!status) return null;
  const success = status.kind === 'success';
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role={success ? 'status' : 'alert'}
      className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm leading-relaxed focus:outline-none ${
        success ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-accent/20 bg-accent/5 text-accent-dark'
      } ${className}`}
    >
      <span
        aria-hidden="true"
        className={`mt-0.5 grid size-5 shrink-0 place-items-center rounded-full text-xs font-bold text-white ${success ? 'bg-emerald-600' : 'bg-accent'}`}
      >
        {success ? '✓' : '!'}
      </span>
      {status.text}
    </p>
  );
}
