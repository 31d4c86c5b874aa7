import type { ReactNode } from 'react';

/** A form's send button; while sending it is disabled and shows a spinner. */
export default function SubmitButton({ processing, children, className = '' }: { processing: boolean; children: ReactNode; className?: string }) {
  return (
    <button
      type="submit"
      disabled={processing}
      aria-busy={processing || undefined}
      className={`flex items-center justify-center gap-2 rounded-full bg-accent px-8 py-3 text-sm font-semibold text-white transition-colors hover:bg-accent-dark disabled:opacity-70 ${className}`}
    >
      {processing && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />}
      {children}
    </button>
  );
}
