/**
 * Consumer credit for a car (Ley 16/2011 de contratos de crédito al consumo): the monthly
 * payment of a French (constant payment) loan and every figure the representative example must
 * show, the TAE computed as Directive 2008/48/EC annex I defines it. The same code runs on the
 * server (cards, search, enquiries) and in the browser (the calculator on the vehicle page).
 *
 * Money is handled in whole cents, so no figure drifts by float rounding; rates are percentages
 * (8.99 means 8,99 %).
 */

/** The dealership's finance terms, as staff set them on the 'Financiación' screen. */
export interface FinanceTerms {
  /** Tipo de interés nominal anual, in percent. */
  tin: number;
  /** Opening commission, in percent of the amount financed, paid when the credit is signed. */
  comisionApertura: number;
  /** The opening commission's minimum, in euros. */
  comisionMinima: number;
  /** Shortest and longest term, in months. */
  plazoMinimo: number;
  plazoMaximo: number;
  /** The term and the deposit (percent of the price) of the representative example and of "desde X €/mes". */
  plazoDefecto: number;
  entradaDefecto: number;
  /** The smallest amount financed, in euros. */
  importeMinimo: number;
  /** The lender named in the disclosure. */
  entidad: string;
}

/**
 * What one credit costs: every figure of the representative example (Ley 16/2011, art. 9), in
 * euros. A type, not an interface, so an enquiry can keep it as JSON.
 */
export type FinanceQuote = {
  /** The price subject to financing, and the deposit paid from it. */
  precio: number;
  entrada: number;
  /** Importe total del crédito: the amount financed. */
  importeFinanciado: number;
  /** The opening commission, paid at signing. */
  comision: number;
  /** Number of monthly payments, and each payment (rounded to the cent). */
  plazo: number;
  cuota: number;
  /** Percentages: the nominal rate, and the TAE to two decimals. */
  tin: number;
  tae: number;
  /** Interest over the whole term. */
  intereses: number;
  /** Coste total del crédito: interest and commission. */
  costeTotal: number;
  /** Importe total adeudado: the credit and its total cost. */
  importeTotalAdeudado: number;
  /** Precio total a plazos: the deposit and the total owed. */
  precioTotalPlazos: number;
};

/** The deposit (euros) and term (months) a visitor picks in the calculator. */
export interface FinanceChoice {
  entrada: number;
  plazo: number;
}

/** The price of the representative example under listings and in the staff preview: a typical car of the stock, in euros. */
export const REPRESENTATIVE_PRICE = 20_000;

/** The credit an enquiry asks about, as the lead keeps it: every figure the visitor saw, and the lender. */
export type ChosenFinance = FinanceQuote & { entidad: string };

const cents = (euros: number): number => Math.round(euros * 100);
const euros = (value: number): number => value / 100;

/**
 * The constant monthly payment that repays `principal` cents over `months` at `tin` percent a
 * year (monthly rate tin / 12), rounded to the cent, halves up, as lenders quote it. Without
 * interest the split is rounded up, so the payments always repay the amount (16.000 € over 72
 * months: 222,23 €, never 222,22 €, which would leave 0,16 € unpaid and no TAE to state).
 */
export function monthlyPayment(principal: number, tin: number, months: number): number {
  if (months < 1 || principal <= 0) return 0;
  const rate = tin / 100 / 12;
  if (rate === 0) return Math.ceil(principal / months);
  const exact = (principal * rate) / (1 - (1 + rate) ** -months);
  // A tiny nudge keeps a payment like 19332.99999… (binary noise for …33) from rounding down.
  return Math.round(exact + 1e-9);
}

/**
 * The TAE (tasa anual equivalente) of a credit that puts `advance` cents at the consumer's
 * disposal (the amount financed less what is paid at signing) against `months` payments of
 * `payment` cents, one a month from a month after signing: the X, in percent, of annex I's
 * equation, sum of payment × (1 + X)^(−t) over the payments = advance, with t in years (a
 * month is 1/12 of a year, the annex's "12 equal months"). Found by bisection to well below a
 * thousandth of a point. NaN when the payments do not repay the advance.
 */
export function annualPercentageRate(advance: number, payment: number, months: number): number {
  if (advance <= 0 || payment <= 0 || months < 1 || payment * months < advance) return Number.NaN;
  const presentValue = (rate: number) => {
    const monthly = (1 + rate) ** (1 / 12);
    let sum = 0;
    let discount = 1;
    for (let month = 1; month <= months; month++) {
      discount /= monthly;
      sum += payment * discount;
    }
    return sum;
  };
  // The present value falls as the rate rises: bisect between 0 % and a rate no credit reaches.
  let low = 0;
  let high = 100;
  for (let step = 0; step < 200 && high - low > 1e-12; step++) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > advance) low = middle;
    else high = middle;
  }
  return ((low + high) / 2) * 100;
}

/** Rounds a percentage to two decimals, as it is disclosed (10,43 %). */
export const percent2 = (value: number): number => Math.round(value * 100 + 1e-9) / 100;

/** The opening commission on `financed` cents: its percentage, and at least its minimum. */
function commission(terms: FinanceTerms, financed: number): number {
  return Math.max(Math.round((financed * terms.comisionApertura) / 100), cents(terms.comisionMinima));
}

/** A term within the terms' bounds, in whole months. */
export function clampTerm(terms: FinanceTerms, months: number): number {
  return Math.min(terms.plazoMaximo, Math.max(terms.plazoMinimo, Math.round(months)));
}

/** The largest deposit that still leaves the minimum amount to finance (0 when the price is below it). */
export function maxDeposit(terms: FinanceTerms, price: number): number {
  return Math.max(0, Math.floor(price - terms.importeMinimo));
}

/** The default deposit for a price: the terms' percentage, in whole euros, within maxDeposit(). */
export function defaultDeposit(terms: FinanceTerms, price: number): number {
  return Math.min(maxDeposit(terms, price), Math.round((price * terms.entradaDefecto) / 100));
}

/**
 * Every figure of the credit for a car of `price` euros, `deposit` euros down, over `months`
 * (both kept within the terms' bounds). Null when the price leaves less than the minimum amount
 * to finance: such a car is not offered on credit.
 */
export function financeQuote(terms: FinanceTerms, price: number, deposit: number, months: number): FinanceQuote | null {
  if (price - terms.importeMinimo < 0) return null;
  const entrada = Math.min(Math.max(0, Math.round(deposit)), maxDeposit(terms, price));
  const plazo = clampTerm(terms, months);
  const financed = cents(price - entrada);
  const payment = monthlyPayment(financed, terms.tin, plazo);
  const fee = commission(terms, financed);
  const interest = payment * plazo - financed;
  const totalOwed = payment * plazo + fee;
  return {
    precio: price,
    entrada,
    importeFinanciado: euros(financed),
    comision: euros(fee),
    plazo,
    cuota: euros(payment),
    tin: terms.tin,
    tae: percent2(annualPercentageRate(financed - fee, payment, plazo)),
    intereses: euros(interest),
    costeTotal: euros(interest + fee),
    importeTotalAdeudado: euros(totalOwed),
    precioTotalPlazos: euros(cents(entrada) + totalOwed),
  };
}

/** The credit with the terms' default deposit and term: the representative example of a price; null when not financeable. */
export function defaultQuote(terms: FinanceTerms, price: number): FinanceQuote | null {
  return financeQuote(terms, price, defaultDeposit(terms, price), terms.plazoDefecto);
}

/**
 * The "desde X €/mes" of a car: the payment with the terms' default deposit and term, as
 * financeQuote() gives it, without the TAE (cards and searches compute thousands of these);
 * null when the car is not offered on credit.
 */
export function paymentFrom(terms: FinanceTerms, price: number): number | null {
  if (price - terms.importeMinimo < 0) return null;
  return euros(monthlyPayment(cents(price - defaultDeposit(terms, price)), terms.tin, clampTerm(terms, terms.plazoDefecto)));
}

/**
 * The highest whole-euro price whose "desde" payment is at most `payment` euros, up to `ceiling`;
 * null when not even the smallest credit's is. The payment never falls as the price rises (the
 * default deposit grows by at most a euro a euro), so a search by payment is a search by price.
 */
export function highestPriceFor(terms: FinanceTerms, payment: number, ceiling: number): number | null {
  const fits = (price: number) => (paymentFrom(terms, price) ?? Infinity) <= payment;
  let low = terms.importeMinimo;
  if (low > ceiling || !fits(low)) return null;
  if (fits(ceiling)) return ceiling;
  let high = ceiling;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return low;
}

/** The terms a visitor can pick: every whole year within the bounds, and the bounds and the default themselves. */
export function termOptions(terms: FinanceTerms): number[] {
  const years = Array.from({ length: 8 }, (_, index) => (index + 1) * 12).filter((months) => months >= terms.plazoMinimo && months <= terms.plazoMaximo);
  return [...new Set([terms.plazoMinimo, ...years, terms.plazoDefecto, terms.plazoMaximo])].sort((a, b) => a - b);
}
