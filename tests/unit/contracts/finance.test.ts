/**
 * The credit figures of the representative example (server/contracts/finance.ts), against worked
 * examples derived independently of the module's bisection, each written down below.
 */
import { describe, expect, it } from 'vitest';
import {
  annualPercentageRate,
  defaultDeposit,
  financeQuote,
  type FinanceTerms,
  highestPriceFor,
  monthlyPayment,
  paymentFrom,
  termOptions,
} from '../../../server/contracts/finance.ts';

const terms = (overrides: Partial<FinanceTerms> = {}): FinanceTerms => ({
  tin: 8.99,
  comisionApertura: 3,
  comisionMinima: 0,
  plazoMinimo: 12,
  plazoMaximo: 96,
  plazoDefecto: 60,
  entradaDefecto: 0,
  importeMinimo: 3000,
  entidad: 'Financiera de prueba',
  ...overrides,
});

/**
 * The classic route of Banco de España for periodic payments, independent of the module's
 * annual bisection: the monthly rate r with payment × (1 − (1 + r)^−n) / r = advance, found by
 * Newton's method on the annuity, then TAE = (1 + r)^12 − 1.
 */
function taeByMonthlyRate(advance: number, payment: number, months: number): number {
  let r = 0.01;
  for (let step = 0; step < 100; step++) {
    const factor = (1 - (1 + r) ** -months) / r;
    const f = payment * factor - advance;
    const derivative = payment * ((months * (1 + r) ** (-months - 1)) / r - factor / r);
    r -= f / derivative;
  }
  return ((1 + r) ** 12 - 1) * 100;
}

describe('monthlyPayment', () => {
  it('is the annuity of the French loan, rounded to the cent as lenders quote it', () => {
    // 10.000 € at 6 % over 60 months: the annuity table gives a(60, 0,5 %) = 51,72556, so
    // 10.000 / 51,72556 = 193,328 €, quoted as 193,33 €.
    expect(monthlyPayment(1_000_000, 6, 60)).toBe(19_333);
    // 10.000 € at 8,99 % over 60 months: i = 0,0899 / 12, (1 + i)^60 = 1,564900, so
    // 10.000 × i × 1,5649 / 0,5649 = 207,535 €, and a half cent rounds up: 207,54 €.
    expect(monthlyPayment(1_000_000, 8.99, 60)).toBe(20_754);
    // Without interest, the amount split evenly, rounded up so the payments repay it all.
    expect(monthlyPayment(120_000, 0, 12)).toBe(10_000);
    expect(monthlyPayment(1_001, 0, 2)).toBe(501);
    expect(monthlyPayment(1_600_000, 0, 72)).toBe(22_223);
    expect(annualPercentageRate(1_600_000, 22_223, 72)).toBeGreaterThanOrEqual(0);
  });
});

describe('annualPercentageRate (Directive 2008/48/EC annex I)', () => {
  it('without commission, equals the effective rate of the nominal one: (1 + TIN/12)^12 − 1', () => {
    // 10.000 € at 6 % over 60 months with the exact payment: nothing but interest is paid, so
    // the TAE is (1,005)^12 − 1 = 6,16778 % (closed form).
    const exact = (1_000_000 * 0.005) / (1 - 1.005 ** -60);
    expect(annualPercentageRate(1_000_000, exact, 60)).toBeCloseTo(6.16778, 4);
    // The quoted payment is rounded up by a fifth of a cent, which the TAE shows.
    expect(financeQuote(terms({ tin: 6, comisionApertura: 0 }), 10_000, 0, 60)).toMatchObject({ cuota: 193.33, tae: 6.17, importeTotalAdeudado: 11_599.8, costeTotal: 1_599.8 });
  });

  it('with a commission, meets a TAE of exactly 10 % built by hand', () => {
    // At X = 10 % a month discounts by 1,1^(1/12), so 12 payments of 100 € are worth
    // 100 × (1 − 1,1^−1) / (1,1^(1/12) − 1) = 100 × 11,400488 = 1.140,05 € at signing. A credit of
    // 1.200 € at 0 % (12 × 100 €) with a commission of 59,95 € puts exactly that at the
    // consumer's disposal: its TAE is 10,00 %, and its whole cost is the commission.
    expect(annualPercentageRate(114_005, 10_000, 12)).toBeCloseTo(10, 3);
    expect(financeQuote(terms({ tin: 0, comisionApertura: 0, comisionMinima: 59.95, importeMinimo: 1_000 }), 1_200, 0, 12)).toMatchObject({
      cuota: 100,
      comision: 59.95,
      tae: 10,
      intereses: 0,
      costeTotal: 59.95,
      importeTotalAdeudado: 1_259.95,
    });
  });

  it('agrees with the monthly-rate route on a dealer credit with a 3 % commission', () => {
    // 10.000 € at 8,99 % over 60 months (207,54 €), 3 % opening commission (300 €): the consumer
    // gets 9.700 € and repays 60 × 207,54 €.
    const quote = financeQuote(terms(), 10_000, 0, 60);
    expect(quote).toEqual({
      precio: 10_000,
      entrada: 0,
      importeFinanciado: 10_000,
      comision: 300,
      plazo: 60,
      cuota: 207.54,
      tin: 8.99,
      tae: 10.8,
      intereses: 2_452.4,
      costeTotal: 2_752.4,
      importeTotalAdeudado: 12_752.4,
      precioTotalPlazos: 12_752.4,
    });
    expect(annualPercentageRate(970_000, 20_754, 60)).toBeCloseTo(taeByMonthlyRate(970_000, 20_754, 60), 6);
    expect(taeByMonthlyRate(970_000, 20_754, 60)).toBeCloseTo(10.8, 1);
  });

  it('is not a number when the payments do not repay the advance', () => {
    expect(annualPercentageRate(100_000, 1_000, 12)).toBeNaN();
    expect(annualPercentageRate(0, 1_000, 12)).toBeNaN();
  });
});

describe('financeQuote', () => {
  it('takes the deposit off the price, charges the commission’s minimum, and adds the deposit to the total price', () => {
    const quote = financeQuote(terms({ comisionMinima: 400 }), 20_000, 5_000, 48);
    expect(quote).toMatchObject({ entrada: 5_000, importeFinanciado: 15_000, comision: 450, plazo: 48 });
    expect(quote!.precioTotalPlazos).toBeCloseTo(5_000 + quote!.importeTotalAdeudado, 2);
    expect(financeQuote(terms({ comisionApertura: 1, comisionMinima: 400 }), 20_000, 5_000, 48)).toMatchObject({ comision: 400 });
  });

  it('keeps the term within its bounds and leaves at least the minimum amount to finance', () => {
    expect(financeQuote(terms(), 20_000, 0, 200)).toMatchObject({ plazo: 96 });
    expect(financeQuote(terms(), 20_000, 0, 3)).toMatchObject({ plazo: 12 });
    expect(financeQuote(terms(), 20_000, 19_999, 60)).toMatchObject({ entrada: 17_000, importeFinanciado: 3_000 });
    expect(financeQuote(terms(), 20_000, -50, 60)).toMatchObject({ entrada: 0 });
    expect(financeQuote(terms(), 2_500, 0, 60)).toBeNull();
  });

  it('gives "desde X €/mes" with the default deposit and term', () => {
    const defaults = terms({ entradaDefecto: 20, plazoDefecto: 72 });
    expect(defaultDeposit(defaults, 25_000)).toBe(5_000);
    expect(paymentFrom(defaults, 25_000)).toBe(financeQuote(defaults, 25_000, 5_000, 72)!.cuota);
    expect(paymentFrom(defaults, 2_000)).toBeNull();
  });

  it('gives the same "desde" payment as the full quote at every price, and it never falls as the price rises', () => {
    const defaults = terms({ entradaDefecto: 17.5, plazoDefecto: 60 });
    let previous = 0;
    for (let price = 3_000; price <= 60_000; price += 137) {
      const payment = paymentFrom(defaults, price)!;
      expect(payment).toBe(financeQuote(defaults, price, defaultDeposit(defaults, price), 60)!.cuota);
      expect(payment).toBeGreaterThanOrEqual(previous);
      previous = payment;
    }
  });

  it('turns a highest payment into the highest price that keeps within it', () => {
    const defaults = terms();
    for (const payment of [70, 99.99, 250, 312.45, 1_000]) {
      const price = highestPriceFor(defaults, payment, 100_000_000)!;
      expect(paymentFrom(defaults, price)).toBeLessThanOrEqual(payment);
      expect(paymentFrom(defaults, price + 1)).toBeGreaterThan(payment);
    }
    // Below the smallest credit's payment nothing fits; above the ceiling's, the ceiling does.
    expect(highestPriceFor(defaults, 1, 100_000_000)).toBeNull();
    expect(highestPriceFor(defaults, 50_000, 200_000)).toBe(200_000);
    expect(highestPriceFor(defaults, 500, 2_000)).toBeNull();
  });

  it('offers every whole year within the bounds, with the bounds and the default', () => {
    expect(termOptions(terms({ plazoMinimo: 12, plazoMaximo: 96, plazoDefecto: 72 }))).toEqual([12, 24, 36, 48, 60, 72, 84, 96]);
    expect(termOptions(terms({ plazoMinimo: 18, plazoMaximo: 90, plazoDefecto: 66 }))).toEqual([18, 24, 36, 48, 60, 66, 72, 84, 90]);
  });
});
