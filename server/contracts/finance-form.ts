import { z } from 'zod';
import { REQUIRED_MESSAGE } from './field-messages.ts';
import type { FinanceTerms } from './finance.ts';
import type { SharedProps } from './pages.ts';

/**
 * The staff form 'Financiación' (POST /dashboard/financiacion): the dealership's finance terms,
 * checked the same way in the browser and on the server. Apart from contracts/finance.ts so
 * public pages, which compute payments, never load zod.
 */

export const FINANCE_MESSAGES = {
  saved: 'Condiciones de financiación guardadas. Las cuotas de la web ya las usan.',
  maxTerm: 'El plazo máximo no puede ser menor que el mínimo.',
  defaultTerm: 'El plazo por defecto debe estar entre el mínimo y el máximo.',
} as const;

/**
 * A number typed in Spanish ('8,99', '3.000') or plain ('8.99'), within bounds and with at most
 * `decimals` decimals. A point followed by exactly three digits groups thousands.
 */
const amount = (options: { min: number; max: number; decimals: number; unit: string }) =>
  z
    .union([z.string(), z.number()], { error: REQUIRED_MESSAGE })
    .transform((value, context) => {
      const text = String(value).trim().replace(/\s|€|%/g, '');
      if (text === '') {
        context.addIssue({ code: 'custom', message: REQUIRED_MESSAGE });
        return z.NEVER;
      }
      const normalized = text.replace(/\.(?=\d{3}(?:\D|$))/g, '').replace(',', '.');
      const number = /^-?\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
      const decimals = normalized.split('.')[1]?.length ?? 0;
      if (Number.isNaN(number) || decimals > options.decimals) {
        context.addIssue({ code: 'custom', message: options.decimals === 0 ? 'Introduce un número entero.' : `Introduce un número con hasta ${options.decimals} decimales.` });
        return z.NEVER;
      }
      if (number < options.min || number > options.max) {
        context.addIssue({ code: 'custom', message: `Debe estar entre ${String(options.min).replace('.', ',')} y ${String(options.max).replace('.', ',')} ${options.unit}.` });
        return z.NEVER;
      }
      return number;
    });

const months = amount({ min: 12, max: 96, decimals: 0, unit: 'meses' });

/** POST /dashboard/financiacion: every field required, the terms consistent with each other. */
export const financeSchema = z
  .object({
    tin: amount({ min: 0, max: 30, decimals: 2, unit: '%' }),
    comision_apertura: amount({ min: 0, max: 10, decimals: 2, unit: '%' }),
    comision_minima: amount({ min: 0, max: 3000, decimals: 2, unit: '€' }),
    plazo_minimo: months,
    plazo_maximo: months,
    plazo_defecto: months,
    entrada_defecto: amount({ min: 0, max: 90, decimals: 2, unit: '%' }),
    importe_minimo: amount({ min: 200, max: 100_000, decimals: 0, unit: '€' }),
    entidad: z
      .string({ error: REQUIRED_MESSAGE })
      .trim()
      .min(2, { error: REQUIRED_MESSAGE })
      .max(120, { error: 'Máximo 120 caracteres.' }),
  })
  .superRefine((terms, context) => {
    if (terms.plazo_maximo < terms.plazo_minimo) context.addIssue({ code: 'custom', path: ['plazo_maximo'], message: FINANCE_MESSAGES.maxTerm });
    else if (terms.plazo_defecto < terms.plazo_minimo || terms.plazo_defecto > terms.plazo_maximo) {
      context.addIssue({ code: 'custom', path: ['plazo_defecto'], message: FINANCE_MESSAGES.defaultTerm });
    }
  });

export type FinanceForm = Record<keyof z.input<typeof financeSchema>, string>;

/** The form's fields in the order it shows them (the first with an error takes the focus). */
export const FINANCE_FIELDS = ['tin', 'comision_apertura', 'comision_minima', 'plazo_minimo', 'plazo_maximo', 'plazo_defecto', 'entrada_defecto', 'importe_minimo', 'entidad'] as const;

/** The stored terms as the form's fields, with their database names. */
export function termsToForm(terms: FinanceTerms): FinanceForm {
  const decimal = (value: number) => String(value).replace('.', ',');
  return {
    tin: decimal(terms.tin),
    comision_apertura: decimal(terms.comisionApertura),
    comision_minima: decimal(terms.comisionMinima),
    plazo_minimo: String(terms.plazoMinimo),
    plazo_maximo: String(terms.plazoMaximo),
    plazo_defecto: String(terms.plazoDefecto),
    entrada_defecto: decimal(terms.entradaDefecto),
    importe_minimo: String(terms.importeMinimo),
    entidad: terms.entidad,
  };
}

/** The checked form as terms. */
export function formToTerms(fields: z.output<typeof financeSchema>): FinanceTerms {
  return {
    tin: fields.tin,
    comisionApertura: fields.comision_apertura,
    comisionMinima: fields.comision_minima,
    plazoMinimo: fields.plazo_minimo,
    plazoMaximo: fields.plazo_maximo,
    plazoDefecto: fields.plazo_defecto,
    entradaDefecto: fields.entrada_defecto,
    importeMinimo: fields.importe_minimo,
    entidad: fields.entidad,
  };
}

/** Financiacion (staff): the form, filled with the stored terms. */
export interface FinanciacionPageProps extends SharedProps {
  condiciones: FinanceTerms;
}
