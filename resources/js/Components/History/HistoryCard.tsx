import { useId, type ReactNode } from 'react';

/**
 * A card of the car's history on its page (the inspection, the mileage): its icon in a disc, its
 * title and the lines under it, then what it shows. The section is named by its title.
 */
export default function HistoryCard({ icon, iconTone, title, lines, children }: { icon: ReactNode; iconTone: string; title: string; lines: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white px-5 py-5 shadow-card ring-1 ring-line/70 sm:px-7">
      <div className="flex items-start gap-4">
        <span className={`grid size-11 shrink-0 place-items-center rounded-full ring-1 ${iconTone}`}>{icon}</span>
        <div className="min-w-0">
          <h2 id={id} className="text-lg font-semibold tracking-tight">
            {title}
          </h2>
          {lines}
        </div>
      </div>
      {children}
    </section>
  );
}
