import { Link } from '@inertiajs/react';
import type { ReactNode } from 'react';
import SubmitButton from '@/Components/Forms/SubmitButton';
import { route } from '@contracts/routes';

interface Props {
  processing: boolean;
  label: string;
  /** A failure to show next to the button (role alert), or nothing. */
  failure: string | null;
  children?: ReactNode;
}

/** The vehicle form's bar of actions, kept in view at the bottom of the screen while scrolling. */
export default function FormActions({ processing, label, failure, children }: Props) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-8 border-t border-line/80 bg-paper/90 px-4 py-4 backdrop-blur-md sm:-mx-8 sm:px-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p role="alert" className="text-sm font-medium text-accent empty:hidden">
          {failure}
        </p>
        <div className="flex flex-wrap items-center justify-end gap-3 sm:ml-auto">
          {children}
          <Link href={route('vehiculos.index')} className="rounded-full border border-line px-6 py-3 text-sm font-semibold transition-colors hover:border-ink">
            Volver al listado
          </Link>
          <SubmitButton processing={processing}>{label}</SubmitButton>
        </div>
      </div>
    </div>
  );
}
