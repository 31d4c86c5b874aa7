import type { Request, Response } from 'express';
import { canaryDate } from '../../contracts/canary-date.ts';
import { DEVOLUCION_ESTADOS, DEVOLUCION_MOTIVOS, PAGO_ESTADOS, PAGO_METODOS, PAGOS_PER_PAGE, type PagoRow, parsePagosFilters } from '../../contracts/payments.ts';
import { formatDateTime } from '../../contracts/format.ts';
import { vehicleTitle } from '../../contracts/vehicle.ts';
import { csvLine } from '../../lib/csv.ts';
import { loadPage } from '../../lib/pagination.ts';
import { pagoDetail } from './deposits.presenter.ts';
import { allPaymentRows, countPayments, type PaymentListRow, paymentRows, paymentTotals } from './payments-list.queries.ts';

/** 'Pagos' (Administración): every deposit paid online, for accounting. */

function pagoRow(row: PaymentListRow): PagoRow {
  const buyer = row.reserva ? [row.reserva.lead.nombre, row.reserva.lead.apellidos].filter(Boolean).join(' ') : null;
  return { ...pagoDetail(row), id: row.id, solicitud: row.reserva?.lead_id ?? null, comprador: buyer, coche: row.coche ? vehicleTitle(row.coche) : null };
}

/** GET /dashboard/pagos (Pagos): the payments, newest first, 25 a page, with the filters' totals. */
export async function index(req: Request, res: Response) {
  const filters = parsePagosFilters(req.query);
  const [pagos, totales] = await Promise.all([
    loadPage(req, { perPage: PAGOS_PER_PAGE, count: () => countPayments(filters), rows: (skip, take) => paymentRows(filters, skip, take), present: pagoRow }),
    paymentTotals(filters),
  ]);
  await res.inertia.render('Pagos', { pagos, filters, totales });
}

const HEADER = ['pedido', 'fecha', 'estado', 'importe_eur', 'metodo', 'autorizacion', 'respuesta', 'pagado', 'solicitud', 'comprador', 'coche', 'devolucion', 'motivo_devolucion', 'importe_devuelto_eur', 'fecha_devolucion', 'respuesta_devolucion'];

const euros = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2));
const when = (iso: string | null) => (iso ? formatDateTime(iso) : '');

/** GET /dashboard/pagos/exportar: the filtered payments as CSV (UTF-8 with a BOM, cells safe from spreadsheet formulas). */
export async function exportCsv(req: Request, res: Response) {
  const filters = parsePagosFilters(req.query);
  res.set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="pagos-${canaryDate()}.csv"` });
  res.write(`\uFEFF${csvLine(HEADER)}`);
  for await (const rows of allPaymentRows(filters)) {
    for (const pago of rows.map(pagoRow)) {
      const refund = pago.devolucion;
      res.write(
        csvLine([
          pago.pedido, when(pago.creado), PAGO_ESTADOS[pago.estado], euros(pago.importe), pago.metodo ? PAGO_METODOS[pago.metodo] : '', pago.autorizacion ?? '', pago.respuesta ?? '',
          when(pago.pagado), pago.solicitud, pago.comprador ?? '', pago.coche ?? '',
          refund ? DEVOLUCION_ESTADOS[refund.estado] : '', refund ? DEVOLUCION_MOTIVOS[refund.motivo] : '', euros(refund?.importe ?? null), when(refund?.el ?? null), refund?.respuesta ?? '',
        ]),
      );
    }
  }
  res.end();
}
