import { z } from 'zod';
import { LEGAL_REQUIRED_MESSAGE } from './lead-forms.ts';
import { email, id, phone, text, valueOf } from './leads.ts';
import type { Lookup, PageSeo, SharedProps } from './pages.ts';
import { MAX_KILOMETROS } from './stock-bounds.ts';

/**
 * 'Tasamos tu coche' (/tasacion): a visitor describes the car they would hand in, with up to
 * MAX_TRADE_IN_PHOTOS photos, and asks for a valuation. POST /tasacion is multipart (the photos);
 * it is stored as an enquiry with source 'tasacion', its photos private to staff.
 */

export const MAX_TRADE_IN_PHOTOS = 6;
/** One photo: a phone's picture is 3–12 MB. */
export const TRADE_IN_PHOTO_BYTES = 20 * 1024 * 1024;

export const TRADE_IN_PHOTOS_MESSAGE = `Puedes enviar como máximo ${MAX_TRADE_IN_PHOTOS} fotos.`;
export const TRADE_IN_SUCCESS_MESSAGE = 'Hemos recibido los datos de tu coche. Un tasador te llamará en menos de 24 horas laborables con una valoración.';
export const TRADE_IN_BRAND_MESSAGE = 'Elige la marca de la lista o escríbela.';

/** The car's condition, as the visitor judges it. */
export const TRADE_IN_CONDITIONS = [
  { value: 'excelente', label: 'Excelente, como nuevo' },
  { value: 'bueno', label: 'Bueno, desgaste normal' },
  { value: 'regular', label: 'Regular, necesita reparaciones' },
  { value: 'averiado', label: 'Averiado o con daños' },
] as const;

export type TradeInCondition = (typeof TRADE_IN_CONDITIONS)[number]['value'];

export const conditionLabel = (value: string) => TRADE_IN_CONDITIONS.find((condition) => condition.value === value)?.label ?? value;

/** The first registration year a valuation takes. */
export const OLDEST_TRADE_IN_YEAR = 1950;

/** A Spanish plate as typed ('1234 BCD', 'GC-1234-AB', 'E-1234-BCD'): letters, digits, spaces and dashes, stored upper case without them. */
const PLATE = /^[A-Z0-9]{4,10}$/;

/** A number typed in a form ('120.000' or 120000). */
const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/[\s.]/g, '') : value),
    z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );

/** A checkbox as JSON (true) or as a multipart field ('1', 'true', 'on'). */
const checked = (message: string) => z.preprocess((value) => value === true || value === '1' || value === 'true' || value === 'on', z.literal(true, { error: message }));

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Máximo ${max} caracteres.` })
    .optional()
    .transform((value) => value || null);

export function tradeInSchema(now = new Date()) {
  const newest = now.getFullYear() + 1;
  return z
    .object({
      matricula: z
        .string({ error: 'Introduce la matrícula.' })
        .transform((plate) => plate.toUpperCase().replace(/[\s-]/g, ''))
        .pipe(z.string().regex(PLATE, { error: 'Introduce una matrícula válida, p. ej. 1234 BCD.' })),
      /** A brand of the list, or, when it is not there, its name in marca_texto. */
      marca_id: z.preprocess((value) => (value === '' || value === undefined || value === null ? null : value), z.union([z.null(), id(TRADE_IN_BRAND_MESSAGE)])),
      marca_texto: optionalText(60),
      modelo: text(100),
      year: wholeNumber(`Introduce un año entre ${OLDEST_TRADE_IN_YEAR} y ${newest}.`, OLDEST_TRADE_IN_YEAR, newest),
      kilometros: wholeNumber('Introduce los kilómetros (solo números).', 0, MAX_KILOMETROS),
      combustible_id: id('Elige el combustible.'),
      cambio_id: id('Elige el cambio.'),
      estado: z.enum(valueOf(TRADE_IN_CONDITIONS), { error: 'Elige el estado del coche.' }),
      comentarios: optionalText(2000),
      nombre: text(200),
      telefono: phone(),
      email: email(),
      legal: checked(LEGAL_REQUIRED_MESSAGE),
    })
    .superRefine(
      (form, context) => {
        if (form.marca_id == null && !form.marca_texto) context.addIssue({ code: 'custom', path: ['marca_id'], message: TRADE_IN_BRAND_MESSAGE });
      },
      // Also while other fields are wrong (but the form is an object), so every message shows at once.
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    );
}

export type TradeInFields = z.input<ReturnType<typeof tradeInSchema>>;
export type TradeInForm = z.output<ReturnType<typeof tradeInSchema>>;

/** The JSON answers of POST /tasacion: 201 `{message}`; 422 `{message, errors}` (photos under 'fotos'); 413, 419, 429 or 5xx `{message}`. */
export interface TradeInResponse {
  message: string;
  errors?: Partial<Record<keyof TradeInFields | 'fotos', string[]>>;
}

/** GET /tasacion (Tasacion): the form's lists. */
export interface TasacionProps extends SharedProps {
  seo: PageSeo;
  marcas: Lookup[];
  combustibles: Lookup[];
  cambios: Lookup[];
}
