import { Link } from '@inertiajs/react';
import type { ReactNode } from 'react';
import { ArrowRightIcon } from '@/Components/icons/site';
import { useOptionalI18n } from '@/lib/i18n';

/** A visitor's list with nothing in it yet (favourites, a comparison): what fills it, and a way to the stock. */
export default function EmptyState({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const i18n = useOptionalI18n();
  return (
    <div className="mt-10 flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-16 text-center shadow-card sm:py-20">
      <span className="grid size-16 place-items-center rounded-full bg-sand text-accent">{icon}</span>
      <h2 className="mt-6 text-2xl font-semibold tracking-tight">{title}</h2>
      <p className="mt-3 max-w-md text-muted">{children}</p>
      <Link
        href={i18n ? i18n.route('buscar') : '/buscar'}
        className="group mt-8 inline-flex items-center gap-3 rounded-full bg-ink px-7 py-3.5 text-sm font-semibold text-white shadow-lg transition-colors hover:bg-ink-soft"
      >
        {i18n ? i18n.t('common.explore_vehicles') : 'Explorar vehículos'}
        <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
      </Link>
    </div>
  );
}
