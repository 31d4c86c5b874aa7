import { defaultQuote, type FinanceQuote, type FinanceTerms, highestPriceFor, REPRESENTATIVE_PRICE } from './finance.ts';
import { CREDIT_WARNING } from './credit-warning.ts';
import { formatEuros, formatPercent, formatPrice } from './format.ts';

/** Every figure of a credit, in the order the site lists them, with its label and how it reads. */
const CREDIT_FIGURES: [keyof FinanceQuote, string, (value: number) => string][] = [
  ['precio', 'Precio', formatPrice],
  ['entrada', 'Entrada', formatPrice],
  ['importeFinanciado', 'Importe financiado', formatEuros],
  ['comision', 'Comisión de apertura', formatEuros],
  ['plazo', 'Número de cuotas', String],
  ['cuota', 'Cuota mensual', formatEuros],
  ['tin', 'TIN', formatPercent],
  ['tae', 'TAE', formatPercent],
  ['costeTotal', 'Coste total del crédito', formatEuros],
  ['importeTotalAdeudado', 'Importe total adeudado', formatEuros],
  ['precioTotalPlazos', 'Precio total a plazos', formatEuros],
];

export interface CreditFigure {
  key: keyof FinanceQuote;
  label: string;
  value: string;
}

/** A credit's figures as the calculator, the staff preview and the enquiry list them; figures missing from `quote` are left out. */
export function creditFigures(quote: Partial<Record<keyof FinanceQuote, unknown>>): CreditFigure[] {
  return CREDIT_FIGURES.flatMap(([key, label, format]) => {
    const value = quote[key];
    return typeof value === 'number' ? [{ key, label, value: format(value) }] : [];
  });
}

/**
 * The representative example (Ley 16/2011, art. 9.2) in the words the site shows it, the same on
 * the vehicle page and under every listing whose cards say "desde X €/mes*": the price, deposit
 * and amount financed, the payments, TIN and TAE, the commission, the total cost, the total owed
 * and the total price on credit, and who lends. Amounts keep their unit on their line.
 */
export function representativeExample(terms: FinanceTerms, quote: FinanceQuote, cash: number = quote.precio): string {
  const commission =
    terms.comisionApertura > 0 ? `${formatPercent(terms.comisionApertura)}, mínimo ${formatEuros(terms.comisionMinima)}` : `mínimo ${formatEuros(terms.comisionMinima)}`;
  // A car whose price when financing with the dealer is below its cash price states both (Ley 16/2011, art. 9.2.e).
  const price =
    cash === quote.precio ? `un precio de ${formatPrice(quote.precio)}` : `un precio financiando de ${formatPrice(quote.precio)} (precio al contado ${formatPrice(cash)})`;
  return [
    CREDIT_WARNING,
    `Ejemplo representativo para ${price} con una entrada de ${formatPrice(quote.entrada)}:`,
    `importe total del crédito ${formatEuros(quote.importeFinanciado)}, ${quote.plazo} cuotas mensuales de ${formatEuros(quote.cuota)},`,
    `TIN fijo ${formatPercent(quote.tin)}, TAE ${formatPercent(quote.tae)}.`,
    `Comisión de apertura de ${formatEuros(quote.comision)} (${commission}), pagada al formalizar.`,
    `Coste total del crédito ${formatEuros(quote.costeTotal)}, importe total adeudado ${formatEuros(quote.importeTotalAdeudado)},`,
    `precio total a plazos ${formatEuros(quote.precioTotalPlazos)}.`,
    `Financiación ofrecida por ${terms.entidad}, sujeta a su aprobación. Sin seguros ni productos vinculados.`,
  ]
    .join(' ')
    .replace(/ (€|%)/g, '\u00a0$1');
}

/**
 * The representative example of one car, with the default deposit and term, for the price it is
 * financed at (`price`; its cash price `cash` when that is higher); null when it is not offered on credit.
 */
export function carFinanceExample(terms: FinanceTerms, price: number, cash: number = price): string | null {
  const example = defaultQuote(terms, price);
  return example ? representativeExample(terms, example, cash) : null;
}

/**
 * The note under a listing whose cards say "desde X €/mes*": how each card's payment is worked
 * out, and the representative example for a typical price.
 */
export function listingFinanceNote(terms: FinanceTerms): string {
  const example = carFinanceExample(terms, REPRESENTATIVE_PRICE);
  const basis =
    `Cuota de cada coche calculada con una entrada del ${formatPercent(terms.entradaDefecto)} de su precio (el precio financiando con nosotros, si lo tiene) y ${terms.plazoDefecto} meses.`.replace(
      / %/g,
      '\u00a0%',
    );
  return example ? `${basis} ${example}` : basis;
}

/**
 * The representative example behind an advertised "desde X €/mes": the credit, with the default
 * deposit and term, of the highest price whose payment is at most X; null when the terms give no
 * credit that low (the claim then has no example to stand on).
 */
export function paymentClaimExample(terms: FinanceTerms, payment: number): string | null {
  const price = highestPriceFor(terms, payment, REPRESENTATIVE_PRICE * 10);
  return price === null ? null : carFinanceExample(terms, price);
}
