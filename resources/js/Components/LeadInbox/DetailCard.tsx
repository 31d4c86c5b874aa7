import type { ReactNode } from 'react';

/** A titled card of the detail screen. */
export function DetailCard({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-line/80 bg-white p-5 shadow-card sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-base font-semibold tracking-tight">{title}</h2>
        {aside}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Label / value pairs; an empty value shows a dash. */
export function Facts({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="divide-y divide-line/60 text-sm">
      {items.map(({ label, value }) => (
        <div key={label} className="grid gap-1 py-2.5 first:pt-0 last:pb-0 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
          <dt className="text-muted">{label}</dt>
          <dd className="min-w-0 break-words text-ink">{value === null || value === '' ? <span className="text-muted">—</span> : value}</dd>
        </div>
      ))}
    </dl>
  );
}
