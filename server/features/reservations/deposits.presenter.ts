import type { DevolucionDetail, DevolucionEstado, DevolucionMotivo, PagoDetail, PagoEstado, PagoMetodo } from '../../contracts/payments.ts';
import type { PaymentRow } from './deposits.queries.ts';

/** A payment's refund as staff and the buyer see it; null when none was asked for. */
export function refundDetail(row: PaymentRow): DevolucionDetail | null {
  if (!row.devolucion_estado || !row.devolucion_motivo || row.devolucion_importe === null) return null;
  return {
    estado: row.devolucion_estado as DevolucionEstado,
    motivo: row.devolucion_motivo as DevolucionMotivo,
    importe: row.devolucion_importe,
    el: row.devolucion_at?.toISOString() ?? null,
    respuesta: row.devolucion_respuesta,
  };
}

/** A payment attempt as the Solicitud and 'Pagos' show it (amounts in cents). */
export function pagoDetail(row: PaymentRow): PagoDetail {
  return {
    pedido: row.pedido,
    estado: row.estado as PagoEstado,
    importe: row.importe,
    metodo: row.metodo as PagoMetodo | null,
    autorizacion: row.autorizacion,
    respuesta: row.respuesta,
    creado: row.created_at.toISOString(),
    pagado: row.pagado_at?.toISOString() ?? null,
    devolucion: refundDetail(row),
  };
}
