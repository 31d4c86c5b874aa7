import { z } from 'zod';
import {
  addMonths,
  CITA_BRANCHES,
  CITA_LEGAL_MESSAGE,
  CITA_MONTHS_AHEAD,
  CITA_SLOTS,
  currentMonth,
  LEGAL_REQUIRED_MESSAGE,
} from './lead-forms.ts';
import { MAX_FILTER_ID } from './search.ts';

/**
 * The zod schemas of the public forms, used by the server and, loaded when a visitor sends, by
 * the forms. First the vehicle contact form (public-site §3 "Vehicle contact form", §5, §8).
 */

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
