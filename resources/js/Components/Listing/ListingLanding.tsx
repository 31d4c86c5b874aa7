import type { ReactNode } from 'react';
import { Link } from '@inertiajs/react';
import type { Crumb, ListingLink, Paginated, VehicleCard as Card } from '@contracts/pages';
import { formatNumber } from '@contracts/format';
import { ArrowRightIcon } from '@/Components/icons/site';
import FinanceNote from '@/Components/FinanceNote';
import Pagination from '@/Components/Pagination';
import VehicleCard from '@/Components/VehicleCard';
import { useI18n } from '@/lib/i18n';

/** Only the first card's photo loads at once, as on /buscar (Search/SearchResults.tsx says why). */
const EAGER_CARDS = 1;

function Breadcrumb({ migas }: { migas: readonly Crumb[] }) {
  const { t, path } = useI18n();
  return (
    <nav aria-label={t('listing.breadcrumb')} className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-2">
        {migas.map((miga, index) => (
          <li key={miga.href ?? 'actual'} className="flex items-center gap-2">
            {index > 0 && <span aria-hidden="true">/</span>}
            {miga.href === null ? (
              <span aria-current="page" className="font-medium text-ink">
                {miga.nombre}
              </span>
            ) : (
              <Link href={path(miga.href)} className="hover:text-ink hover:underline">
                {miga.nombre}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Narrower listings as chips: 'Serie 3 (4)'. */
function Links({ titulo, items }: { titulo: string; items: readonly ListingLink[] }) {
  const { locale, path } = useI18n();
  return (
    <nav aria-label={titulo} className="mt-8">
      <h2 className="text-[13px] font-medium text-ink/80">{titulo}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={path(item.href)}
              className="inline-flex h-10 items-center gap-1.5 rounded-full border border-line bg-white px-4 text-sm font-medium transition-colors hover:border-ink/40"
            >
              {item.nombre}
              <span className="text-xs text-muted">({formatNumber(item.count, locale)})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface Props {
  migas: readonly Crumb[];
  eyebrow: string;
  titulo: string;
  intro: string;
  /** The same cars in the search, in the page's language. */
  buscarUrl: string;
  enlaces: { titulo: string; items: readonly ListingLink[] };
  entradas: Paginated<Card>;
  notaFinanciacion: string;
  /** What follows the cards (an island's branches). */
  children?: ReactNode;
}

/** A listing that search engines index (a brand, a model, an island): its heading, links to narrower listings, the cards and their finance note. */
export default function ListingLanding({ migas, eyebrow, titulo, intro, buscarUrl, enlaces, entradas, notaFinanciacion, children }: Props) {
  const { t } = useI18n();
  return (
    <section className="container-site py-16 sm:py-20">
      <Breadcrumb migas={migas} />
      <div className="mt-6 flex flex-wrap items-end justify-between gap-6">
        <div>
          <p className="eyebrow text-accent">{eyebrow}</p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{titulo}</h1>
          <p className="mt-3 max-w-2xl text-pretty text-muted">{intro}</p>
        </div>
        <Link href={buscarUrl} className="group inline-flex shrink-0 items-center gap-2 text-sm font-semibold text-ink underline-offset-4 hover:underline">
          {t('listing.see_all')}
          <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
        </Link>
      </div>
      {enlaces.items.length > 0 && <Links {...enlaces} />}
      {entradas.data.length > 0 ? (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {entradas.data.map((vehicle, index) => (
            <li key={vehicle.id} className="flex">
              <VehicleCard vehicle={vehicle} priority={index < EAGER_CARDS} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-10 rounded-2xl border border-dashed border-line p-10 text-center text-muted">{t('listing.no_results')}</p>
      )}
      <Pagination links={entradas.links} />
      <FinanceNote text={notaFinanciacion} vehicles={entradas.data} className="mt-8" />
      {children}
    </section>
  );
}
