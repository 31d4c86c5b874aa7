import type { ReactNode } from 'react';
import SubmitButton from '@/Components/Forms/SubmitButton';

/** A form's last row: its send button, and a plain button beside it that closes (a dialog) or steps back (a form opened on demand). */
export default function SendOrClose({ processing, send, close, onClose, className = '' }: { processing: boolean; send: ReactNode; close: string; onClose: () => void; className?: string }) {
  return (
    <div className={`flex flex-col gap-3 sm:flex-row ${className}`}>
      <SubmitButton processing={processing}>{send}</SubmitButton>
      <button type="button" onClick={onClose} className="rounded-full border border-line bg-white px-6 py-3 text-sm font-semibold transition-colors hover:border-ink/40">
        {close}
      </button>
    </div>
  );
}
