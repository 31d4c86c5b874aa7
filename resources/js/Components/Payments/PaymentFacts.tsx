import { formatDateTime, formatEuros } from '@contracts/format';
import { DEVOLUCION_ESTADOS, DEVOLUCION_MOTIVOS, PAGO_ESTADOS, PAGO_METODOS, type PagoDetail } from '@contracts/payments';
import { Facts } from '@/Components/LeadInbox/DetailCard';

/** One online payment of a reservation's deposit, as staff check it against the bank: the order, the amount, the authorisation and any refund. */
export default function PaymentFacts({ pago }: { pago: PagoDetail }) {
  const refund = pago.devolucion;
  return (
    <div className="mt-4 border-t border-line pt-4">
      <h3 className="text-sm font-semibold">Pago online {pago.pedido}</h3>
      <Facts
        items={[
          { label: 'Estado del pago', value: PAGO_ESTADOS[pago.estado] },
          { label: 'Importe', value: formatEuros(pago.importe / 100) },
          ...(pago.metodo ? [{ label: 'Medio', value: PAGO_METODOS[pago.metodo] }] : []),
          ...(pago.autorizacion ? [{ label: 'Autorización', value: pago.autorizacion }] : []),
          ...(pago.respuesta ? [{ label: 'Respuesta de la pasarela', value: pago.respuesta }] : []),
          { label: pago.pagado ? 'Pagado el' : 'Iniciado el', value: formatDateTime(pago.pagado ?? pago.creado) },
          ...(refund
            ? [
                { label: 'Devolución', value: `${DEVOLUCION_ESTADOS[refund.estado]} (${DEVOLUCION_MOTIVOS[refund.motivo]})` },
                { label: 'Importe devuelto', value: formatEuros(refund.importe / 100) },
                ...(refund.el ? [{ label: 'Respuesta de la devolución', value: `${formatDateTime(refund.el)}${refund.respuesta ? ` · ${refund.respuesta}` : ''}` }] : []),
              ]
            : []),
        ]}
      />
    </div>
  );
}
