import { z } from 'zod';
import { LEGAL_REQUIRED_MESSAGE } from './lead-forms.ts';
import { checkbox, email, id, phone, text, valueOf } from './leads.ts';
import { MAX_KILOMETROS } from './stock-bounds.ts';
import { OLDEST_TRADE_IN_YEAR, TRADE_IN_BRAND_MESSAGE, TRADE_IN_CONDITIONS } from './trade-in.ts';

/** POST /tasacion's fields (contracts/trade-in.ts), checked the same way by the server and, on the first send, by the form. */

/** A Spanish plate as typed ('1234 BCD', 'GC-1234-AB', 'E-1234-BCD'): letters, digits, spaces and dashes, stored upper case without them. */
const PLATE = /^[A-Z0-9]{4,10}$/;

/** A number typed in a form ('120.000' or 120000). */
const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const digits = value.replace(/[\s.]/g, '');
      return /^\d{1,9}$/.test(digits) ? Number(digits) : undefined;
    },
    z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );

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
      legal: checkbox(LEGAL_REQUIRED_MESSAGE),
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

