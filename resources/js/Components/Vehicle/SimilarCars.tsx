import type { VehicleCard as Vehicle } from '@contracts/pages';
import FinanceNote from '@/Components/FinanceNote';
import VehicleCard from '@/Components/VehicleCard';
import { useI18n } from '@/lib/i18n';

const SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';

/** 'Coches similares': the cars that end a car's page (same body type or brand, close price, available first). */
export default function SimilarCars({ vehicles, financeNote }: { vehicles: Vehicle[]; financeNote: string }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="similares-title" className="container-site pb-16 sm:pb-20">
      <div className="border-t border-line pt-12">
        <p className="eyebrow text-accent">{t('vehicle.similar_eyebrow')}</p>
        <h2 id="similares-title" className="mt-2 text-2xl font-semibold tracking-tight sm:text-3xl">
          {t('vehicle.similar_title')}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {vehicles.map((vehicle) => (
            <li key={vehicle.id} className="flex">
              <VehicleCard vehicle={vehicle} sizes={SIZES} heading="h3" />
            </li>
          ))}
        </ul>
        <FinanceNote text={financeNote} vehicles={vehicles} className="mt-8" />
      </div>
    </section>
  );
}
