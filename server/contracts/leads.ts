import { z } from 'zod';
import { REQUIRED_MESSAGE } from './field-messages.ts';
import {
  addMonths,
  CITA_BRANCHES,
  CITA_LEGAL_MESSAGE,
  CITA_MONTHS_AHEAD,
  CITA_SLOTS,
  currentMonth,
  LEAD_EMAIL_MESSAGE,
  LEAD_FINANCIAR,
  LEAD_HORARIOS,
  LEAD_OPTION_MESSAGE,
  LEAD_PHONE_MESSAGE,
  FINANCE_CHOICE_MESSAGE,
  LEGAL_REQUIRED_MESSAGE,
} from './lead-forms.ts';
import { MAX_FILTER_ID } from './search.ts';

/**
 * The zod schemas of the public forms, used by the server and, loaded when a visitor sends, by
 * the forms. First the vehicle contact form (public-site §3 "Vehicle contact form", §5, §8).
 */

/** A required text of at most `max` characters, trimmed. */
export const text = (max: number) =>
  z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: REQUIRED_MESSAGE })
    .max(max, { error: `Máximo ${max} caracteres.` });

/** A phone number as people type it: digits with spaces, dots, dashes, brackets, an optional "+". */
export const phone = () =>
  z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: REQUIRED_MESSAGE })
    .regex(/^\+?[\d\s().-]{9,20}$/, { error: 'Introduce un número de teléfono válido.' });

export const email = () =>
  z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: REQUIRED_MESSAGE })
    .max(254, { error: 'Introduce un correo electrónico válido.' })
    .pipe(z.email({ error: 'Introduce un correo electrónico válido.' }));

/** A credit's deposit and term as whole numbers within bounds (the terms' own bounds apply when it is computed). */
const creditChoice = z.object({ entrada: z.number().int().min(0).max(100_000_000), plazo: z.number().int().min(1).max(600) });

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
  /** The deposit (euros) and term (months) chosen in the calculator, when the visitor asks with them; one message for any fault. */
  financiacion: z.unknown().optional().transform((value, context) => {
    if (value === null || value === undefined) return null;
    const choice = creditChoice.safeParse(value);
    if (choice.success) return choice.data;
    context.addIssue({ code: 'custom', message: FINANCE_CHOICE_MESSAGE });
    return z.NEVER;
  }),
});

export type VehicleContactForm = z.input<typeof vehicleContactSchema>;

/**
 * The JSON answers of POST /form/submit/vehiculo: 201 `{message}`; 422 `{message, errors}` with
 * each field's messages (show the first); 419, 429 or 5xx `{message}`.
 */
export interface ContactResponse {
  message: string;
  errors?: Partial<Record<keyof VehicleContactForm, string[]>>;
}

/*
 * The home page's 'Pedir cita' appointment form (public-site §2, §3 "Appointment form", §4, §5),
 * posted as JSON to POST /form/submit and validated by the server and the form alike.
 */

export const valueOf = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as unknown as [T[number]['value'], ...T[number]['value'][]];

/** A required checkbox, as JSON (true) or as a form field ('1', 'true', 'on'). */
export const checkbox = (message: string) =>
  z.preprocess((value) => value === true || value === '1' || value === 'true' || value === 'on', z.literal(true, { error: message }));

/** A positive integer id from a select or a form field, with one message for any fault. */
export const id = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_FILTER_ID, { error: message });

const SELECT_DATE = 'Seleccione la fecha';

export const appointmentSchema = z.object({
  f_concesionario: z.enum(valueOf(CITA_BRANCHES), { error: 'Seleccione un concesionario' }),
  f_marca: id('Seleccione la marca del vehículo'),
  f_modelo: id('Elige el modelo del vehículo'),
  f_fecha: z
    .string({ error: SELECT_DATE })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: SELECT_DATE, abort: true })
    .refine((month) => month >= currentMonth(), { error: 'La fecha no puede ser anterior al mes actual.' })
    .refine((month) => month <= addMonths(currentMonth(), CITA_MONTHS_AHEAD), {
      error: `Elige una fecha dentro de los próximos ${CITA_MONTHS_AHEAD} meses.`,
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

/*
 * The landing pages' lead (public-site §3 "Appointment lead", §5 "Lead form", §7 the /leads row),
 * posted as JSON to POST /api/leads. Consent (`legal`) is ours: the lead is stored (GDPR).
 */

const leadPhone = () =>
  z
    .string({ error: LEAD_PHONE_MESSAGE })
    .trim()
    .regex(/^\+?[\d\s().-]{9,20}$/, { error: LEAD_PHONE_MESSAGE });

const leadEmail = () =>
  z
    .string({ error: LEAD_EMAIL_MESSAGE })
    .trim()
    .min(1, { error: LEAD_EMAIL_MESSAGE })
    .max(254, { error: LEAD_EMAIL_MESSAGE })
    .pipe(z.email({ error: LEAD_EMAIL_MESSAGE }));

const VEHICLE_MESSAGE = 'Vehículo no válido.';

export const leadSchema = z.object({
  origen: z
    .string({ error: 'Origen no válido.' })
    .trim()
    .max(100, { error: 'Máximo 100 caracteres.' })
    .nullish()
    .transform((origin) => origin || null),
  nombre_completo: z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: REQUIRED_MESSAGE })
    .max(200, { error: 'Máximo 200 caracteres.' }),
  telefono: leadPhone(),
  email: leadEmail(),
  horario_preferencia: z.enum(LEAD_HORARIOS, { error: LEAD_OPTION_MESSAGE }),
  desea_financiar: z.enum(LEAD_FINANCIAR, { error: LEAD_OPTION_MESSAGE }),
  vehicle_id: z.preprocess((value) => (value === '' || value === undefined ? null : value), z.union([z.null(), id(VEHICLE_MESSAGE)])),
  page_url: z
    .url({ protocol: /^https?$/, error: 'Dirección de página no válida.' })
    .max(2000, { error: 'Dirección de página no válida.' })
    .optional(),
  submitted_at: z.iso.datetime({ offset: true, error: 'Fecha de envío no válida.' }),
  legal: z.literal(true, { error: LEGAL_REQUIRED_MESSAGE }),
});

export type LeadForm = z.input<typeof leadSchema>;

/**
 * The JSON answers of POST /api/leads: 201 `{message}` (LEAD_SUCCESS_MESSAGE); 422
 * `{message, errors}` with each field's messages (show the first); 419, 429 or 5xx `{message}`.
 */
export interface LeadResponse {
  message: string;
  errors?: Partial<Record<keyof LeadForm, string[]>>;
}
