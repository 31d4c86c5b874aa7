import type { Entrega, CrmEstado, LeadFilters } from '@contracts/lead-inbox';
import type { EstadoSolicitud } from '@contracts/lead-workflow';
import type { Tone } from '@/Components/ui/Badge';

/**
 * The staff enquiry list's pure rules: which query goes to the server, the delivery badges' tones.
 */

/** The GET query of /dashboard/solicitudes: only the filters that are set, no page 1. */
export function leadFilterQuery(filters: LeadFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.origen) query.origen = filters.origen;
  const q = filters.q.trim();
  if (q !== '') query.q = q;
  if (filters.entrega) query.entrega = filters.entrega;
  if (filters.periodo) query.periodo = filters.periodo;
  if (filters.estado) query.estado = filters.estado;
  if (filters.idioma) query.idioma = filters.idioma;
  if (filters.asignado) query.asignado = filters.asignado;
  if (filters.sin_contacto) query.sin_contacto = '1';
  if (filters.abiertas) query.abiertas = '1';
  if (filters.page > 1) query.page = String(filters.page);
  return query;
}


export const ENTREGA_TONES: Record<Entrega, Tone> = { enviada: 'green', pendiente: 'yellow', fallida: 'red' };

/** The workflow's colours: open ones neutral to amber, a sale green, a loss grey. */
export const ESTADO_TONES: Record<EstadoSolicitud, Tone> = { nueva: 'red', contactada: 'yellow', cita: 'yellow', negociacion: 'yellow', vendida: 'green', perdida: 'grey' };

export const CRM_TONES: Record<CrmEstado, Tone> = { enviado: 'green', en_curso: 'yellow', reintento: 'yellow', fallido: 'red', sin_crm: 'grey' };

/** A tel: link to the number as the visitor typed it: digits and a leading '+' kept. */
export function visitorTelHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A mailto: link to the visitor, the address and the subject encoded (an address may hold '?' or '&'). */
export function mailtoHref(email: string, subject?: string): string {
  const to = encodeURIComponent(email).replace(/%40/g, '@');
  return subject === undefined ? `mailto:${to}` : `mailto:${to}?subject=${encodeURIComponent(subject)}`;
}

