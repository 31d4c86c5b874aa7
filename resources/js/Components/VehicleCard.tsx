import { Link } from '@inertiajs/react';
import type { ReactNode } from 'react';
import type { VehicleCard as Vehicle } from '@contracts/pages';
import CompareButton from '@/Components/Compare/CompareButton';
import FavoriteButton from '@/Components/FavoriteButton';
import PriceTag from '@/Components/PriceTag';
import ResponsiveImage from '@/Components/ResponsiveImage';
import { BoltIcon, CalendarIcon, GaugeIcon, GearboxIcon, PinIcon, PumpIcon, RoadIcon } from '@/Components/icons/site';
import { branchById } from '@contracts/site';
import { formatCv, formatKm } from '@contracts/format';
import { EMPTY_FILTERS } from '@contracts/search';
import { useI18n } from '@/lib/i18n';
import { lookupName } from '@contracts/lookup-names';
import { searchUrl } from '@/lib/search';
import { cardPrice } from '@contracts/pricing';
import {
  COMBUSTIBLE_ELECTRICO,
  ESTADO_VENDIDO,
  statusLabel,
  vehicleTitle,
  versionAfterModel,
} from '@contracts/vehicle';

const DEFAULT_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

interface SpecProps {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  wide?: boolean;
}

function Spec({ icon, label, children, wide = false }: SpecProps) {
  return (
    <li className={`flex min-w-0 items-center gap-1.5 whitespace-nowrap ${wide ? 'col-span-2' : ''}`}>
      {icon}
      <span className="sr-only">{label}:</span>
      {children}
    </li>
  );
}

interface Props {
  vehicle: Vehicle;
  /** The `sizes` attribute for the grid the card sits in. */
  sizes?: string;
  /** Above the fold: the photo loads at once with high priority instead of lazily. */
  priority?: boolean;
  /** The card's title level: h2 in a page's list, h3 inside a titled section. */
  heading?: 'h2' | 'h3';
}

const imageClass = 'size-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.04]';

/** Vehicle card (spec §2 "Vehicle card", §4 display rules): AVIF/WebP/JPEG photo, or the default thumbnail. */
export default function VehicleCard({ vehicle: v, sizes = DEFAULT_SIZES, priority = false, heading: Heading = 'h2' }: Props) {
  const { t, locale, route, path } = useI18n();
  const title = vehicleTitle(v);
  const status = statusLabel(v.estado_id) && t(v.estado_id === ESTADO_VENDIDO ? 'common.status_sold' : 'common.status_reserved');
  const price = cardPrice(v);
  const FuelIcon = v.combustible.id === COMBUSTIBLE_ELECTRICO ? BoltIcon : PumpIcon;
  const iconClass = 'size-4 shrink-0 text-muted';

  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-line/70 transition-shadow duration-300 hover:shadow-lift has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent">
      <div className="relative aspect-[4/3] overflow-hidden bg-sand">
        {v.image ? (
          <ResponsiveImage image={v.image} sizes={sizes} alt={title} priority={priority} className={imageClass} />
        ) : (
          <img
            src={v.thumbnailUrl}
            alt={title}
            width={480}
            height={320}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            className={imageClass}
          />
        )}
        {status && <div aria-hidden="true" className={`absolute inset-0 ${v.estado_id === ESTADO_VENDIDO ? 'bg-ink/55' : 'bg-ink/25'}`} />}
        {status && (
          // The state's badge (the spec's overlay above dims the photo).
          <div className="absolute top-3 left-3">
            <span className={`rounded-full px-3 py-1 text-[11px] font-bold tracking-[0.18em] shadow ${v.estado_id === ESTADO_VENDIDO ? 'bg-accent text-white' : 'bg-gold text-ink'}`}>
              {status}
            </span>
          </div>
        )}
        <CompareButton id={v.id} title={title} variant="card" sold={v.estado_id === ESTADO_VENDIDO} />
      </div>

      <div className="flex flex-1 flex-col p-5">
        <p className="eyebrow text-muted">{v.marca.nombre}</p>
        <Heading className="mt-1 text-lg leading-snug font-semibold tracking-tight">
          <Link
            href={route('vehiculo', { slug: v.slug })}
            className="after:absolute after:inset-0 after:z-[1] after:rounded-2xl focus-visible:outline-none"
          >
            {v.modelo.nombre}
            <span className="sr-only"> {versionAfterModel(v.modelo.nombre, v.nombre)}</span>
          </Link>
        </Heading>
        <p className="line-clamp-1 text-sm text-muted" aria-hidden="true">
          {v.nombre}
        </p>

        <ul className="mt-4 grid grid-cols-2 gap-x-3 gap-y-2 text-[13px] text-ink/80">
          <Spec icon={<CalendarIcon className={iconClass} />} label={t('common.spec_year')}>
            {v.year}
          </Spec>
          <Spec icon={<RoadIcon className={iconClass} />} label={t('common.spec_km')}>
            {formatKm(v.kilometros, locale)}
          </Spec>
          <Spec icon={<GaugeIcon className={iconClass} />} label={t('common.spec_power')}>
            {formatCv(v.potencia, locale)}
          </Spec>
          <Spec icon={<GearboxIcon className={iconClass} />} label={t('common.spec_gearbox')}>
            {lookupName(t, 'cambio', v.cambio)}
          </Spec>
          <Spec icon={<FuelIcon className={iconClass} />} label={t('common.spec_fuel')} wide>
            {lookupName(t, 'combustible', v.combustible)}
          </Spec>
          <Spec icon={<PinIcon className={iconClass} />} label={t('common.spec_branch')} wide>
            <span className="truncate">{branchById(v.sede_id).name}</span>
          </Spec>
        </ul>

        <div className="mt-auto pt-5">
          <div className="border-t border-line pt-4">
            <PriceTag price={price} />
            {v.estado_id === ESTADO_VENDIDO && (
              <Link
                href={path(searchUrl({ ...EMPTY_FILTERS, marcas: v.marca.id, modelo: v.modelo.id }))}
                className="relative z-[2] mt-1 inline-flex min-h-6 items-center text-sm font-semibold text-accent underline-offset-4 hover:underline"
              >
                {t('common.find_similar')}
                <span className="sr-only">{t('common.find_similar_for', { car: `${v.marca.nombre} ${v.modelo.nombre}` })}</span>
              </Link>
            )}
          </div>
        </div>
      </div>

      <FavoriteButton id={v.id} title={title} className="absolute top-3 right-3 z-[2]" />
    </article>
  );
}
