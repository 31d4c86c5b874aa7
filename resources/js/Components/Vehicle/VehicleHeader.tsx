import type { VehicleDetail } from '@contracts/pages';
import CompareButton from '@/Components/Compare/CompareButton';
import FavoriteButton from '@/Components/FavoriteButton';
import { BoltIcon, CalendarIcon, GaugeIcon, GearboxIcon, PumpIcon, RoadIcon } from '@/Components/icons/site';
import { ShareIcon } from '@/Components/icons/vehicle';
import { useI18n } from '@/lib/i18n';
import { lookupName } from '@contracts/lookup-names';
import { formatCv, formatKm } from '@contracts/format';
import { COMBUSTIBLE_ELECTRICO, ESTADO_VENDIDO, vehicleTitle } from '@contracts/vehicle';

interface Props {
  coche: VehicleDetail;
  onShare: () => void;
}

/** Brand, model and version, the key facts at a glance, the favourite heart and 'Compartir'. */
export default function VehicleHeader({ coche, onShare }: Props) {
  const { t, locale } = useI18n();
  const FuelIcon = coche.combustible.id === COMBUSTIBLE_ELECTRICO ? BoltIcon : PumpIcon;
  const facts = [
    { icon: CalendarIcon, label: t('vehicle.spec_year'), value: String(coche.year) },
    { icon: RoadIcon, label: t('vehicle.spec_mileage'), value: formatKm(coche.kilometros, locale) },
    { icon: FuelIcon, label: t('vehicle.spec_fuel'), value: lookupName(t, 'combustible', coche.combustible) },
    { icon: GearboxIcon, label: t('vehicle.spec_gearbox'), value: lookupName(t, 'cambio', coche.cambio) },
    { icon: GaugeIcon, label: t('vehicle.power'), value: formatCv(coche.potencia, locale) },
  ];
  return (
    <div>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="eyebrow text-accent">{t('vehicle.used_body', { body: lookupName(t, 'carroceria', coche.carroceria) })}</p>
          <h1 className="mt-2 text-[1.75rem] leading-tight font-semibold tracking-tight text-balance sm:text-4xl">
            {coche.marca.nombre} {coche.modelo.nombre}
            {coche.nombre && <span className="mt-1 block text-lg font-normal text-muted sm:text-xl">{coche.nombre}</span>}
          </h1>
        </div>
        <div className="flex shrink-0 items-center gap-2 pt-1">
          <CompareButton id={coche.id} title={vehicleTitle(coche)} variant="header" sold={coche.estado_id === ESTADO_VENDIDO} />
          <FavoriteButton id={coche.id} title={vehicleTitle(coche)} className="ring-1 ring-line" />
          <button
            type="button"
            onClick={onShare}
            className="flex h-10 min-w-10 items-center justify-center gap-2 rounded-full bg-white px-3 text-sm font-semibold shadow-card ring-1 ring-line transition hover:ring-ink/30 sm:px-4"
          >
            <ShareIcon className="size-4" />
            <span className="max-sm:sr-only">{t('vehicle.share')}</span>
          </button>
        </div>
      </div>
      <ul className="mt-4 flex flex-wrap gap-2 text-[13px]">
        {facts.map(({ icon: Icon, label, value }) => (
          <li key={label} className="flex shrink-0 items-center gap-1.5 rounded-full bg-white px-3 py-1.5 whitespace-nowrap ring-1 ring-line">
            <Icon className="size-4 text-muted" />
            <span className="sr-only">{label}:</span>
            {value}
          </li>
        ))}
      </ul>
    </div>
  );
}
