import type { ReactNode } from 'react';
import type { VehicleCard as Vehicle } from '@contracts/pages';
import VehicleCard from '@/Components/VehicleCard';
import { useI18n } from '@/lib/i18n';

/**
 * Only the first card's photo loads at once, with high priority: on a phone it is the one in
 * view (the page's largest paint), and the next photos would share its bandwidth. The rest of a
 * desktop's first row loads lazily, which starts as soon as the layout shows it in view.
 */
const EAGER_CARDS = 1;

const SIZES = '(min-width: 1280px) 290px, (min-width: 1024px) 310px, (min-width: 640px) 50vw, 100vw';

/** The result cards, dimmed and marked busy while a new search is on its way; `nextSteps` when none match. */
export default function SearchResults({ vehicles, busy, nextSteps }: { vehicles: Vehicle[]; busy: boolean; nextSteps?: ReactNode }) {
  const { t } = useI18n();
  if (vehicles.length === 0) {
    return (
      <div aria-busy={busy} className="mt-8 rounded-2xl border border-dashed border-line bg-white/60 px-6 py-14 text-center">
        <p className="text-lg font-semibold tracking-tight">{t('search.no_results')}</p>
        <p className="mx-auto mt-2 max-w-sm text-sm text-muted">{t('search.no_results_hint')}</p>
        {nextSteps}
      </div>
    );
  }
  return (
    <ul
      aria-busy={busy}
      aria-label={t('search.results')}
      className={`mt-8 grid gap-6 transition-opacity duration-200 sm:grid-cols-2 xl:grid-cols-3 ${busy ? 'opacity-55' : ''}`}
    >
      {vehicles.map((vehicle, index) => (
        <li key={vehicle.id} className="flex">
          <VehicleCard vehicle={vehicle} sizes={SIZES} priority={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
