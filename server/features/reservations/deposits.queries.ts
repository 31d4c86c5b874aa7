import { randomInt } from 'node:crypto';
import type { DevolucionEstado, DevolucionMotivo, PagoEstado, PagoMetodo } from '../../contracts/payments.ts';
import { db, type Prisma } from '../../db/client.ts';
import type { PaymentNotice, RefundOutcome } from '../../payments/index.ts';

/** The letters and digits of an order number's tail. */
const ORDER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A new order number: Redsys wants 4 digits first, then up to 8 letters or digits, unique per
 * attempt for ever. The reservation's id gives the digits (the last 4), a random tail the rest.
 */
function orderNumber(reservaId: number): string {
  const tail = Array.from({ length: 8 }, () => ORDER_ALPHABET[randomInt(ORDER_ALPHABET.length)]).join('');
  return `${String(reservaId % 10_000).padStart(4, '0')}${tail}`;
}

/** A new payment attempt of a reservation's deposit, waiting for the gateway. Returns its order number. */
export async function insertPayment(tx: Prisma.TransactionClient, reservaId: number, importe: number): Promise<string> {
  const { pedido } = await tx.pago.create({ data: { reserva_id: reservaId, pedido: orderNumber(reservaId), importe }, select: { pedido: true } });
  return pedido;
}

/** The reservation an order number pays for (read without a lock: it never changes). */
export async function reservationOfOrder(pedido: string): Promise<{ reserva_id: number | null } | null> {
  return db().pago.findUnique({ where: { pedido }, select: { reserva_id: true } });
}

export interface LockedPayment {
  id: number;
  importe: number;
  estado: PagoEstado;
}

/** A payment locked for its notice, once its reservation is locked (reservation, payment, car: the order every change keeps). */
export async function lockPayment(tx: Prisma.TransactionClient, pedido: string): Promise<LockedPayment | null> {
  const [row] = await tx.$queryRaw<LockedPayment[]>`SELECT id, importe, estado FROM pagos WHERE pedido = ${pedido} FOR UPDATE`;
  return row ?? null;
}

const METODOS: Record<PaymentNotice['method'], PagoMetodo> = { card: 'tarjeta', bizum: 'bizum', other: 'otro' };

/** Records the gateway's answer: paid (with how and the authorisation) or refused. */
export async function recordNotice(tx: Prisma.TransactionClient, id: number, notice: PaymentNotice): Promise<void> {
  await tx.$executeRaw`
    UPDATE pagos SET estado = ${notice.approved ? 'pagado' : 'denegado'}, respuesta = ${notice.response.slice(0, 8)},
      metodo = ${notice.approved ? METODOS[notice.method] : null}, autorizacion = ${notice.authorisation?.slice(0, 12) ?? null},
      pagado_at = CASE WHEN ${notice.approved} THEN now() END
    WHERE id = ${id}`;
}

/** The attempts still waiting for the gateway of a reservation no longer waiting for them: 'caducado'. */
export async function expirePendingPayments(tx: Prisma.TransactionClient, reservaId: number): Promise<void> {
  await tx.$executeRaw`UPDATE pagos SET estado = 'caducado' WHERE reserva_id = ${reservaId} AND estado = 'pendiente'`;
}

/**
 * Asks for the refund of a reservation's paid deposit (or of one payment): the whole amount paid,
 * once (a payment already being refunded is left alone). Returns the payments to refund.
 */
export async function askRefund(tx: Prisma.TransactionClient, by: { reservaId: number } | { pagoId: number }, motivo: DevolucionMotivo): Promise<number[]> {
  const rows =
    'reservaId' in by
      ? await tx.$queryRaw<{ id: number }[]>`
          UPDATE pagos SET devolucion_estado = 'pendiente', devolucion_motivo = ${motivo}, devolucion_importe = importe
          WHERE reserva_id = ${by.reservaId} AND estado = 'pagado' AND devolucion_estado IS NULL RETURNING id`
      : await tx.$queryRaw<{ id: number }[]>`
          UPDATE pagos SET devolucion_estado = 'pendiente', devolucion_motivo = ${motivo}, devolucion_importe = importe
          WHERE id = ${by.pagoId} AND estado = 'pagado' AND devolucion_estado IS NULL RETURNING id`;
  return rows.map((row) => row.id);
}

/** A refund's attempt may start when none ran in this long (a crashed attempt's claim lapses). */
const REFUND_CLAIM_SECONDS = 120;

/**
 * Claims a payment's pending refund for one attempt at the gateway, so two runs never ask
 * twice at once. Returns what to ask for, or null (nothing pending, or another attempt runs).
 */
export async function claimRefund(id: number): Promise<{ pedido: string; importe: number } | null> {
  const [row] = await db().$queryRaw<{ pedido: string; importe: number }[]>`
    UPDATE pagos SET devolucion_intento_at = now()
    WHERE id = ${id} AND devolucion_estado = 'pendiente'
      AND (devolucion_intento_at IS NULL OR devolucion_intento_at < now() - make_interval(secs => ${REFUND_CLAIM_SECONDS}))
    RETURNING pedido, devolucion_importe AS importe`;
  return row ?? null;
}

/** The gateway's answer to a refund: done or refused, with its code. */
export async function recordRefund(id: number, outcome: RefundOutcome): Promise<void> {
  const estado: DevolucionEstado = outcome.refunded ? 'hecha' : 'rechazada';
  await db().$executeRaw`
    UPDATE pagos SET devolucion_estado = ${estado}, devolucion_respuesta = ${outcome.response.slice(0, 12)}, devolucion_at = now()
    WHERE id = ${id} AND devolucion_estado = 'pendiente'`;
}

/** Releases a refund's claim after the gateway could not be reached: the job's retry tries again. */
export async function releaseRefundClaim(id: number): Promise<void> {
  await db().$executeRaw`UPDATE pagos SET devolucion_intento_at = NULL WHERE id = ${id} AND devolucion_estado = 'pendiente'`;
}

/** A refund the gateway answered whose mail has not gone out (the buyer's when done, staff's when refused): what it says. */
export async function refundToTell(id: number) {
  return db().pago.findFirst({
    where: { id, devolucion_estado: { in: ['hecha', 'rechazada'] }, devolucion_correo_at: null },
    select: { pedido: true, importe: true, devolucion_estado: true, devolucion_importe: true, devolucion_motivo: true, devolucion_respuesta: true, reserva_id: true },
  });
}

export async function markRefundTold(id: number): Promise<void> {
  await db().pago.update({ where: { id }, data: { devolucion_correo_at: new Date() }, select: { id: true } });
}

/** Refunds asked for whose job may have been lost: pending and not tried for a while. */
export async function pendingRefunds(): Promise<number[]> {
  const rows = await db().$queryRaw<{ id: number }[]>`
    SELECT id FROM pagos WHERE devolucion_estado = 'pendiente'
      AND (devolucion_intento_at IS NULL OR devolucion_intento_at < now() - make_interval(secs => ${REFUND_CLAIM_SECONDS}))`;
  return rows.map((row) => row.id);
}

/** Reservations still waiting for their payment past the window: the sweep's, should their job have been lost. */
export async function unpaidPastWindow(minutes: number): Promise<number[]> {
  const rows = await db().$queryRaw<{ id: number }[]>`
    SELECT id FROM reservas WHERE estado = 'pendiente_pago' AND created_at <= now() - make_interval(mins => ${minutes})`;
  return rows.map((row) => row.id);
}

export const paymentSelect = {
  id: true,
  pedido: true,
  estado: true,
  importe: true,
  metodo: true,
  autorizacion: true,
  respuesta: true,
  created_at: true,
  pagado_at: true,
  devolucion_estado: true,
  devolucion_motivo: true,
  devolucion_importe: true,
  devolucion_respuesta: true,
  devolucion_at: true,
} as const satisfies Prisma.PagoSelect;

export type PaymentRow = Prisma.PagoGetPayload<{ select: typeof paymentSelect }>;
