import { router } from '@inertiajs/react';
import { useState } from 'react';
import { RetryIcon } from '@/Components/icons/staff';
import { formatDateTime } from '@contracts/format';
import { route } from '@contracts/routes';
import type { LeadDetail } from '@contracts/lead-inbox';
import { CrmBadge, EntregaBadge } from './DeliveryBadge';
import { DetailCard, Facts } from './DetailCard';
import Button from '@/Components/ui/Button';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : null);
const errorText = (error: string | null) => error && <span className="text-[13px] text-red-800">{error}</span>;

function RetryButton({ id }: { id: number }) {
  const [processing, setProcessing] = useState(false);
  const retry = () =>
    router.post(route('solicitudes.retry', { id }), {}, { preserveScroll: true, onStart: () => setProcessing(true), onFinish: () => setProcessing(false) });
  return (
    <Button size="sm" onClick={retry} disabled={processing}>
      <RetryIcon className={`size-4 ${processing ? 'animate-spin' : ''}`} />
      Reintentar envío
    </Button>
  );
}

/** The staff mail's and the CRM forward's delivery, and the retry when one of them failed. */
export default function DeliveryCard({ lead }: { lead: LeadDetail }) {
  const { correo, crm } = lead;
  return (
    <DetailCard title="Entrega" aside={lead.puede_reintentar && <RetryButton id={lead.id} />}>
      <h3 className="mb-2 flex items-center gap-2 text-[13px] font-semibold text-ink/80">
        Correo al equipo <EntregaBadge entrega={correo.estado} />
      </h3>
      <Facts
        items={[
          { label: 'Intentos fallidos', value: `${correo.intentos} de ${correo.max_intentos}` },
          ...(correo.enviado_at ? [{ label: 'Enviado', value: when(correo.enviado_at) }] : [{ label: 'Próximo intento', value: when(correo.siguiente_at) ?? 'Ninguno: envío abandonado' }]),
          ...(correo.error ? [{ label: 'Último error', value: errorText(correo.error) }] : []),
        ]}
      />
      {crm && (
        <>
          <h3 className="mt-6 mb-2 flex items-center gap-2 border-t border-line/60 pt-5 text-[13px] font-semibold text-ink/80">
            Envío al CRM <CrmBadge estado={crm.estado} />
          </h3>
          <Facts
            items={[
              { label: 'Intentos', value: String(crm.intentos) },
              ...(crm.siguiente_at ? [{ label: 'Próximo intento', value: when(crm.siguiente_at) }] : []),
              ...(crm.error ? [{ label: 'Último error', value: errorText(crm.error) }] : []),
            ]}
          />
        </>
      )}
    </DetailCard>
  );
}
