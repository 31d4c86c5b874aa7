import { z } from 'zod';
import { isCalendarDay } from './canary-date.ts';
import type { Paginated, SharedProps } from './pages.ts';

/**
 * The deposit paid online (PAYMENTS_PROVIDER=redsys): each attempt at paying a reservation's
 * deposit is a payment (pagos), with the gateway's order number, its answer and, when the
 * reservation ends without a sale, its refund. Staff see them in the Solicitud and in 'Pagos'.
 */

/** How long a reservation waits for its payment before it is freed. */
export const PAYMENT_WINDOW_MINUTES = 30;

/** A payment attempt's state, as staff read it. */
export const PAGO_ESTADOS = {
  pendiente: 'Pendiente',
  pagado: 'Pagado',
  denegado: 'Denegado',
  caducado: 'Sin completar',
} as const;

export type PagoEstado = keyof typeof PAGO_ESTADOS;

export const PAGO_METODOS = { tarjeta: 'Tarjeta', bizum: 'Bizum', otro: 'Otro' } as const;

export type PagoMetodo = keyof typeof PAGO_METODOS;

/** A refund's state: asked of the gateway and waiting (retried by the job queue), done, or refused by the gateway. */
export const DEVOLUCION_ESTADOS = { pendiente: 'En curso', hecha: 'Devuelta', rechazada: 'Rechazada por la pasarela' } as const;

export type DevolucionEstado = keyof typeof DEVOLUCION_ESTADOS;

/**
 * Why a deposit goes back: the buyer withdrew, staff released the car, the hold ended without a
 * sale, another buyer paid for the car first, or the payment arrived once the reservation no
 * longer waited for it (expired or withdrawn meanwhile, or paid twice).
 */
export const DEVOLUCION_MOTIVOS = {
  desistida: 'Desistimiento',
  liberada: 'Liberada por el equipo',
  caducada: 'Fin del plazo sin venta',
  ocupado: 'Otro comprador pagó antes',
  tardio: 'Pago fuera de plazo',
} as const;

export type DevolucionMotivo = keyof typeof DEVOLUCION_MOTIVOS;

/** A refund as staff and the buyer see it: amounts in cents of euro. */
export interface DevolucionDetail {
  estado: DevolucionEstado;
  motivo: DevolucionMotivo;
  importe: number;
  /** When the gateway answered (ISO), else null. */
  el: string | null;
  /** The gateway's answer code, once it answered. */
  respuesta: string | null;
}

/** A payment as the Solicitud shows it. */
export interface PagoDetail {
  pedido: string;
  estado: PagoEstado;
  importe: number;
  metodo: PagoMetodo | null;
  autorizacion: string | null;
  /** The gateway's answer code (Ds_Response). */
  respuesta: string | null;
  creado: string;
  pagado: string | null;
  devolucion: DevolucionDetail | null;
}

export const PAGOS_PER_PAGE = 25;

/** A calendar day, YYYY-MM-DD, that exists (not 2026-02-30). */
const optionalDay = z.string().refine(isCalendarDay).nullable().catch(null);

/** The 'Pagos' list's query: anything not understood is dropped, never an error. */
export const pagosFiltersSchema = z.object({
  estado: z.enum(Object.keys(PAGO_ESTADOS) as [PagoEstado, ...PagoEstado[]]).nullable().catch(null),
  devolucion: z.enum(['sin', ...Object.keys(DEVOLUCION_ESTADOS)] as ['sin', ...DevolucionEstado[]]).nullable().catch(null),
  desde: optionalDay,
  hasta: optionalDay,
});

export type PagosFilters = z.output<typeof pagosFiltersSchema>;

export function parsePagosFilters(query: Record<string, unknown>): PagosFilters {
  const pick = (name: string) => (typeof query[name] === 'string' && query[name] !== '' ? query[name] : null);
  return pagosFiltersSchema.parse({ estado: pick('estado'), devolucion: pick('devolucion'), desde: pick('desde'), hasta: pick('hasta') });
}

/** One row of 'Pagos'. */
export interface PagoRow extends PagoDetail {
  id: number;
  /** The enquiry it belongs to (its Solicitud), the buyer and the car; null once the reservation is gone. */
  solicitud: number | null;
  comprador: string | null;
  coche: string | null;
}

export interface PagosProps extends SharedProps {
  pagos: Paginated<PagoRow>;
  filters: PagosFilters;
  /** The paid total and the refunded total of the filtered payments, in cents. */
  totales: { pagado: number; devuelto: number };
}
