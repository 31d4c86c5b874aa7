import type { ReactNode } from 'react';

/** A staff form's main button, full width on a phone; disabled while the form is sending. */
export default function SaveButton({ processing, children }: { processing: boolean; children: ReactNode }) {
  return (
    <div className="flex justify-end">
      <button
        type="submit"
        disabled={processing}
        aria-busy={processing || undefined}
        className="w-full rounded-full bg-ink px-8 py-3 text-sm font-semibold text-white transition-colors hover:bg-ink-soft disabled:opacity-60 sm:w-auto"
      >
        {children}
      </button>
    </div>
  );
}
