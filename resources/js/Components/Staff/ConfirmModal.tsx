import Modal from '@/Components/Modal';

interface Props {
  open: boolean;
  title: string;
  message: string;
  processing?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
}

/** A yes/no question before a destructive action; focus starts on the safe answer. */
export default function ConfirmModal({ open, title, message, processing = false, onConfirm, onCancel, confirmLabel = 'Yes', cancelLabel = 'No' }: Props) {
  return (
    <Modal open={open} onClose={onCancel} title={title} description={message} maxWidth="md">
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={onConfirm}
          disabled={processing}
          className="rounded-full bg-accent px-6 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-accent-dark disabled:opacity-60"
        >
          {confirmLabel}
        </button>
        <button
          type="button"
          data-autofocus
          onClick={onCancel}
          className="rounded-full border border-line px-6 py-2.5 text-sm font-semibold text-ink transition-colors hover:border-ink"
        >
          {cancelLabel}
        </button>
      </div>
    </Modal>
  );
}
