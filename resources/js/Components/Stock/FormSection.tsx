import type { ReactNode } from 'react';

/** One titled card of the staff pages: the vehicle form's (Identificación, Mecánica…), a car's or the panel's activity. */
export default function FormSection({ title, description, children, className = '' }: { title: string; description?: string; children: ReactNode; className?: string }) {
  const id = `seccion-${title.toLowerCase().normalize('NFD').replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={`rounded-2xl border border-line/80 bg-white p-5 shadow-card sm:p-7 ${className}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-line/60 pb-4">
        <h2 id={id} className="text-base font-semibold tracking-tight">
          {title}
        </h2>
        {description && <p className="text-xs text-muted">{description}</p>}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
