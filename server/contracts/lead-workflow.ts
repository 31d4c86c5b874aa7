import { z } from 'zod';
import { REQUIRED_MESSAGE } from './field-messages.ts';

/**
 * The enquiry workflow (issue 19): the status an enquiry has reached on its way to a sale, the
 * staff member following it, the internal notes and the timeline of every change.
 */

export const ESTADOS_SOLICITUD = {
  nueva: 'Nueva',
  contactada: 'Contactada',
  cita: 'Cita concertada',
  negociacion: 'En negociación',
  vendida: 'Vendida',
  perdida: 'Perdida',
} as const;

export type EstadoSolicitud = keyof typeof ESTADOS_SOLICITUD;

export const isEstadoSolicitud = (value: unknown): value is EstadoSolicitud => typeof value === 'string' && Object.hasOwn(ESTADOS_SOLICITUD, value);

/** Why an enquiry was lost: a short list, so the reasons can be counted. */
export const MOTIVOS_PERDIDA = {
  otro_concesionario: 'Compró en otro concesionario',
  precio: 'Precio',
  financiacion: 'Financiación no aprobada',
  coche_vendido: 'El coche se vendió a otro cliente',
  sin_respuesta: 'No responde',
  sin_interes: 'Ya no le interesa',
  otro: 'Otro motivo',
} as const;

export type MotivoPerdida = keyof typeof MOTIVOS_PERDIDA;

/** An enquiry still 'nueva' this long after it arrived counts as not contacted (the panel, the list). */
export const CONTACT_DEADLINE_HOURS = 24;

export const NOTE_MAX = 2000;

/** The longest buyer's name a written quote takes. */
export const BUYER_MAX = 120;

/** How many timeline entries the enquiry screen shows, newest first. */
export const TIMELINE_LIMIT = 100;

/** How many more timeline entries 'Ver anteriores' shows each time, and the most one page shows. */
export const TIMELINE_STEP = TIMELINE_LIMIT;
export const TIMELINE_MAX = 2000;

export const WORKFLOW_MESSAGES = {
  estado: (label: string) => `Estado: ${label}.`,
  assigned: (name: string) => `Solicitud asignada a ${name}.`,
  taken: 'Te has asignado esta solicitud.',
  unassigned: 'La solicitud queda sin asignar.',
  noted: 'Nota añadida.',
  conflict: 'Otra persona acaba de cambiar esta solicitud. Te mostramos cómo ha quedado: revisa y vuelve a intentarlo si hace falta.',
  unchanged: 'La solicitud ya estaba así: no hay nada que guardar.',
  unknownAssignee: 'Elige a una persona del personal con la cuenta activa.',
  motivoRequired: 'Indica por qué se ha perdido.',
  quoted: (referencia: string) => `Presupuesto ${referencia} creado: descárgalo desde el historial.`,
  quoteWithoutCar: 'Esta solicitud no es sobre un coche: no hay presupuesto que hacer.',
  quoteCarGone: 'Este coche ya no está a la venta: no se puede hacer un presupuesto.',
  comprador: `Escribe el nombre del comprador (de 2 a ${BUYER_MAX} caracteres).`,
} as const;

const keys = <T extends Record<string, string>>(map: T) => Object.keys(map) as [keyof T & string, ...(keyof T & string)[]];
const estado = () => z.enum(keys(ESTADOS_SOLICITUD), { error: 'Elige un estado.' });
const userId = () => z.number().int().positive().nullable();

const motivo = () => z.enum(keys(MOTIVOS_PERDIDA), { error: WORKFLOW_MESSAGES.motivoRequired }).nullable().optional();

/**
 * A status change. `de` (and `de_motivo` for a lost one) is what the sender saw: the change
 * applies only while the enquiry still has it, so one of two people changing it at once is
 * told instead of overwritten.
 */
export const estadoChangeSchema = z
  .object({ estado: estado(), de: estado(), motivo: motivo(), de_motivo: motivo() })
  .refine((value) => value.estado !== 'perdida' || Boolean(value.motivo), { error: WORKFLOW_MESSAGES.motivoRequired, path: ['motivo'] });

export type EstadoChange = z.input<typeof estadoChangeSchema>;
export type ParsedEstadoChange = z.output<typeof estadoChangeSchema>;

/** An assignment (null: nobody). `de` is the assignee the sender saw, for the same reason. */
export const asignacionSchema = z.object({ asignado_id: userId(), de: userId() });

export const notaSchema = z.object({
  texto: z.string({ error: REQUIRED_MESSAGE }).trim().min(1, { error: 'Escribe la nota.' }).max(NOTE_MAX, { error: `Máximo ${NOTE_MAX} caracteres.` }),
});

export type NotaForm = z.input<typeof notaSchema>;

/** POST /dashboard/solicitudes/{id}/presupuesto: the buyer's name as the quote prints it. */
export const presupuestoSchema = z.object({
  comprador: z
    .string({ error: REQUIRED_MESSAGE })
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(2, { error: WORKFLOW_MESSAGES.comprador }).max(BUYER_MAX, { error: WORKFLOW_MESSAGES.comprador })),
});

export type PresupuestoForm = z.input<typeof presupuestoSchema>;

export interface StaffMember {
  id: number;
  name: string;
}

/** One entry of an enquiry's timeline, newest first; the enquiry's arrival is the last. */
export type TimelineEntry = { id: string; fecha: string; autor: string | null } & (
  | { tipo: 'recibida' }
  | { tipo: 'estado'; de: EstadoSolicitud; a: EstadoSolicitud; motivo: string | null }
  | { tipo: 'asignacion'; a: string | null; propia: boolean; desactivada: boolean }
  | { tipo: 'nota'; texto: string }
  | { tipo: 'presupuesto'; referencia: string; comprador: string; coche: string; precio: number; validoHasta: string; url: string }
  | ({ tipo: 'prueba' } & DriveEvent)
);

/** What happened to an enquiry's test drive, as its timeline keeps it: `inicio` is the drive's start (after a move, the new one). */
export interface DriveEvent {
  accion: 'movida' | 'cancelada' | 'hecha' | 'no_presentado';
  inicio: string;
  /** Who cancelled it, on a cancellation. */
  por?: 'visitante' | 'coche' | 'personal';
}

export const DRIVE_EVENT_ACTIONS = ['movida', 'cancelada', 'hecha', 'no_presentado'] as const satisfies readonly DriveEvent['accion'][];

/** The workflow card of the enquiry screen. */
export interface LeadWorkflow {
  /** The latest change's id (0: none yet): the forms start again from the enquiry each time it moves. */
  version: number;
  estado: EstadoSolicitud;
  motivo: MotivoPerdida | null;
  asignado: StaffMember | null;
  /** Who it can be assigned to: the active staff accounts, by name. */
  personal: StaffMember[];
  timeline: TimelineEntry[];
  /** Entries older than the ones shown ('Ver anteriores' shows TIMELINE_STEP more). */
  anteriores: number;
}
