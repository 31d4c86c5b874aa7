import { CRM_ESTADOS, ENTREGAS, type CrmEstado, type Entrega } from '@contracts/lead-inbox';
import Badge from '@/Components/ui/Badge';
import { CRM_TONES, ENTREGA_TONES } from '@/lib/lead-inbox';

/** The staff mail's delivery: Enviada, Pendiente or Fallida. */
export function EntregaBadge({ entrega }: { entrega: Entrega }) {
  return <Badge tone={ENTREGA_TONES[entrega]}>{ENTREGAS[entrega]}</Badge>;
}

/** The CRM forward's state, prefixed so it reads apart from the mail's. */
export function CrmBadge({ estado, prefix = '' }: { estado: CrmEstado; prefix?: string }) {
  return <Badge tone={CRM_TONES[estado]}>{`${prefix}${CRM_ESTADOS[estado]}`}</Badge>;
}
