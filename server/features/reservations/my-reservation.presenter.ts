import type { Locale } from '../../contracts/locales.ts';
import type { OwnPageProps } from '../../contracts/page-registry.ts';
import type { MiReservaEstado } from '../../contracts/reservations.ts';
import { route } from '../../contracts/routes.ts';
import { branchById } from '../../contracts/site.ts';
import { priceFigures } from '../../contracts/pricing.ts';
import { vehicleHref, vehicleTitle } from '../../contracts/vehicle.ts';
import { refundDeadline } from '../../contracts/withdrawal.ts';
import type { PagoMetodo } from '../../contracts/payments.ts';
import { translator } from '../../i18n/index.ts';
import { publicCar } from '../catalogue/index.ts';
import { refundDetail } from './deposits.presenter.ts';
import type { ReservationFacts } from './reservations.queries.ts';

/** Where the reservation stands for its buyer: while it waits for the deposit online, by its newest attempt. */
function buyerState(facts: ReservationFacts): MiReservaEstado {
  if (facts.estado !== 'pendiente_pago') return facts.estado;
  return facts.pagos[0]?.estado === 'denegado' ? 'pago_denegado' : 'pago_pendiente';
}

/**
 * 'Mi reserva': the reservation as its buyer reads it, in their page's language. `terms`: the
 * deposit and hold they accepted, and whether deposits are paid online now (else no new attempt
 * is offered); `now`: the server's clock, which the countdown starts from.
 */
export function myReservationPage(facts: ReservationFacts, terms: { senal: number; horas: number; online: boolean }, locale: Locale, now: Date): OwnPageProps<'MiReserva'> {
  const estado = buyerState(facts);
  const onSite = facts.car !== null && publicCar.holds(facts.car);
  const paid = facts.pagos.find((pago) => pago.estado === 'pagado' && pago.devolucion_motivo !== 'tardio') ?? facts.pagos.find((pago) => pago.estado === 'pagado');
  const branch = branchById(facts.sede_id);
  const open = estado === 'pago_pendiente' || estado === 'pago_denegado' || estado === 'pendiente' || estado === 'confirmada';
  return {
    estado,
    coche: {
      titulo: facts.car ? vehicleTitle(facts.car) : translator(locale).t('mail.car_fallback'),
      url: onSite ? vehicleHref(facts.car!.slug) : null,
      precio: onSite ? priceFigures({ ...facts.car!, cuota: null }).cash : null,
    },
    titular: { nombre: [facts.lead.nombre, facts.lead.apellidos].filter(Boolean).join(' '), correo: maskedEmail(facts.lead.email) },
    sede: { nombre: branch.name, direccion: branch.address.join(', '), mapa: branch.mapsUrl },
    senal: terms.senal,
    horas: terms.horas,
    hecha: facts.created_at.toISOString(),
    hasta: estado === 'confirmada' ? (facts.hasta?.toISOString() ?? null) : null,
    desistida: facts.desistida_at?.toISOString() ?? null,
    ahora: now.toISOString(),
    reembolsoHasta: facts.desistida_at ? refundDeadline(facts.desistida_at) : null,
    pago: paid?.pagado_at ? { importe: paid.importe, metodo: paid.metodo as PagoMetodo | null, el: paid.pagado_at.toISOString() } : null,
    devolucion: paid ? refundOf(paid) : null,
    acciones: {
      desistir: open ? route('mi_reserva.desistir', { token: facts.token }) : null,
      pagar: terms.online && (estado === 'pago_pendiente' || estado === 'pago_denegado') ? route('mi_reserva.pago', { token: facts.token }) : null,
    },
  };
}

/** 'nayra@example.es' → 'na•••@example.es': enough for the buyer to recognise it, not to read it off a shared screen. */
function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(2, at))}•••${email.slice(at)}`;
}

function refundOf(pago: ReservationFacts['pagos'][number]) {
  const detail = refundDetail(pago);
  return detail && { estado: detail.estado, motivo: detail.motivo, importe: detail.importe, el: detail.el };
}
