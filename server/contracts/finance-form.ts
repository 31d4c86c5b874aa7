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
  commission: 'La comisión mínima debe ser menor que el importe mínimo a financiar.',
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
    if (terms.comision_minima >= terms.importe_minimo) context.addIssue({ code: 'custom', path: ['comision_minima'], message: FINANCE_MESSAGES.commission });
    if (terms.plazo_maximo < terms.plazo_minimo) context.addIssue({ code: 'custom', path: ['plazo_maximo'], message: FINANCE_MESSAGES.maxTerm });
    else if (terms.plazo_defecto < terms.plazo_minimo || terms.plazo_defecto > terms.plazo_maximo) {
      context.addIssue({ code: 'custom', path: ['plazo_defecto'], message: FINANCE_MESSAGES.defaultTerm });
    }
  });

export type FinanceForm = Record<keyof z.input<typeof financeSchema>, string>;

/** The form's fields in the order it shows them (the first with an error takes the focus). */
export const FINANCE_FIELDS = ['tin', 'comision_apertura', 'comision_minima', 'plazo_minimo', 'plazo_maximo', 'plazo_defecto', 'entrada_defecto', 'importe_minimo', 'entidad'] as const;

/** The terms' fields under their form and database names (financiacion's columns). */
const COLUMNS = {
  tin: 'tin',
  comision_apertura: 'comisionApertura',
  comision_minima: 'comisionMinima',
  plazo_minimo: 'plazoMinimo',
  plazo_maximo: 'plazoMaximo',
  plazo_defecto: 'plazoDefecto',
  entrada_defecto: 'entradaDefecto',
  importe_minimo: 'importeMinimo',
  entidad: 'entidad',
} as const satisfies Record<(typeof FINANCE_FIELDS)[number], keyof FinanceTerms>;

export type FinanceColumns = { [Column in keyof typeof COLUMNS]: FinanceTerms[(typeof COLUMNS)[Column]] };

/** The terms from their columns: the checked form, or the stored row (numbers read with Number(), decimals included). */
export function termsFromColumns(columns: Record<keyof FinanceColumns, { toString(): string }>): FinanceTerms {
  const terms = Object.fromEntries(FINANCE_FIELDS.map((field) => [COLUMNS[field], field === 'entidad' ? String(columns[field]) : Number(columns[field])]));
  return terms as unknown as FinanceTerms;
}

/** The terms as their columns, to store. */
export function termsToColumns(terms: FinanceTerms): FinanceColumns {
  return Object.fromEntries(FINANCE_FIELDS.map((field) => [field, terms[COLUMNS[field]]])) as FinanceColumns;
}

/** The stored terms as the form's fields: decimals with a comma, as staff type them. */
export function termsToForm(terms: FinanceTerms): FinanceForm {
  const columns = termsToColumns(terms);
  const text = (value: string | number) => (typeof value === 'number' ? String(value).replace('.', ',') : value);
  return Object.fromEntries(FINANCE_FIELDS.map((field) => [field, text(columns[field])])) as FinanceForm;
}

/** Financiacion (staff): the form, filled with the stored terms. */
export interface FinanciacionPageProps extends SharedProps {
  condiciones: FinanceTerms;
}
