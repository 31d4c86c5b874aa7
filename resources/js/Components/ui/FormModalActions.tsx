import type { ReactNode } from 'react';
import Button from './Button';

interface Props {
  cancelLabel: string;
  onCancel: () => void;
  /** The submit button's text (it may show the upload's progress). */
  children: ReactNode;
  processing: boolean;
}

/**
 * A form modal's buttons: submit, then cancel, stacked on a phone and side by side from `sm` up;
 * the tab order is the order the eye reads them in at every width.
 */
export default function FormModalActions({ cancelLabel, onCancel, children, processing }: Props) {
  return (
    <div className="flex flex-col gap-3 pt-2 sm:flex-row">
      <Button type="submit" size="wide" disabled={processing}>
        {children}
      </Button>
      <Button variant="secondary" size="wide" onClick={onCancel}>
        {cancelLabel}
      </Button>
    </div>
  );
}
