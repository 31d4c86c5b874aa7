import { useId, type ReactNode } from 'react';

/** One titled panel of a staff settings form, its fields in two columns from the `sm` width. */
export default function FormSection({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line/80 bg-white p-6 shadow-card sm:p-8">
      <h2 id={id} className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">{description}</p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">{children}</div>
    </section>
  );
}
