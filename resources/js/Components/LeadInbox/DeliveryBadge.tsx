import { CRM_ESTADOS, ENTREGAS, type CrmEstado, type Entrega } from '@contracts/lead-inbox';
import { CRM_TONES, ENTREGA_TONES, type Tone } from '@/lib/lead-inbox';

const TONES: Record<Tone, string> = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25',
  yellow: 'bg-amber-50 text-amber-800 ring-amber-500/30',
  red: 'bg-red-50 text-red-800 ring-red-600/25',
  grey: 'bg-sand text-muted ring-line',
};

const DOTS: Record<Tone, string> = { green: 'bg-emerald-500', yellow: 'bg-amber-400', red: 'bg-red-500', grey: 'bg-muted/50' };

/** A small status pill with its coloured dot. */
export function Badge({ tone, children }: { tone: Tone; children: string }) {
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-[11px] font-semibold tracking-wide whitespace-nowrap ring-1 ring-inset ${TONES[tone]}`}>
      <span aria-hidden="true" className={`size-1.5 rounded-full ${DOTS[tone]}`} />
      {children}
    </span>
  );
}

/** The staff mail's delivery: Enviada, Pendiente or Fallida. */
export function EntregaBadge({ entrega }: { entrega: Entrega }) {
  return <Badge tone={ENTREGA_TONES[entrega]}>{ENTREGAS[entrega]}</Badge>;
}

/** The CRM forward's state, prefixed so it reads apart from the mail's. */
export function CrmBadge({ estado, prefix = '' }: { estado: CrmEstado; prefix?: string }) {
  return <Badge tone={CRM_TONES[estado]}>{`${prefix}${CRM_ESTADOS[estado]}`}</Badge>;
}
