import { formatDateTime } from '../../contracts/format.ts';
import type { OwnPageProps } from '../../contracts/page-registry.ts';
import { storedLocale } from '../../contracts/locales.ts';
import { route } from '../../contracts/routes.ts';
import {
  origenLabel,
  LEADS_PER_PAGE,
  type CrmEstado,
  type Entrega,
  type LeadVehicle,
  type LeadDetail,
  type LeadFilters,
  type LeadPhoto,
  type LeadRow,
} from '../../contracts/lead-inbox.ts';
import { isEstadoSolicitud, type LeadWorkflow, type StaffMember } from '../../contracts/lead-workflow.ts';
import type { ReservaAccion, ReservaDetail, ReservaEstado } from '../../contracts/reservations.ts';
import { refundDeadline } from '../../contracts/withdrawal.ts';
import { branchById } from '../../contracts/site.ts';
import { vehicleHref, vehicleTitle } from '../../contracts/vehicle.ts';
import { paginate } from '../../lib/pagination.ts';
import { publicCar } from '../catalogue/index.ts';
import { MAIL_MAX_ATTEMPTS, payloadDetails } from '../leads/index.ts';
import { pagoDetail } from '../reservations/index.ts';
import type { LeadDetailRow, LeadListRow } from './lead-inbox.queries.ts';

type Delivery = Pick<LeadListRow, 'mailed_at' | 'mail_next_at' | 'webhook_status' | 'webhook_next_at'>;

/** The staff mail's state (contracts: ENTREGAS): sent, due (first send or retry), or given up. */
export function entrega(lead: Delivery): Entrega {
  if (lead.mailed_at) return 'enviada';
  return lead.mail_next_at ? 'pendiente' : 'fallida';
}

/** The CRM forward's state (contracts: CRM_ESTADOS); null for a lead that is never forwarded. */
export function crmEstado(lead: Delivery): CrmEstado | null {
  switch (lead.webhook_status) {
    case 'sent':
      return 'enviado';
    case 'pending':
      return 'en_curso';
    case 'failed':
      return lead.webhook_next_at ? 'reintento' : 'fallido';
    case 'skipped':
      return 'sin_crm';
    default:
      return null;
  }
}

/** Whether the retry applies: a given-up mail or CRM forward (lead-inbox.queries: rescheduleDelivery). */
export function canRetry(lead: Delivery): boolean {
  return entrega(lead) === 'fallida' || (lead.webhook_status === 'failed' && !lead.webhook_next_at);
}

function coche(row: LeadListRow['coche']): LeadVehicle | null {
  if (!row) return null;
  return {
    id: row.id,
    title: vehicleTitle(row),
    publicUrl: publicCar.holds(row) ? vehicleHref(row.slug) : null,
    editUrl: row.deleted_at !== null ? null : route('coches.edit', { id: row.id }),
  };
}

export function leadRow(row: LeadListRow): LeadRow {
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    source: row.source,
    origen: origenLabel(row.source),
    nombre: [row.nombre, row.apellidos].filter(Boolean).join(' '),
    telefono: row.telefono,
    email: row.email,
    coche: coche(row.coche),
    entrega: entrega(row),
    crm: crmEstado(row),
    estado: isEstadoSolicitud(row.estado) ? row.estado : 'nueva',
    asignado: row.asignado?.name ?? null,
    idioma: storedLocale(row.idioma),
  };
}

export function solicitudesPage(
  filters: LeadFilters,
  list: { rows: LeadListRow[]; total: number; page: number },
  personal: StaffMember[],
  url: string,
): OwnPageProps<'Solicitudes'> {
  return {
    solicitudes: paginate(list.rows.map(leadRow), { total: list.total, page: list.page, perPage: LEADS_PER_PAGE, url }),
    filters: { ...filters, page: list.page },
    personal,
  };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** What staff can do with a reservation in each state. */
const ACCIONES: Record<ReservaEstado, ReservaAccion[]> = {
  pendiente_pago: [],
  pendiente: ['confirmar', 'rechazar'],
  confirmada: ['ampliar', 'liberar'],
  completada: [],
  liberada: [],
  caducada: [],
  rechazada: [],
  desistida: [],
};

function reservaDetail(reserva: NonNullable<LeadDetailRow['reserva']>): ReservaDetail {
  const estado = reserva.estado as ReservaEstado;
  return {
    estado,
    sede: branchById(reserva.sede_id).name,
    hasta: estado === 'confirmada' ? iso(reserva.hasta) : null,
    desistida: reserva.desistida_at ? { el: reserva.desistida_at.toISOString(), reembolsoHasta: refundDeadline(reserva.desistida_at) } : null,
    acciones: ACCIONES[estado],
    pagos: reserva.pagos.map(pagoDetail),
  };
}

function leadPhoto(photo: LeadDetailRow['fotos'][number]): LeadPhoto {
  if (photo.error !== null) return { id: photo.id, estado: 'error', error: photo.error };
  if (photo.width === null || photo.height === null) return { id: photo.id, estado: 'procesando' };
  const url = (file: string) => route('solicitudes.foto', { file });
  return { id: photo.id, estado: 'lista', url: url(`${photo.id}.jpg`), thumbUrl: url(`${photo.id}-mini.jpg`), width: photo.width, height: photo.height };
}

/** The browser's send time, as the dealership reads dates; kept as sent when it is no date. */
function browserTime(value: string): string {
  return Number.isNaN(Date.parse(value)) ? value : formatDateTime(value);
}

export function solicitudPage(row: LeadDetailRow, workflow: LeadWorkflow): OwnPageProps<'Solicitud'> {
  const crm = crmEstado(row);
  const detail: LeadDetail = {
    ...leadRow(row),
    nombre: row.nombre,
    apellidos: row.apellidos,
    mensaje: row.mensaje?.trim() || null,
    datos: payloadDetails(row.payload).map(([key, label, value]) => ({ label, value: key === 'submitted_at' ? browserTime(value) : value })),
    consentimiento: { fecha: row.consent_at.toISOString(), version: row.consent_version, ip: row.ip, navegador: row.user_agent },
    correo: {
      estado: entrega(row),
      intentos: row.mail_attempts,
      max_intentos: MAIL_MAX_ATTEMPTS,
      error: row.mail_error,
      enviado_at: iso(row.mailed_at),
      siguiente_at: iso(row.mail_next_at),
    },
    crm: crm && { estado: crm, intentos: row.webhook_attempts, error: row.webhook_error, siguiente_at: iso(row.webhook_next_at) },
    puede_reintentar: canRetry(row),
    fotos: row.fotos.map(leadPhoto),
    reserva: row.reserva && reservaDetail(row.reserva),
  };
  return { solicitud: detail, workflow };
}
