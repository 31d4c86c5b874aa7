import { Head } from '@inertiajs/react';
import CardSkeletons from '@/Components/Favorites/CardSkeletons';
import EmptyState from '@/Components/EmptyState';
import { HeartIcon } from '@/Components/icons/site';
import FinanceNote from '@/Components/FinanceNote';
import VehicleCard from '@/Components/VehicleCard';
import { useFavoriteCars } from '@/hooks/useFavoriteCars';
import PublicLayout from '@/Layouts/PublicLayout';
import { useI18n } from '@/lib/i18n';
import type { PageProps } from '@contracts/page-registry';

const MAX_SKELETONS = 4;

/** The cars could not be fetched: say so in place of the skeletons, with a way to ask again. */
function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div role="alert" className="mt-10 flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-14 text-center shadow-card">
      <h2 className="text-xl font-semibold tracking-tight">{t('favorites.load_failed_title')}</h2>
      <p className="mt-3 max-w-md text-muted">{t('favorites.load_failed_text')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-7 inline-flex items-center rounded-full bg-ink px-7 py-3.5 text-sm font-semibold text-white shadow-lg transition-colors hover:bg-ink-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        {t('favorites.retry')}
      </button>
    </div>
  );
}

/** The visitor's favourites (beyond the spec): the cars whose ids this browser keeps. Not indexed. */
export default function Favoritos({ vehiculos, notaFinanciacion }: PageProps<'Favoritos'>) {
  const { t } = useI18n();
  const { ready, count, cars, failed, retry } = useFavoriteCars(vehiculos);
  const summary = cars && cars.length > 0 ? t('favorites.summary', { count: cars.length }) : t('favorites.summary_none');

  let content;
  if (!ready) content = <div className="min-h-80" />;
  else if (count === 0)
    content = (
      <EmptyState icon={<HeartIcon className="size-8" />} title={t('favorites.empty_title')}>
        {t('favorites.empty_text')}
      </EmptyState>
    );
  else if (!cars && failed) content = <LoadError onRetry={retry} />;
  else if (!cars) content = <CardSkeletons count={Math.min(count, MAX_SKELETONS)} />;
  else
    content = (
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {cars.map((vehicle, index) => (
          <li key={vehicle.id} className="flex">
            <VehicleCard vehicle={vehicle} priority={index === 0} />
          </li>
        ))}
      </ul>
    );

  return (
    <>
      <Head title={t('favorites.title')}>
        <meta head-key="robots" name="robots" content="noindex" />
      </Head>
      <section aria-labelledby="favoritos-title" aria-busy={ready && count > 0 && !cars && !failed} className="container-site py-16 sm:py-20">
        <p className="eyebrow text-accent">{t('favorites.eyebrow')}</p>
        <h1 id="favoritos-title" className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">
          {t('favorites.title')}
        </h1>
        <p className="mt-3 max-w-2xl text-muted" aria-live="polite">
          {summary}
        </p>
        {content}
        {cars && <FinanceNote text={notaFinanciacion} vehicles={cars} className="mt-8" />}
      </section>
    </>
  );
}

Favoritos.layout = PublicLayout;
