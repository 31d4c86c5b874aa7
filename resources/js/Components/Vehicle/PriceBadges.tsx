import type { ComponentType } from 'react';
import type { VehicleDetail } from '@contracts/pages';
import type { CarGuarantee } from '@contracts/guarantee';
import { ESTADO_RESERVADO } from '@contracts/vehicle';
import { BookmarkIcon, ShieldIcon, SwapIcon, TruckIcon } from '@/Components/icons/vehicle';
import { useI18n } from '@/lib/i18n';

/**
 * What comes with the car, next to its price, in a few words each (the details stay in 'Más
 * información'): the guarantee, delivery, trade-in and reservation. A reserved car can be
 * neither delivered nor reserved again, so it shows only the guarantee and the trade-in.
 */
export default function PriceBadges({ coche, guarantee }: { coche: Pick<VehicleDetail, 'estado_id'>; guarantee: CarGuarantee }) {
  const { t } = useI18n();
  const reserved = coche.estado_id === ESTADO_RESERVADO;
  const badges: { icon: ComponentType<{ className?: string }>; text: string }[] = [
    { icon: ShieldIcon, text: guarantee.commercial ?? guarantee.legal },
    ...(reserved ? [] : [{ icon: TruckIcon, text: t('vehicle.badge_delivery') }]),
    { icon: SwapIcon, text: t('vehicle.badge_trade_in') },
    ...(reserved ? [] : [{ icon: BookmarkIcon, text: t('vehicle.badge_reservation') }]),
  ];
  return (
    <ul aria-label={t('vehicle.included_with_car')} className="mt-4 flex flex-wrap gap-1.5">
      {badges.map(({ icon: Icon, text }) => (
        <li key={text} className="inline-flex items-center gap-1.5 rounded-full bg-sand/70 px-2.5 py-1 text-xs font-medium text-ink/85">
          <Icon className="size-3.5 text-ink/60" />
          {text}
        </li>
      ))}
    </ul>
  );
}
