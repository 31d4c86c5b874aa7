import type { ReactNode } from 'react';
import Button from '@/Components/ui/Button';

/** A staff form's main button, full width on a phone; disabled while the form is sending. */
export default function SaveButton({ processing, children }: { processing: boolean; children: ReactNode }) {
  return (
    <div className="flex justify-end">
      <Button type="submit" size="lg" disabled={processing} aria-busy={processing || undefined} className="w-full sm:w-auto">
        {children}
      </Button>
    </div>
  );
}
