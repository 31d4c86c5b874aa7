import { addDays, canaryMidnight } from '../../contracts/canary-date.ts';
import type { PagosFilters } from '../../contracts/payments.ts';
import { db, type Prisma } from '../../db/client.ts';
import { withNamedCars } from '../catalogue/index.ts';
import { paymentSelect } from './deposits.queries.ts';

/** The payments the 'Pagos' filters ask for: by state, by refund, and by the Canary days they were started. */
function paymentsWhere(filters: PagosFilters): Prisma.PagoWhereInput {
  const created: Prisma.DateTimeFilter = {};
  if (filters.desde) created.gte = canaryMidnight(filters.desde);
  if (filters.hasta) created.lt = canaryMidnight(addDays(filters.hasta, 1));
  return {
    ...(filters.estado && { estado: filters.estado }),
    ...(filters.devolucion && { devolucion_estado: filters.devolucion === 'sin' ? null : filters.devolucion }),
    ...((filters.desde || filters.hasta) && { created_at: created }),
  };
}

const listSelect = {
  ...paymentSelect,
  reserva: { select: { lead_id: true, coche_id: true, lead: { select: { nombre: true, apellidos: true } } } },
} as const satisfies Prisma.PagoSelect;

/** One page of payments, newest first (or those older than `before`, for the export), each with its enquiry, buyer and car. */
export async function paymentRows(filters: PagosFilters, skip: number, take: number, before?: number) {
  const where = before === undefined ? paymentsWhere(filters) : { AND: [paymentsWhere(filters), { id: { lt: before } }] };
  const rows = await db().pago.findMany({ where, select: listSelect, orderBy: { id: 'desc' }, skip, take });
  return withNamedCars(rows.map(({ reserva, ...row }) => ({ ...row, reserva, coche_id: reserva?.coche_id ?? null })));
}

export type PaymentListRow = Awaited<ReturnType<typeof paymentRows>>[number];

export function countPayments(filters: PagosFilters): Promise<number> {
  return db().pago.count({ where: paymentsWhere(filters) });
}

/** What the filtered payments brought in and what went back (cents). */
export async function paymentTotals(filters: PagosFilters): Promise<{ pagado: number; devuelto: number }> {
  const where = paymentsWhere(filters);
  const [paid, refunded] = await Promise.all([
    db().pago.aggregate({ where: { AND: [where, { estado: 'pagado' }] }, _sum: { importe: true } }),
    db().pago.aggregate({ where: { AND: [where, { devolucion_estado: 'hecha' }] }, _sum: { devolucion_importe: true } }),
  ]);
  return { pagado: paid._sum.importe ?? 0, devuelto: refunded._sum.devolucion_importe ?? 0 };
}

/** Every filtered payment for the CSV, in batches, newest first: each batch starts below the last id, so a payment made meanwhile shifts nothing. */
export async function* allPaymentRows(filters: PagosFilters, batch = 500) {
  let before: number | undefined;
  for (;;) {
    const rows = await paymentRows(filters, 0, batch, before);
    yield rows;
    if (rows.length < batch) return;
    before = rows.at(-1)!.id;
  }
}
