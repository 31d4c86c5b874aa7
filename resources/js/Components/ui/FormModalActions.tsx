import type { ReactNode } from 'react';
import Button from './Button';

interface Props {
  cancelLabel: string;
  onCancel: () => void;
  /** The submit button's text (it may show the upload's progress). */
  children: ReactNode;
  processing: boolean;
}

/** A form modal's buttons: cancel and submit, side by side from `sm` up, submit on top on a phone. */
export default function FormModalActions({ cancelLabel, onCancel, children, processing }: Props) {
  return (
    <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" size="wide" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" size="wide" disabled={processing}>
        {children}
      </Button>
    </div>
  );
}
