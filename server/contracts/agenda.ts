import { z } from 'zod';
import { isCalendarDay } from './canary-date.ts';
import type { Messages } from './i18n.ts';
import type { Paginated, SharedProps } from './pages.ts';
import type { CanceladaPor, PruebaEstado } from './test-drives.ts';

/**
 * The staff's 'Agenda' (/dashboard/agenda): the booked test drives of a branch, a day or a week
 * at a time, for all its salespeople or one; what staff do with a drive (move, cancel, reassign,
 * mark done or no-show), and the time they block.
 */

export const AGENDA_VISTAS = { dia: 'Día', semana: 'Semana' } as const;
export type AgendaVista = keyof typeof AGENDA_VISTAS;

/** The Agenda's query: anything not understood falls back (the branch to the viewer's, the day to today). */
export const agendaQuerySchema = z.object({
  sede: z.coerce.number().int().min(1).max(32767).nullable().catch(null),
  vendedor: z.coerce.number().int().positive().nullable().catch(null),
  fecha: z.string().refine(isCalendarDay).nullable().catch(null),
  vista: z.enum(['dia', 'semana']).catch('dia'),
});

export interface AgendaFilters {
  sede: number;
  /** One salesperson's diary, or null for the whole branch. */
  vendedor: number | null;
  fecha: string;
  vista: AgendaVista;
}

export const PRUEBA_ESTADOS: Record<PruebaEstado, string> = {
  reservada: 'Reservada',
  hecha: 'Hecha',
  no_presentado: 'No se presentó',
  cancelada: 'Cancelada',
};

export const CANCELADA_POR: Record<CanceladaPor, string> = {
  visitante: 'por el cliente',
  coche: 'el coche dejó de estar disponible',
  personal: 'por el equipo',
};

export interface AgendaPerson {
  id: number;
  nombre: string;
}

/** A drive as the Agenda lists it, with what staff can do with it now. */
export interface AgendaDrive {
  id: number;
  inicio: string;
  fin: string;
  estado: PruebaEstado;
  cancelada_por: CanceladaPor | null;
  coche: { titulo: string; editar: string };
  cliente: { nombre: string; telefono: string; email: string };
  vendedor: AgendaPerson;
  /** The enquiry the drive belongs to. */
  solicitud: string;
  /** While booked and still to come: the car's free slots (to move it; it is cancelled only then too); and, while booked, the salespeople free at its time (to reassign it). */
  huecos: string | null;
  libres: AgendaPerson[];
  /** Whether it can be marked done or no-show: booked, and started. */
  cerrable: boolean;
}

/** Time a salesperson is not available: off ('ausencia', set in their hours) or blocked in the Agenda ('bloqueo'). */
export interface AgendaBlock {
  id: number;
  tipo: 'ausencia' | 'bloqueo';
  inicio: string;
  fin: string;
  motivo: string;
  vendedor: AgendaPerson;
  /** Whether the viewer may remove it: their own, or anyone's for Administración. */
  borrable: boolean;
}

export interface AgendaDay {
  fecha: string;
  /** Why the branch is closed that day (a holiday), or null. */
  cierre: string | null;
  /** The branch's opening hours that day ('09:00'–'20:00'), or null when it does not open. */
  horario: { abre: string; cierra: string } | null;
  pruebas: AgendaDrive[];
  bloqueos: AgendaBlock[];
}

export interface AgendaProps extends SharedProps {
  filtros: AgendaFilters;
  /** The branch's salespeople (for the filter and for blocking time). */
  vendedores: AgendaPerson[];
  dias: AgendaDay[];
  /** The first day of the previous and the next period, and today. */
  anterior: string;
  siguiente: string;
  hoy: string;
  /** Whether the viewer may block anyone's time (Administración), else only their own. */
  todos: boolean;
  yo: number;
  /** The slot picker's texts (its Spanish 'slots' messages, compiled), to move a drive. */
  textos: Messages;
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

export const AGENDA_MESSAGES = {
  time: 'Indica la hora (HH:MM).',
  order: 'La hora de fin debe ser posterior a la de inicio.',
  day: 'Indica el día.',
  person: 'Elige a una persona del equipo.',
  moved: 'Prueba movida. El cliente recibe la nueva cita por correo.',
  taken: 'Ese hueco ya no está libre. Elige otro.',
  cancelled: 'Prueba cancelada. El cliente recibe un aviso por correo.',
  closed: 'Esta prueba ya no está reservada.',
  reassigned: 'Prueba reasignada.',
  busy: 'Esa persona no está libre a esa hora.',
  marked: 'Resultado guardado en la solicitud.',
  early: 'La prueba aún no ha empezado.',
  blocked: 'Tiempo bloqueado.',
  overlaps: 'Ese tiempo coincide con una prueba reservada: muévela o reasígnala antes.',
  unblocked: 'Bloqueo quitado.',
  notYours: 'Solo Administración cambia la agenda de otra persona.',
} as const;

const time = () => z.string({ error: AGENDA_MESSAGES.time }).regex(HHMM, { error: AGENDA_MESSAGES.time });

/** POST /dashboard/agenda/pruebas/{id}/mover. */
export const agendaMoveSchema = z.object({ inicio: z.iso.datetime({ error: 'Elige un hueco libre.' }) });

/** POST /dashboard/agenda/pruebas/{id}/asignar. */
export const agendaReassignSchema = z.object({ user_id: z.coerce.number({ error: AGENDA_MESSAGES.person }).int().positive({ error: AGENDA_MESSAGES.person }) });

/** POST /dashboard/agenda/pruebas/{id}/resultado. */
export const agendaOutcomeSchema = z.object({ estado: z.enum(['hecha', 'no_presentado'], { error: 'Elige el resultado.' }) });

/** POST /dashboard/agenda/bloqueos: a stretch of one day blocked in a salesperson's diary. */
export const agendaBlockSchema = z
  .object({
    user_id: z.coerce.number({ error: AGENDA_MESSAGES.person }).int().positive({ error: AGENDA_MESSAGES.person }),
    dia: z.string({ error: AGENDA_MESSAGES.day }).refine(isCalendarDay, { error: AGENDA_MESSAGES.day }),
    desde: time(),
    hasta: time(),
    motivo: z.string().trim().max(120, { error: 'Máximo 120 caracteres.' }).default(''),
  })
  .refine((block) => block.desde < block.hasta, { path: ['hasta'], error: AGENDA_MESSAGES.order });

export type AgendaBlockForm = z.input<typeof agendaBlockSchema>;

/** How many of today's drives the staff panel lists (the Agenda has them all). */
export const PANEL_DRIVES = 8;

/** One of today's drives on the staff panel. */
export interface PanelDrive {
  id: number;
  inicio: string;
  estado: PruebaEstado;
  coche: string;
  cliente: string;
  sede: string;
  vendedor: string;
  solicitud: string;
}

/** ISO weekdays as the week's hours list them. */
export const DIAS_SEMANA = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'] as const;

/** One weekday of a salesperson's hours: whether they work, and from when to when. */
export interface HorarioDia {
  dia: number;
  trabaja: boolean;
  abre: string;
  cierra: string;
}

/** A stretch of whole days off. */
export interface Ausencia {
  id: number;
  /** First and last day off (Canary calendar days). */
  desde: string;
  hasta: string;
  motivo: string;
}

export const AUSENCIAS_PER_PAGE = 20;

/** 'Horarios' (/dashboard/horarios): a salesperson's branch, weekly hours and time off; their own, or anyone's for Administración. */
export interface HorariosProps extends SharedProps {
  persona: AgendaPerson & { sede_id: number | null };
  /** Whose hours the viewer may open: everyone active for Administración, else themselves. */
  personas: AgendaPerson[];
  /** Whether the viewer may change the branch (Administración). */
  todos: boolean;
  semana: HorarioDia[];
  ausencias: Paginated<Ausencia>;
}

export const HORARIOS_MESSAGES = {
  saved: 'Horario guardado.',
  absent: 'Ausencia guardada.',
  overlaps: 'Hay pruebas reservadas con esta persona en esos días: muévelas o reasígnalas antes.',
  branch: 'Elige una sede.',
  days: 'La fecha de fin no puede ser anterior a la de inicio.',
  long: 'Una ausencia dura como mucho un año.',
} as const;

const dayRow = z
  .object({
    dia: z.coerce.number().int().min(1).max(7),
    trabaja: z.boolean(),
    abre: z.string(),
    cierra: z.string(),
  })
  .superRefine((row, context) => {
    if (!row.trabaja) return;
    if (!HHMM.test(row.abre)) context.addIssue({ code: 'custom', path: ['abre'], message: AGENDA_MESSAGES.time });
    else if (!HHMM.test(row.cierra)) context.addIssue({ code: 'custom', path: ['cierra'], message: AGENDA_MESSAGES.time });
    else if (row.abre >= row.cierra) context.addIssue({ code: 'custom', path: ['cierra'], message: AGENDA_MESSAGES.order });
  });

/** POST /dashboard/horarios/{id}: the week's hours (one row per weekday) and, for Administración, the branch. */
export const horarioSchema = z.object({
  sede_id: z.coerce.number({ error: HORARIOS_MESSAGES.branch }).int().positive({ error: HORARIOS_MESSAGES.branch }).nullable().default(null),
  semana: z
    .array(dayRow)
    .length(7)
    .refine((rows) => new Set(rows.map((row) => row.dia)).size === 7),
});

export type HorarioForm = z.input<typeof horarioSchema>;

/** POST /dashboard/horarios/{id}/ausencias: whole days off, from `desde` to `hasta` included. */
export const ausenciaSchema = z
  .object({
    desde: z.string({ error: AGENDA_MESSAGES.day }).refine(isCalendarDay, { error: AGENDA_MESSAGES.day }),
    hasta: z.string({ error: AGENDA_MESSAGES.day }).refine(isCalendarDay, { error: AGENDA_MESSAGES.day }),
    motivo: z.string().trim().max(120, { error: 'Máximo 120 caracteres.' }).default(''),
  })
  .refine((form) => form.desde <= form.hasta, { path: ['hasta'], error: HORARIOS_MESSAGES.days })
  .refine((form) => Date.parse(form.hasta) - Date.parse(form.desde) <= 366 * 86_400_000, { path: ['hasta'], error: HORARIOS_MESSAGES.long });

/** A day the branches (one, or all with `sede` null) do not open: a holiday, or a day staff closed. */
export interface Cierre {
  id: number;
  dia: string;
  sede: number | null;
  motivo: string;
}

export const CIERRES_PER_PAGE = 25;

/** 'Calendario de las sedes' (Administración): each branch's week, and the year's closed days. */
export interface CalendarioProps extends SharedProps {
  anyo: number;
  /** The years it offers: last year, this one and the next. */
  anyos: number[];
  cierres: Paginated<Cierre>;
  sedes: { sede: number; semana: HorarioDia[] }[];
}

export const CALENDARIO_MESSAGES = {
  added: 'Día de cierre añadido.',
  exists: 'Ese día ya está cerrado en esa sede.',
  drives: 'Hay pruebas reservadas ese día en esa sede: muévelas o cancélalas antes.',
  removed: 'Día de cierre quitado.',
  hours: 'Horario de la sede guardado. La web ya lo muestra.',
  motivo: 'Indica el motivo (2 a 120 caracteres).',
} as const;

/** POST /dashboard/agenda/calendario/cierres: a closed day, for one branch or (sede_id empty) all. */
export const cierreSchema = z.object({
  dia: z.string({ error: AGENDA_MESSAGES.day }).refine(isCalendarDay, { error: AGENDA_MESSAGES.day }),
  sede_id: z.preprocess((value) => (value === '' || value === undefined ? null : value), z.coerce.number().int().min(1).max(32767).nullable()),
  motivo: z.string({ error: CALENDARIO_MESSAGES.motivo }).trim().min(2, { error: CALENDARIO_MESSAGES.motivo }).max(120, { error: CALENDARIO_MESSAGES.motivo }),
});

/** POST /dashboard/agenda/calendario/sedes/{sede}: a branch's week. */
export const sedeHorarioSchema = z.object({ semana: horarioSchema.shape.semana });
