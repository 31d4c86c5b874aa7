import { ESTADOS_SOLICITUD, type EstadoSolicitud, type LeadWorkflow, type StaffMember } from './lead-workflow.ts';
import type { ReservaDetail } from './reservations.ts';
import { z } from 'zod';
import type { Paginated, SharedProps } from './pages.ts';
import { type Locale, LOCALE_DETAILS, LOCALES } from './locales.ts';

/**
 * The staff enquiry screens (Solicitudes, Solicitud): the leads of every public form, their
 * delivery to the staff mailbox and to the CRM, and the list's query.
 */

export const LEADS_PER_PAGE = 20;

/** Each public form's leads.source and how the back office names it. */
export const ORIGENES = {
  vehiculo: 'Vehículo',
  cita: 'Cita',
  landing: 'Landing cita',
  clasea: 'Landing Clase A',
  tasacion: 'Tasación',
  reserva: 'Reserva',
  prueba: 'Prueba de conducción',
} as const;

export type Origen = keyof typeof ORIGENES;

/** A source's label; a source no form sends any more keeps its stored name. */
export function origenLabel(source: string): string {
  return Object.hasOwn(ORIGENES, source) ? ORIGENES[source as Origen] : source;
}

/**
 * The staff mail's delivery (leads/notify.ts): 'enviada' once mailed_at is set; 'pendiente'
 * while a send is due (mail_next_at: the first send, or a retry after a failure); 'fallida'
 * when it was given up after MAIL_MAX_ATTEMPTS failures (no mailed_at, nothing due).
 */
export const ENTREGAS = { enviada: 'Enviada', pendiente: 'Pendiente', fallida: 'Fallida' } as const;

export type Entrega = keyof typeof ENTREGAS;

/**
 * The CRM forward of a landing lead (leads/webhook.ts): 'enviado'; 'en_curso' while a round
 * runs; 'reintento' after a failed round with another one due; 'fallido' once given up;
 * 'sin_crm' when no CRM was set. Other leads are not forwarded (null).
 */
export const CRM_ESTADOS = {
  enviado: 'Enviado',
  en_curso: 'En curso',
  reintento: 'Reintento programado',
  fallido: 'Fallido',
  sin_crm: 'Sin CRM configurado',
} as const;

export type CrmEstado = keyof typeof CRM_ESTADOS;

/** The list's periods: the dashboard's counters (since midnight, Monday, the 1st; Canary time). */
export const PERIODOS = { hoy: 'Hoy', semana: 'Semana', mes: 'Mes' } as const;

export type Periodo = keyof typeof PERIODOS;

/** The languages an enquiry can come in, as the list's filter names them ('Inglés'). */
export const IDIOMAS = Object.fromEntries(
  LOCALES.map((locale) => {
    const { nombre } = LOCALE_DETAILS[locale];
    return [locale, `${nombre.charAt(0).toUpperCase()}${nombre.slice(1)}`];
  }),
) as Record<Locale, string>;

export const LEAD_INBOX_MESSAGES = {
  retried: 'Reenvío programado.',
  nothingToRetry: 'No hay ningún envío fallido que reintentar.',
} as const;

/** The list's filters as the server understood and clamped them. */
export interface LeadFilters {
  origen: Origen | null;
  q: string;
  entrega: Entrega | null;
  periodo: Periodo | null;
  estado: EstadoSolicitud | null;
  /** The language the enquiry came in. */
  idioma: Locale | null;
  /** 'yo': 'Mis solicitudes'; 'nadie': unassigned; a staff member's id as text. */
  asignado: string | null;
  /** Only enquiries still 'nueva' CONTACT_DEADLINE_HOURS after they arrived. */
  sin_contacto: boolean;
  /** Only open enquiries: neither sold nor lost. */
  abiertas: boolean;
  page: number;
}

export const LEAD_SEARCH_MAX = 100;

const keys = <T extends Record<string, string>>(map: T) => Object.keys(map) as [keyof T & string, ...(keyof T & string)[]];
const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);
const oneOf = <T extends Record<string, string>>(map: T) => z.preprocess(first, z.enum(keys(map))).nullable().catch(null);

const flag = () => z.preprocess(first, z.literal('1')).transform(() => true).catch(false);

const querySchema = z.object({
  origen: oneOf(ORIGENES),
  q: z.preprocess(first, z.string().trim().transform((text) => text.slice(0, LEAD_SEARCH_MAX).trim())).catch(''),
  entrega: oneOf(ENTREGAS),
  periodo: oneOf(PERIODOS),
  estado: oneOf(ESTADOS_SOLICITUD),
  idioma: oneOf(IDIOMAS),
  asignado: z.preprocess(first, z.string().regex(/^(yo|nadie|[1-9]\d{0,8})$/)).nullable().catch(null),
  sin_contacto: flag(),
  abiertas: flag(),
  page: z.preprocess(first, z.string().trim().regex(/^\d{1,7}$/).transform(Number)).pipe(z.number().int().min(1)).catch(1),
});

/** GET /dashboard/solicitudes's query, leniently: unknown values mean "any", never an error. */
export function parseLeadFilters(query: unknown): LeadFilters {
  const source = typeof query === 'object' && query !== null && !Array.isArray(query) ? query : {};
  return querySchema.parse(source);
}

/** The car a lead is about: its name, its public page (null once off the site) and edit page (null once deleted). */
export interface LeadVehicle {
  id: number;
  title: string;
  publicUrl: string | null;
  editUrl: string | null;
}

/** One row of the list. */
export interface LeadRow {
  id: number;
  /** ISO instant the lead was stored. */
  created_at: string;
  source: string;
  origen: string;
  nombre: string;
  telefono: string;
  email: string;
  coche: LeadVehicle | null;
  entrega: Entrega;
  crm: CrmEstado | null;
  estado: EstadoSolicitud;
  /** The staff member following it, or null. */
  asignado: string | null;
  /** The language of the page it was sent from: the one to answer in. */
  idioma: Locale;
}

/** GET /dashboard/solicitudes (Solicitudes). */
export interface SolicitudesProps extends SharedProps {
  solicitudes: Paginated<LeadRow>;
  filters: LeadFilters;
  /** The 'Asignada a' filter's choices: the active staff accounts. */
  personal: StaffMember[];
}

export interface LeadDetail extends Omit<LeadRow, 'nombre' | 'crm'> {
  nombre: string;
  apellidos: string | null;
  mensaje: string | null;
  /** The form's own fields (branch, brand, model, month, time slot …), labelled in reading order. */
  datos: { label: string; value: string }[];
  consentimiento: { fecha: string; version: string; ip: string | null; navegador: string | null };
  correo: { estado: Entrega; intentos: number; max_intentos: number; error: string | null; enviado_at: string | null; siguiente_at: string | null };
  crm: { estado: CrmEstado; intentos: number; error: string | null; siguiente_at: string | null } | null;
  /** Whether 'Reintentar envío' applies: the mail was given up, or the CRM forward failed. */
  puede_reintentar: boolean;
  /** The photos sent with it (a trade-in's), in their order: staff-only URLs once processed; else why not yet, or why never. */
  fotos: LeadPhoto[];
  /** The reservation a 'Reservar' enquiry asked for; null for every other enquiry. */
  reserva: ReservaDetail | null;
}

export type LeadPhoto =
  | { id: number; estado: 'lista'; url: string; thumbUrl: string; width: number; height: number }
  | { id: number; estado: 'procesando' }
  | { id: number; estado: 'error'; error: string };

/** GET /dashboard/solicitudes/{id} (Solicitud). */
export interface SolicitudProps extends SharedProps {
  solicitud: LeadDetail;
  workflow: LeadWorkflow;
}
