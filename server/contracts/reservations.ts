import { z } from 'zod';
import { LEGAL_REQUIRED_MESSAGE } from './lead-forms.ts';
import { checkbox, email, id, phone, text } from './leads.ts';
import type { SharedProps } from './pages.ts';
import type { DevolucionDetail, PagoDetail, PagoMetodo } from './payments.ts';
import { branches } from './site.ts';

/**
 * Reservation holds. 'Reservar' on an available car posts JSON to POST /reservas, stored as an
 * enquiry with source 'reserva'. Staff confirm it in the Solicitud detail (POST
 * /dashboard/solicitudes/{id}/reserva): the car is RESERVADO until the hold ends, when a job puts
 * it back on sale unless staff extended or released it first.
 */

export const RESERVATION_SUCCESS_MESSAGE =
  'Hemos recibido tu solicitud de reserva. Te llamaremos para confirmarla y explicarte cómo pagar la señal. Hasta entonces el coche sigue a la venta.';
export const RESERVATION_UNAVAILABLE_MESSAGE = 'Este coche ya no está disponible para reservar.';
export const RESERVATION_TERMS_MESSAGE = 'Acepta las condiciones de la reserva para enviarla.';

export const reservationSchema = z.object({
  nombre: text(100),
  apellidos: text(150),
  telefono: phone(),
  email: email(),
  coche: id('Vehículo no válido.'),
  /** The branch where the visitor will pay the deposit or pick the car up (contracts/site.ts branches). */
  sede: z.coerce
    .number({ error: 'Elige una sede.' })
    .int({ error: 'Elige una sede.' })
    .refine((value) => branches.some((branch) => branch.id === value), { error: 'Elige una sede.' }),
  condiciones: checkbox(RESERVATION_TERMS_MESSAGE),
  legal: checkbox(LEGAL_REQUIRED_MESSAGE),
});

export type ReservationFields = z.input<typeof reservationSchema>;

/** Where the buyer's browser goes to pay: a form of these fields posted to the gateway's address. */
export interface GatewayRedirect {
  action: string;
  fields: Record<string, string>;
}

/**
 * The JSON answers of POST /reservas: 201 `{message}`, with `pago` when the deposit is paid
 * online (the browser goes on to the gateway); 422 `{message, errors}`; 419, 429 or 5xx `{message}`.
 */
export interface ReservationResponse {
  message: string;
  pago?: GatewayRedirect;
  errors?: Partial<Record<keyof ReservationFields, string[]>>;
}

export const RESERVA_ESTADOS = {
  pendiente_pago: 'Pendiente de pago',
  pendiente: 'Pendiente de confirmar',
  confirmada: 'Confirmada',
  completada: 'Venta cerrada',
  liberada: 'Liberada',
  caducada: 'Caducada',
  rechazada: 'Rechazada',
  desistida: 'Desistida por el cliente',
} as const;

export type ReservaEstado = keyof typeof RESERVA_ESTADOS;

/** What staff can do with a reservation, by its state. */
export const RESERVA_ACCIONES = {
  confirmar: 'Confirmar reserva',
  ampliar: 'Ampliar plazo',
  liberar: 'Liberar coche',
  rechazar: 'Rechazar',
} as const;

export type ReservaAccion = keyof typeof RESERVA_ACCIONES;

export const reservationActionSchema = z.object({ accion: z.enum(Object.keys(RESERVA_ACCIONES) as [ReservaAccion, ...ReservaAccion[]], { error: 'Acción no válida.' }) });

export const RESERVA_MESSAGES = {
  confirmada: 'Reserva confirmada: el coche aparece como reservado.',
  ampliada: 'Plazo de la reserva ampliado.',
  liberada: 'Reserva liberada: el coche vuelve a estar a la venta.',
  rechazada: 'Solicitud de reserva rechazada.',
  ocupado: 'Este coche ya figura como reservado. Libera su reserva, o cambia su estado, antes de confirmar esta.',
  noDisponible: 'El coche ya no está a la venta: no se puede reservar.',
  cambiada: 'La reserva ha cambiado mientras tanto: revisa su estado.',
} as const;

/** A reservation as the Solicitud detail shows it. */
export interface ReservaDetail {
  estado: ReservaEstado;
  sede: string;
  /** When the hold ends (confirmed), ISO; else null. */
  hasta: string | null;
  /** When the buyer withdrew, ISO, and the last Canary day to refund the deposit (YYYY-MM-DD); else null. */
  desistida: { el: string; reembolsoHasta: string } | null;
  /** The actions its state allows, in the order the buttons show. */
  acciones: ReservaAccion[];
  /** Its deposit's payment attempts online, newest first (none when paid at a branch). */
  pagos: PagoDetail[];
}

/**
 * 'Mi reserva' (/mi-reserva/{token}), linked from every mail of a reservation: where it stands,
 * the car, the countdown to the end of the hold, what comes next, the refund of the deposit, and
 * 'Desistir de la reserva' (TRLGDCU arts. 102–107; the withdrawal function of Directive (EU)
 * 2023/2673): a first click asks, a second confirms. The token is the reservation's key.
 * - pago_pendiente / pago_denegado: waiting for the deposit online (its last attempt pending, or refused);
 * - pendiente: waiting for staff to confirm it (deposit paid at a branch or by transfer);
 * - confirmada: the car is held until `hasta`;
 * - completada: the car was sold to the buyer; the others: ended, with why.
 */
export type MiReservaEstado = 'pago_pendiente' | 'pago_denegado' | Exclude<ReservaEstado, 'pendiente_pago'>;

export interface MiReservaProps extends SharedProps {
  estado: MiReservaEstado;
  coche: {
    titulo: string;
    /** The car's page, while it is on the site. */
    url: string | null;
    /** Its cash price as the car page states it (€), while it is on the site. */
    precio: number | null;
  };
  /** Who reserved, and where the withdrawal's acknowledgement goes (masked), as the confirmation step states them. */
  titular: { nombre: string; correo: string };
  /** Where the deposit is paid (if not online) and the car picked up. */
  sede: { nombre: string; direccion: string; mapa: string };
  /** The deposit (€) and the hold's hours the buyer accepted. */
  senal: number;
  horas: number;
  /** ISO instants: made, the hold's end (confirmed), withdrawn; and the server's now, for the countdown. */
  hecha: string;
  hasta: string | null;
  desistida: string | null;
  ahora: string;
  /** The last Canary day (YYYY-MM-DD) of the refund, once withdrawn. */
  reembolsoHasta: string | null;
  /** The deposit paid online (cents), how and when; null when not paid online. */
  pago: { importe: number; metodo: PagoMetodo | null; el: string } | null;
  devolucion: Omit<DevolucionDetail, 'respuesta'> | null;
  /** Where the withdrawal's confirmation posts, and where a new attempt at paying posts; null when not possible. */
  acciones: { desistir: string | null; pagar: string | null };
}
