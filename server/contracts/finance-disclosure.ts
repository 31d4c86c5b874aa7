import type { MessageKey } from '../../lang/types.ts';
import type { FinanceQuote } from './finance.ts';
import { formatEuros, formatNumber, formatPercent, formatPrice } from './format.ts';
import type { Translator } from './i18n.ts';
import type { Locale } from './locales.ts';

/**
 * Every figure of a credit, in the order the site lists them: its label in the staff's Spanish,
 * its label in the page's language (vehicle.* messages) and how it reads.
 */
const CREDIT_FIGURES: [keyof FinanceQuote, string, MessageKey, (value: number, locale: Locale) => string][] = [
  ['precio', 'Precio', 'vehicle.price', formatPrice],
  ['entrada', 'Entrada', 'vehicle.deposit', formatPrice],
  ['importeFinanciado', 'Importe financiado', 'vehicle.figure_amount_financed', formatEuros],
  ['comision', 'Comisión de apertura', 'vehicle.figure_opening_fee', formatEuros],
  ['plazo', 'Número de cuotas', 'vehicle.figure_payments', formatNumber],
  ['cuota', 'Cuota mensual', 'vehicle.monthly_payment', formatEuros],
  ['tin', 'TIN', 'vehicle.figure_tin', formatPercent],
  ['tae', 'TAE', 'vehicle.figure_tae', formatPercent],
  ['costeTotal', 'Coste total del crédito', 'vehicle.figure_total_cost', formatEuros],
  ['importeTotalAdeudado', 'Importe total adeudado', 'vehicle.figure_total_owed', formatEuros],
  ['precioTotalPlazos', 'Precio total a plazos', 'vehicle.figure_total_price', formatEuros],
];

export interface CreditFigure {
  key: keyof FinanceQuote;
  label: string;
  value: string;
}

/**
 * A credit's figures as the calculator, the PDF quote, the staff preview and the enquiry list
 * them: in the translator's language, or in Spanish for the staff, who have none; figures missing
 * from `quote` are left out.
 */
export function creditFigures(quote: Partial<Record<keyof FinanceQuote, unknown>>, i18n?: Translator): CreditFigure[] {
  return CREDIT_FIGURES.flatMap(([key, spanish, message, format]) => {
    const value = quote[key];
    return typeof value === 'number' ? [{ key, label: i18n ? i18n.t(message) : spanish, value: format(value, i18n?.locale ?? 'es') }] : [];
  });
}
