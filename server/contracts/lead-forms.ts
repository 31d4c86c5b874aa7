/**
 * The public forms' texts, options and helpers that need no validation library: the pages
 * import these at once, and load the zod schemas of ./leads.ts only when a visitor sends.
 */


export const CONTACT_SUCCESS_MESSAGE =
  'El formulario de contacto ha sido enviado exitosamente y será procesado por nuestro equipo a la brevedad.';

export const LEGAL_REQUIRED_MESSAGE = 'Es obligatorio leer y aceptar el aviso legal.';

/** The 'Contactar' form's financing choice when it is not a deposit and term the calculator could give. */
export const FINANCE_CHOICE_MESSAGE = 'Las condiciones de financiación elegidas no son válidas.';

/** The 'Contactar' form's financing choice for a car that is not offered on credit. */
export const FINANCE_UNAVAILABLE_MESSAGE = 'Este vehículo no se puede financiar.';

/** The version of the legal text the forms link to; stored with each lead's consent (GDPR). */
export const LEGAL_TEXT_VERSION = '2026-11-27';

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

export const CITA_LEGAL_MESSAGE = 'Debes aceptar el aviso legal y la política de privacidad.';
/** The model sent is not one of the chosen brand's. */
export const CITA_MODEL_MESSAGE = 'Selecciona un modelo de la marca elegida.';

const CITA_TIME_ZONE = 'Atlantic/Canary';

/** Built once, on first use: building it loads the locale's and the time zone's data. */
let canaryMonth: Intl.DateTimeFormat | undefined;

/** The current month at the dealership ('YYYY-MM', Canary Islands time). */
export function currentMonth(now: Date = new Date()): string {
  canaryMonth ??= new Intl.DateTimeFormat('en-CA', { timeZone: CITA_TIME_ZONE, year: 'numeric', month: '2-digit' });
  const parts = canaryMonth.formatToParts(now);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** 'YYYY-MM' plus a number of months: addMonths('2026-11', 3) → '2027-02'. */
export function addMonths(month: string, count: number): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/*
 * The landing pages' lead form (public-site §2 "Appointment landing page", "Landing
 * /landing/clasea", §3 "Appointment lead", §4, §5, §8).
 */

export const LEAD_SUCCESS_MESSAGE = 'Cita solicitada con éxito.';

export const LEAD_ERROR_MESSAGE = 'Ha ocurrido un error al enviar la cita. Inténtalo de nuevo.';

export const LEAD_PHONE_MESSAGE = 'Introduce un número de teléfono válido.';

export const LEAD_EMAIL_MESSAGE = 'Introduce un correo electrónico válido.';

export const LEAD_OPTION_MESSAGE = 'Selecciona una opción.';

/** Spec §3: horario_preferencia is 'Mañana' or 'Tarde'. */
export const LEAD_HORARIOS = ['Mañana', 'Tarde'] as const;

/** Spec §3: desea_financiar is 'Sí' or 'No'. */
export const LEAD_FINANCIAR = ['Sí', 'No'] as const;

/** The origin the /landing/clasea page gives its leads; such leads are stored with source 'clasea'. */
export const CLASEA_ORIGIN = 'clasea';

/** The headline offer's payment of /landing/clasea in euros (spec §9: 'Desde 195€/mes', landing.clasea_offer). */
export const CLASEA_PAYMENT = 195;
/**
 * The hidden field of every public form that people leave empty and form-filling robots do
 * not: a lead that arrives with it filled is answered as sent and dropped. Its name matches
 * nothing a browser's autofill knows (website, url, company…), so no person fills it by accident.
 */
export const HONEYPOT_FIELD = 'hp_gtcars';
