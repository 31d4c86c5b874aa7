import { Head, Link, router } from '@inertiajs/react';
import { useEffect, useId, useRef, useState } from 'react';
import { compareUrl, MAX_COMPARE } from '@contracts/compare';
import type { VehicleDetail } from '@contracts/pages';
import { cardPrice } from '@contracts/pricing';
import { vehicleTitle } from '@contracts/vehicle';
import { compareRows, type CompareCell } from '@/Components/Compare/compare-rows';
import EmptyState from '@/Components/EmptyState';
import FinanceNote from '@/Components/FinanceNote';
import PriceTag from '@/Components/PriceTag';
import ResponsiveImage from '@/Components/ResponsiveImage';
import ShareModal from '@/Components/Vehicle/ShareModal';
import { CloseIcon, CompareIcon } from '@/Components/icons/site';
import { ShareIcon } from '@/Components/icons/vehicle';
import { useCompare } from '@/hooks/useCompare';
import { useHydrated } from '@/hooks/useHydrated';
import PublicLayout from '@/Layouts/PublicLayout';
import { useI18n } from '@/lib/i18n';
import { propsOf } from '@/lib/page-props';
import type { PageProps } from '@contracts/page-registry';

/** The mark of a row whose values differ: dark gold, 3:1 against the row's tint. */
const DIFFERS_MARK = 'bg-[#8a6a2a]';

function Cell({ cell }: { cell: CompareCell }) {
  if (cell === null) return <span className="text-muted">—</span>;
  if ('image' in cell) return <img src={cell.image.src} alt={cell.image.alt} width={40} height={40} className="size-10" />;
  return <>{cell.value}</>;
}

/** A compared car's picture, price and the way to drop it: the cell above its column's name. */
function CarSummary({ car, onRemove }: { car: VehicleDetail; onRemove: () => void }) {
  const { t } = useI18n();
  return (
    <td className="w-56 min-w-40 px-4 pt-4 align-top sm:min-w-60">
      <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-sand">
        {car.image ? (
          <ResponsiveImage image={car.image} sizes="240px" alt="" className="size-full object-cover" />
        ) : (
          <img src={car.thumbnailUrl} alt="" width={480} height={320} className="size-full object-cover" />
        )}
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('compare.remove_car', { car: vehicleTitle(car) })}
          className="absolute top-2 right-2 grid size-9 place-items-center rounded-full bg-white/90 text-ink shadow-card hover:bg-white"
        >
          <CloseIcon className="size-4" />
        </button>
      </div>
      <div className="mt-3">
        <PriceTag price={cardPrice(car)} />
      </div>
    </td>
  );
}

/** A compared car's column header: its name, to its page. */
function CarName({ car }: { car: VehicleDetail }) {
  const { route } = useI18n();
  return (
    <th scope="col" className="px-4 pt-3 pb-4 text-left align-top font-normal">
      <span className="eyebrow block text-muted">{car.marca.nombre}</span>
      <Link href={route('vehiculo', { slug: car.slug })} className="mt-1 block text-base leading-snug font-semibold tracking-tight hover:underline">
        {car.modelo.nombre} <span className="font-normal text-muted">{car.nombre}</span>
      </Link>
    </th>
  );
}

/** The comparison could not be loaded: say so, with a way to ask again. */
function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div role="alert" className="mt-10 flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-14 text-center shadow-card">
      <h2 className="text-xl font-semibold tracking-tight">{t('compare.load_failed_title')}</h2>
      <p className="mt-3 max-w-md text-muted">{t('compare.load_failed_text')}</p>
      <button type="button" onClick={onRetry} className="mt-7 rounded-full bg-ink px-7 py-3.5 text-sm font-semibold text-white hover:bg-ink-soft">
        {t('compare.retry')}
      </button>
    </div>
  );
}

/**
 * /comparar?ids=…: up to three cars side by side, every row of their 'Características
 * generales' with the price and the monthly payment; a row whose values differ is highlighted.
 * The cars shown become the visitor's pick (localStorage "compare"); without ?ids= the page
 * opens the browser's pick. The address can be shared. Not indexed.
 */
export default function Comparar({ ids, coches, notaFinanciacion }: PageProps<'Comparar'>) {
  const i18n = useI18n();
  const { t, route, path } = i18n;
  const hydrated = useHydrated();
  const { ids: picked, read, remove: unpick, replace } = useCompare();
  const [onlyDiffering, setOnlyDiffering] = useState(false);
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const toggleId = useId();

  // Once per address (not on every change of the pick, which another tab may make): without
  // ids, open the browser's pick and forget the cars the server no longer shows; with ids, a
  // visitor with no pick of their own adopts the comparison they were sent.
  useEffect(() => {
    if (!hydrated) return;
    if (ids !== null) {
      if (read().length === 0 && ids.length > 0) replace(ids);
      return;
    }
    const asked = [...read()];
    if (asked.length === 0) return;
    let succeeded = false;
    router.visit(path(compareUrl(asked)), {
      replace: true,
      onStart: () => setFailed(false),
      onSuccess: (page) => {
        succeeded = true;
        const shown = propsOf(page, 'Comparar')?.ids ?? [];
        unpick(asked.filter((id) => !shown.includes(id)));
      },
      onHttpException: () => false,
      onNetworkError: () => false,
      onFinish: () => setFailed(!succeeded),
    });
  }, [hydrated, ids, read, replace, unpick, attempt, path]);

  const remove = (id: number) => {
    const rest = coches.map((car) => car.id).filter((other) => other !== id);
    unpick([id]);
    router.visit(rest.length > 0 ? path(compareUrl(rest)) : route('comparar'), {
      replace: true,
      preserveScroll: true,
      preserveState: true,
      onSuccess: () => heading.current?.focus(),
    });
  };

  const rows = compareRows(coches, i18n).filter((row) => !onlyDiffering || row.differs);
  const waiting = !hydrated || (ids === null && picked.length > 0 && !failed);

  let empty = null;
  if (coches.length === 0) {
    if (failed) empty = <LoadError onRetry={() => setAttempt((n) => n + 1)} />;
    else if (waiting) empty = <div className="min-h-80" />;
    else
      empty = (
        <EmptyState icon={<CompareIcon className="size-8" />} title={t(ids === null ? 'compare.empty_title' : 'compare.empty_title_gone')}>
          {t('compare.empty_text', { max: MAX_COMPARE })}
        </EmptyState>
      );
  }

  return (
    <>
      <Head title={t('compare.title')}>
        <meta head-key="robots" name="robots" content="noindex, follow" />
      </Head>
      <section aria-labelledby="comparar-title" aria-busy={coches.length === 0 && waiting} className="container-site py-16 sm:py-20">
        <p className="eyebrow text-accent">{t('compare.eyebrow')}</p>
        <h1 ref={heading} tabIndex={-1} id="comparar-title" className="mt-2 text-3xl font-semibold tracking-tight focus:outline-none sm:text-4xl">
          {t('compare.title')}
        </h1>
        <p className="mt-3 max-w-2xl text-muted">{t('compare.intro', { max: MAX_COMPARE })}</p>
        {coches.length > 0 && (
          <>
            <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
              <button
                type="button"
                onClick={() => setShareUrl(window.location.href)}
                className="inline-flex items-center gap-2 rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white hover:bg-ink-soft"
              >
                <ShareIcon className="size-4" />
                {t('compare.share')}
              </button>
              {coches.length < MAX_COMPARE && (
                <Link href={route('buscar')} className="text-sm font-semibold underline-offset-4 hover:underline">
                  {t('compare.add_car')}
                </Link>
              )}
              {coches.length > 1 && (
                <label htmlFor={toggleId} className="inline-flex cursor-pointer items-center gap-2 text-sm">
                  <input id={toggleId} type="checkbox" checked={onlyDiffering} onChange={(event) => setOnlyDiffering(event.target.checked)} className="size-4 accent-ink" />
                  {t('compare.only_differences')}
                </label>
              )}
            </div>
            {coches.length > 1 && (
              <p className="mt-4 flex items-center gap-2 text-[13px] text-muted">
                <span aria-hidden="true" className={`h-4 w-1 rounded ${DIFFERS_MARK}`} />
                {t('compare.differs_legend')}
              </p>
            )}
            <div className="mt-4 overflow-x-auto rounded-2xl bg-white shadow-card ring-1 ring-line/70">
              <table className="w-full border-collapse text-sm">
                <caption className="sr-only">{t('compare.table_caption', { cars: coches.map(vehicleTitle).join(', ') })}</caption>
                <thead>
                  <tr>
                    <td className="sticky left-0 z-10 w-28 min-w-28 bg-white sm:w-44" />
                    {coches.map((car) => (
                      <CarSummary key={car.id} car={car} onRemove={() => remove(car.id)} />
                    ))}
                  </tr>
                  <tr className="border-b border-line">
                    <td className="sticky left-0 z-10 bg-white" />
                    {coches.map((car) => (
                      <CarName key={car.id} car={car} />
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.length === 0 && (
                    <tr>
                      <td colSpan={coches.length + 1} className="px-4 py-6 text-center text-muted">
                        {t('compare.no_differences')}
                      </td>
                    </tr>
                  )}
                  {rows.map((row) => {
                    const tint = row.differs ? 'bg-sand font-semibold' : 'bg-white font-medium';
                    return (
                      <tr key={row.label} className="border-b border-line/70 last:border-0">
                        <th scope="row" className={`sticky left-0 z-10 px-4 py-3 text-left align-top text-[13px] text-muted ${tint}`}>
                          {row.differs && <span aria-hidden="true" className={`absolute inset-y-2 left-0 w-1 rounded-r ${DIFFERS_MARK}`} />}
                          {row.label}
                          {row.differs && <span className="sr-only"> {t('compare.row_differs')}</span>}
                        </th>
                        {row.cells.map((cell, index) => (
                          <td key={coches[index]!.id} className={`px-4 py-3 align-top tabular-nums ${tint}`}>
                            <Cell cell={cell} />
                          </td>
                        ))}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <FinanceNote text={notaFinanciacion} vehicles={coches} className="mt-8" />
            <ShareModal
              open={shareUrl !== null}
              onClose={() => setShareUrl(null)}
              url={shareUrl ?? ''}
              title={t('compare.share_title', { cars: coches.map(vehicleTitle).join(', ') })}
              linkLabel={t('compare.share_link_label')}
            />
          </>
        )}
        {empty}
      </section>
    </>
  );
}

Comparar.layout = PublicLayout;
