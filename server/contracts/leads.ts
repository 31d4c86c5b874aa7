import { z } from 'zod';
import { MAX_FILTER_ID } from './search.ts';

/**
 * The vehicle contact form (public-site §3 "Vehicle contact form", §5, §8), validated by the
 * server and by the 'Contactar' modal alike.
 */

export const CONTACT_SUCCESS_MESSAGE =
  'El formulario de contacto ha sido enviado exitosamente y será procesado por nuestro equipo a la brevedad.';

export const LEGAL_REQUIRED_MESSAGE = 'Es obligatorio leer y aceptar el aviso legal.';

const REQUIRED = 'Este campo es obligatorio.';

const text = (max: number) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .max(max, { error: `Máximo ${max} caracteres.` });

/** A phone number as people type it: digits with spaces, dots, dashes, brackets, an optional "+". */
const phone = () =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .regex(/^\+?[\d\s().-]{9,20}$/, { error: 'Introduce un número de teléfono válido.' });

const email = () =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .max(254, { error: 'Introduce un correo electrónico válido.' })
    .pipe(z.email({ error: 'Introduce un correo electrónico válido.' }));

export const vehicleContactSchema = z.object({
  nombre: text(100),
  apellidos: text(150),
  telefono: phone(),
  correo: email(),
  vehiculo: z.coerce
    .number({ error: 'Vehículo no válido.' })
    .int({ error: 'Vehículo no válido.' })
    .positive({ error: 'Vehículo no válido.' })
    .max(MAX_FILTER_ID, { error: 'Vehículo no válido.' }),
  mensaje: text(2000),
  legal: z.literal(true, { error: LEGAL_REQUIRED_MESSAGE }),
});

export type VehicleContactForm = z.input<typeof vehicleContactSchema>;

/** The message the form starts with and returns to after a send (§4). */
export function defaultContactMessage(vehicle: { marca: string; modelo: string; nombre: string }): string {
  return `Hola, estoy interesado en el anuncio del ${vehicle.marca} ${vehicle.modelo} ${vehicle.nombre}. Por favor, contacten conmigo.`;
}

/**
 * The JSON answers of POST /form/submit/vehiculo: 201 `{message}`; 422 `{message, errors}` with
 * each field's messages (show the first); 419, 429 or 5xx `{message}`.
 */
export interface ContactResponse {
  message: string;
  errors?: Partial<Record<keyof VehicleContactForm, string[]>>;
}

/** The version of the legal text the forms link to; stored with each lead's consent (GDPR). */
export const LEGAL_TEXT_VERSION = '2026-11';

/*
 * The home page's 'Pedir cita' appointment form (public-site §2, §3 "Appointment form", §4, §5),
 * posted as JSON to POST /form/submit and validated by the server and the form alike.
 */

/** Spec §3 "Branch": the stored value and what the select shows; Tarahales is the default. */
export const CITA_BRANCHES = [
  { value: 'Tarahales', label: 'Tarahales · Las Palmas' },
  { value: 'El Tablero', label: 'El Tablero · Gran Canaria' },
  { value: 'Tenerife', label: 'Tenerife · Las Chafiras' },
] as const;

/** Spec §3 "Time slot": the stored value and its label. */
export const CITA_SLOTS = [
  { value: 'Mañana', label: 'Mañana' },
  { value: 'Tardes', label: 'Tarde' },
  { value: 'Todo el día', label: 'Indiferente' },
] as const;

export const CITA_DEFAULT_BRANCH = CITA_BRANCHES[0].value;

/** How far ahead a visit can be asked for, in months after the current one. */
export const CITA_MONTHS_AHEAD = 12;

export const CITA_LEGAL_MESSAGE = 'Debe aceptar el aviso legal y la política de privacidad.';

const CITA_TIME_ZONE = 'Atlantic/Canary';

/** The current month at the dealership ('YYYY-MM', Canary Islands time). */
export function currentMonth(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: CITA_TIME_ZONE, year: 'numeric', month: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** 'YYYY-MM' plus a number of months: addMonths('2026-11', 3) → '2027-02'. */
export function addMonths(month: string, count: number): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const valueOf = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as unknown as [T[number]['value'], ...T[number]['value'][]];

const id = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_FILTER_ID, { error: message });

const SELECT_DATE = 'Seleccione la fecha';

export const appointmentSchema = z.object({
  f_concesionario: z.enum(valueOf(CITA_BRANCHES), { error: 'Seleccione un concesionario' }),
  f_marca: id('Seleccione la marca del vehículo'),
  f_modelo: id('Seleccione el modelo del vehículo'),
  f_fecha: z
    .string({ error: SELECT_DATE })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: SELECT_DATE, abort: true })
    .refine((month) => month >= currentMonth(), { error: 'La fecha no puede ser anterior al mes actual.' })
    .refine((month) => month <= addMonths(currentMonth(), CITA_MONTHS_AHEAD), {
      error: `Seleccione una fecha dentro de los próximos ${CITA_MONTHS_AHEAD} meses.`,
    }),
  f_horario: z.enum(valueOf(CITA_SLOTS), { error: 'Seleccione horario' }),
  f_observaciones: text(2000),
  f_nombre: z
    .string({ error: 'Ingrese su nombre completo' })
    .trim()
    .min(1, { error: 'Ingrese su nombre completo' })
    .max(200, { error: 'Máximo 200 caracteres.' }),
  f_telefono: phone(),
  f_email: email(),
  f_ciudad: z
    .string({ error: 'Ciudad no válida.' })
    .trim()
    .max(100, { error: 'Máximo 100 caracteres.' })
    .optional()
    .transform((city) => city || null),
  legal: z.literal(true, { error: CITA_LEGAL_MESSAGE }),
});

export type AppointmentForm = z.input<typeof appointmentSchema>;

/**
 * The JSON answers of POST /form/submit: 201 `{message}` (CONTACT_SUCCESS_MESSAGE, spec §8);
 * 422 `{message, errors}` with each field's messages (show the first); 419, 429 or 5xx `{message}`.
 */
export interface AppointmentResponse {
  message: string;
  errors?: Partial<Record<keyof AppointmentForm, string[]>>;
}
