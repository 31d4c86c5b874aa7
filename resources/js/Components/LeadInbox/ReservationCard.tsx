import { router } from '@inertiajs/react';
import { useState } from 'react';
import { formatDateTime, formatDay } from '@contracts/format';
import { RESERVA_ACCIONES, RESERVA_ESTADOS, type ReservaAccion, type ReservaDetail } from '@contracts/reservations';
import { route } from '@contracts/routes';
import { DetailCard, Facts } from '@/Components/LeadInbox/DetailCard';
import PaymentFacts from '@/Components/Payments/PaymentFacts';
import Button from '@/Components/ui/Button';

/** The reservation a 'Reservar' enquiry asked for: its state, branch and hold, and what staff can do with it. */
export default function ReservationCard({ leadId, reserva }: { leadId: number; reserva: ReservaDetail }) {
  const [pending, setPending] = useState<ReservaAccion | null>(null);
  const act = (accion: ReservaAccion) =>
    router.post(route('solicitudes.reserva', { id: leadId }), { accion }, { preserveScroll: true, onStart: () => setPending(accion), onFinish: () => setPending(null) });
  return (
    <DetailCard title="Reserva">
      <Facts
        items={[
          { label: 'Estado', value: RESERVA_ESTADOS[reserva.estado] },
          { label: 'Sede', value: reserva.sede },
          ...(reserva.hasta ? [{ label: 'Reservado hasta', value: formatDateTime(reserva.hasta) }] : []),
          ...(reserva.desistida
            ? [
                { label: 'Desistida el', value: formatDateTime(reserva.desistida.el) },
                { label: 'Devolver la señal a más tardar el', value: formatDay(reserva.desistida.reembolsoHasta) },
              ]
            : []),
        ]}
      />
      {reserva.pagos.map((pago) => (
        <PaymentFacts key={pago.pedido} pago={pago} />
      ))}
      {reserva.acciones.length > 0 && (
        <div className="mt-4 flex flex-wrap gap-2">
          {reserva.acciones.map((accion, index) => (
            <Button key={accion} size="sm" variant={index === 0 ? 'primary' : 'secondary'} disabled={pending !== null} aria-busy={pending === accion || undefined} onClick={() => act(accion)}>
              {RESERVA_ACCIONES[accion]}
            </Button>
          ))}
        </div>
      )}
    </DetailCard>
  );
}
