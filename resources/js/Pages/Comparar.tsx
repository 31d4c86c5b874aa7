import { Head, Link, router } from '@inertiajs/react';
import { useEffect, useId, useState } from 'react';
import { compareUrl, MAX_COMPARE } from '@contracts/compare';
import type { VehicleDetail } from '@contracts/pages';
import { route } from '@contracts/routes';
import { cardPrice, vehicleHref, vehicleTitle } from '@contracts/vehicle';
import { compareRows, type CompareCell } from '@/Components/Compare/compare-rows';
import FinanceNote from '@/Components/FinanceNote';
import PriceTag from '@/Components/PriceTag';
import ResponsiveImage from '@/Components/ResponsiveImage';
import ShareModal from '@/Components/Vehicle/ShareModal';
import { CloseIcon, CompareIcon } from '@/Components/icons/site';
import { ShareIcon } from '@/Components/icons/vehicle';
import { useCompare } from '@/hooks/useCompare';
import { useHydrated } from '@/hooks/useHydrated';
import PublicLayout from '@/Layouts/PublicLayout';
import type { PageProps } from '@contracts/page-registry';

function Cell({ cell }: { cell: CompareCell }) {
  if (cell === null) return <span className="text-muted">—</span>;
  if ('image' in cell) return <img src={cell.image.src} alt={cell.image.alt} width={40} height={40} className="size-10" />;
  return <>{cell.value}</>;
}

/** A compared car's column head: its photo, name, price and the way to drop it. */
function CarHead({ car, onRemove }: { car: VehicleDetail; onRemove: () => void }) {
  const title = vehicleTitle(car);
  return (
    <th scope="col" className="w-56 min-w-40 p-4 text-left align-top font-normal sm:min-w-60">
      <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-sand">
        {car.image ? (
          <ResponsiveImage image={car.image} sizes="240px" alt="" className="size-full object-cover" />
        ) : (
          <img src={car.thumbnailUrl} alt="" width={480} height={320} className="size-full object-cover" />
        )}
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Quitar ${title} de la comparación`}
          className="absolute top-2 right-2 grid size-9 place-items-center rounded-full bg-white/90 text-ink shadow-card hover:bg-white"
        >
          <CloseIcon className="size-4" />
        </button>
      </div>
      <p className="eyebrow mt-3 text-muted">{car.marca.nombre}</p>
      <Link href={vehicleHref(car.slug)} className="mt-1 block text-base leading-snug font-semibold tracking-tight hover:underline">
        {car.modelo.nombre} <span className="font-normal text-muted">{car.nombre}</span>
      </Link>
      <div className="mt-3">
        <PriceTag price={cardPrice(car)} />
      </div>
    </th>
  );
}

function Empty({ stale }: { stale: boolean }) {
  return (
    <div className="mt-10 flex flex-col items-center rounded-3xl border border-dashed border-line bg-white/60 px-6 py-14 text-center">
      <CompareIcon className="size-8 text-gold" />
      <h2 className="mt-4 text-xl font-semibold tracking-tight">{stale ? 'Estos coches ya no están publicados' : 'Aún no has elegido coches'}</h2>
      <p className="mt-2 max-w-md text-muted">
        Pulsa «Comparar» en hasta {MAX_COMPARE} coches del buscador, de tus favoritos o de la página de cada coche, y los verás aquí lado a lado.
      </p>
      <Link href={route('buscar')} className="mt-7 inline-flex rounded-full bg-ink px-7 py-3.5 text-sm font-semibold text-white hover:bg-ink-soft">
        Buscar coches
      </Link>
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
  const hydrated = useHydrated();
  const { ids: picked, replace } = useCompare();
  const [onlyDiffering, setOnlyDiffering] = useState(false);
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const toggleId = useId();
  const pickedKey = picked.join(',');

  useEffect(() => {
    if (!hydrated) return;
    if (ids !== null) replace(ids);
    else if (pickedKey) router.visit(compareUrl(pickedKey.split(',').map(Number)), { replace: true });
  }, [hydrated, ids, pickedKey, replace]);

  const remove = (id: number) => {
    const rest = coches.map((car) => car.id).filter((other) => other !== id);
    replace(rest);
    router.visit(rest.length > 0 ? compareUrl(rest) : route('comparar'), { replace: true, preserveScroll: true });
  };

  const rows = compareRows(coches).filter((row) => !onlyDiffering || row.differs);
  const waiting = !hydrated || (ids === null && picked.length > 0);

  return (
    <>
      <Head title="Comparar coches">
        <meta head-key="robots" name="robots" content="noindex, follow" />
      </Head>
      <section aria-labelledby="comparar-title" className="container-site py-16 sm:py-20">
        <p className="eyebrow text-accent">Tu selección</p>
        <h1 id="comparar-title" className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">
          Comparar coches
        </h1>
        <p className="mt-3 max-w-2xl text-muted">Hasta {MAX_COMPARE} coches, lado a lado. Lo que cambia de uno a otro aparece resaltado.</p>
        {coches.length > 0 && (
          <>
            <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
              <button
                type="button"
                onClick={() => setShareUrl(window.location.href)}
                className="inline-flex items-center gap-2 rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white hover:bg-ink-soft"
              >
                <ShareIcon className="size-4" />
                Compartir la comparación
              </button>
              {coches.length < MAX_COMPARE && (
                <Link href={route('buscar')} className="text-sm font-semibold underline-offset-4 hover:underline">
                  Añadir otro coche
                </Link>
              )}
              <label htmlFor={toggleId} className="inline-flex cursor-pointer items-center gap-2 text-sm">
                <input id={toggleId} type="checkbox" checked={onlyDiffering} onChange={(event) => setOnlyDiffering(event.target.checked)} className="size-4 accent-ink" />
                Solo las diferencias
              </label>
            </div>
            <div className="mt-6 overflow-x-auto rounded-2xl bg-white shadow-card ring-1 ring-line/70">
              <table className="w-full border-collapse text-sm">
                <caption className="sr-only">
                  Comparación de {coches.map(vehicleTitle).join(', ')}; las filas que cambian de un coche a otro están marcadas.
                </caption>
                <thead>
                  <tr className="border-b border-line">
                    <td className="sticky left-0 z-10 w-28 min-w-28 bg-white sm:w-44" />
                    {coches.map((car) => (
                      <CarHead key={car.id} car={car} onRemove={() => remove(car.id)} />
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => {
                    const tint = row.differs ? 'bg-sand' : 'bg-white';
                    return (
                      <tr key={row.label} className="border-b border-line/70 last:border-0">
                        <th scope="row" className={`sticky left-0 z-10 px-4 py-3 text-left align-top text-[13px] font-medium text-muted ${tint}`}>
                          {row.differs && <span aria-hidden="true" className="absolute inset-y-2 left-0 w-1 rounded-r bg-gold" />}
                          {row.label}
                          {row.differs && <span className="sr-only"> (cambia)</span>}
                        </th>
                        {row.cells.map((cell, index) => (
                          <td key={coches[index]!.id} className={`px-4 py-3 align-top font-medium tabular-nums ${tint}`}>
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
              title={`Comparación: ${coches.map(vehicleTitle).join(', ')}`}
              linkLabel="Enlace de la comparación"
            />
          </>
        )}
        {coches.length === 0 && (waiting ? <div className="min-h-80" /> : <Empty stale={ids !== null} />)}
      </section>
    </>
  );
}

Comparar.layout = PublicLayout;
