import { Link } from '@inertiajs/react';
import type { VehicleCard as Vehicle } from '@contracts/pages';
import FinanceNote from '@/Components/FinanceNote';
import VehicleCard from '@/Components/VehicleCard';
import { ArrowRightIcon } from '@/Components/icons/site';
import { useI18n } from '@/lib/i18n';

/** 'Últimas entradas': the newest cars, with 'Ver Todos' → /buscar (spec §2 Home). */
export default function LatestVehicles({ vehicles, financeNote }: { vehicles: Vehicle[]; financeNote: string }) {
  const { t, route } = useI18n();
  return (
    <section aria-labelledby="ultimas-title" className="container-site py-20 sm:py-24">
      <div className="flex items-end justify-between gap-6">
        <div>
          <p className="eyebrow text-accent">{t('home.latest_eyebrow')}</p>
          <h2 id="ultimas-title" className="mt-2 text-[1.75rem] leading-tight font-semibold tracking-tight sm:text-4xl">
            {t('home.latest_title')}
          </h2>
        </div>
        <Link
          href={route('buscar')}
          className="group inline-flex shrink-0 items-center gap-2 text-sm font-semibold text-ink underline-offset-4 hover:underline"
        >
          {t('home.latest_see_all')}
          <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
        </Link>
      </div>

      {vehicles.length > 0 ? (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {vehicles.map((vehicle) => (
            <li key={vehicle.id} className="flex">
              <VehicleCard vehicle={vehicle} heading="h3" />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-10 rounded-2xl border border-dashed border-line p-10 text-center text-muted">
          {t('home.latest_empty')}
        </p>
      )}
      <FinanceNote text={financeNote} vehicles={vehicles} className="mt-8" />
    </section>
  );
}
