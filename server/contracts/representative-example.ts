import { defaultQuote, type FinanceQuote, type FinanceTerms, highestPriceFor, REPRESENTATIVE_PRICE } from './finance.ts';
import { formatEuros, formatNumber, formatPercent, formatPrice } from './format.ts';
import type { Translator } from './i18n.ts';

/** Keeps every amount on one line with its unit ('288,33 €', '8,99 %'). */
const unitsOnTheirLine = (text: string) => text.replace(/ (€|%)/g, '\u00a0$1');

/**
 * The representative example (Ley 16/2011, art. 9.2) in the words the site shows it, in the
 * translator's language, the same on the vehicle page, the PDF quote and under every listing
 * whose cards say "desde X €/mes*": the warning, the price, deposit and amount financed, the
 * payments, TIN and TAE, the commission, the total cost, the total owed and the total price on
 * credit, and who lends.
 */
function representativeExample(terms: FinanceTerms, { t, locale }: Translator, quote: FinanceQuote, cash: number = quote.precio): string {
  const minimum = formatEuros(terms.comisionMinima, locale);
  const feeTerms = terms.comisionApertura > 0 ? t('finance.example_fee_rate', { rate: formatPercent(terms.comisionApertura, locale), minimum }) : t('finance.example_fee_minimum', { minimum });
  // A car whose price when financing with the dealer is below its cash price states both (Ley 16/2011, art. 9.2.e).
  const price =
    cash === quote.precio
      ? t('finance.example_price', { price: formatPrice(quote.precio, locale) })
      : t('finance.example_price_financed', { price: formatPrice(quote.precio, locale), cash: formatPrice(cash, locale) });
  const example = t('finance.representative_example', {
    price,
    deposit: formatPrice(quote.entrada, locale),
    amount: formatEuros(quote.importeFinanciado, locale),
    payments: formatNumber(quote.plazo, locale),
    payment: formatEuros(quote.cuota, locale),
    tin: formatPercent(quote.tin, locale),
    tae: formatPercent(quote.tae, locale),
    fee: formatEuros(quote.comision, locale),
    fee_terms: feeTerms,
    cost: formatEuros(quote.costeTotal, locale),
    owed: formatEuros(quote.importeTotalAdeudado, locale),
    total: formatEuros(quote.precioTotalPlazos, locale),
    lender: terms.entidad,
  });
  return unitsOnTheirLine(`${t('common.credit_warning')} ${example}`);
}

/**
 * The representative example of one car, with the default deposit and term, for the price it is
 * financed at (`price`; its cash price `cash` when that is higher); null when it is not offered on credit.
 */
export function carFinanceExample(terms: FinanceTerms, i18n: Translator, price: number, cash: number = price): string | null {
  const example = defaultQuote(terms, price);
  return example ? representativeExample(terms, i18n, example, cash) : null;
}

/**
 * The note under a listing whose cards say "desde X €/mes*": how each card's payment is worked
 * out, and the representative example for a typical price.
 */
export function listingFinanceNote(terms: FinanceTerms, i18n: Translator): string {
  const example = carFinanceExample(terms, i18n, REPRESENTATIVE_PRICE);
  const basis = unitsOnTheirLine(i18n.t('finance.listing_basis', { deposit: formatPercent(terms.entradaDefecto, i18n.locale), months: formatNumber(terms.plazoDefecto, i18n.locale) }));
  return example ? `${basis} ${example}` : basis;
}

/**
 * The representative example behind an advertised "desde X €/mes": the credit, with the default
 * deposit and term, of the highest price whose payment is at most X; null when the terms give no
 * credit that low (the claim then has no example to stand on).
 */
export function paymentClaimExample(terms: FinanceTerms, i18n: Translator, payment: number): string | null {
  const price = highestPriceFor(terms, payment, REPRESENTATIVE_PRICE * 10);
  return price === null ? null : carFinanceExample(terms, i18n, price);
}
