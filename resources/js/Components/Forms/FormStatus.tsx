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
      <svg aria-hidden="true" viewBox="0 0 20 20" className={`mt-0.5 size-5 shrink-0 ${success ? 'text-emerald-600' : 'text-accent'}`} fill="currentColor">
        <path
          fillRule="evenodd"
          d={
            success
              ? 'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.7-9.3a1 1 0 0 0-1.4-1.4L9 10.6 7.7 9.3a1 1 0 0 0-1.4 1.4l2 2a1 1 0 0 0 1.4 0l4-4Z'
              : 'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16ZM10 5a1 1 0 0 1 1 1v4a1 1 0 1 1-2 0V6a1 1 0 0 1 1-1Zm0 10a1.25 1.25 0 1 0 0-2.5A1.25 1.25 0 0 0 10 15Z'
          }
        />
      </svg>
      {status.text}
    </p>
  );
}
