import { describe, expect, it } from 'vitest';
import { creditFigures } from '../../../server/contracts/finance-disclosure.ts';
import { financeQuote } from '../../../server/contracts/finance.ts';
import { carFinanceExample, listingFinanceNote } from '../../../server/contracts/representative-example.ts';
import { translator } from '../../../server/i18n/index.ts';
import { DEFAULT_TERMS } from '../../support/finance.ts';

const spanish = translator('es');

describe('the representative example as the site words it', () => {
  it('says how cards work out their payment, and gives every figure Ley 16/2011 art. 9 asks for', () => {
    const note = listingFinanceNote(DEFAULT_TERMS, spanish).replace(/\u00a0/g, ' ');
    // 20.000 €, 4.000 € down, 16.000 € over 72 months at 8,99 %: 288,33 € a month (the staff preview's figure).
    expect(note).toContain('Cuota de cada coche calculada con una entrada del 20,00 % de su precio (el precio financiando con nosotros, si lo tiene) y 72 meses.');
    // The warning of Directive (EU) 2023/2225, art. 8.1, heads the example.
    expect(note).toContain('Atención: tomar dinero prestado cuesta dinero. Ejemplo representativo para un precio de 20.000 €');
    for (const text of [
      'precio de 20.000 €',
      'entrada de 4.000 €',
      'importe total del crédito 16.000,00 €',
      '72 cuotas mensuales de 288,33 €',
      'TIN fijo 8,99 %',
      'TAE 10,58 %',
      'Comisión de apertura de 480,00 € (3,00 %, mínimo 150,00 €)',
      'Coste total del crédito 5.239,76 €',
      'importe total adeudado 21.239,76 €',
      'precio total a plazos 25.239,76 €',
      'Financiación ofrecida por Entidad financiera colaboradora, sujeta a su aprobación.',
    ]) {
      expect(note).toContain(text);
    }
  });

  it('gives a car financed below its cash price both prices (Ley 16/2011, art. 9.2.e)', () => {
    const example = carFinanceExample(DEFAULT_TERMS, spanish, 29_900, 31_900)!.replace(/\u00a0/g, ' ');
    expect(example).toContain('Ejemplo representativo para un precio financiando de 29.900 € (precio al contado 31.900 €) con una entrada de 5.980 €');
    expect(carFinanceExample(DEFAULT_TERMS, spanish, 31_900)).toContain('para un precio de 31.900');
  });

  it('keeps every amount on one line with its unit', () => {
    expect(listingFinanceNote(DEFAULT_TERMS, spanish)).not.toMatch(/\d (€|%)/);
  });

  it('lists a credit’s figures in order, leaving out what is missing', () => {
    const quote = financeQuote(DEFAULT_TERMS, 20_000, 4_000, 72)!;
    expect(creditFigures(quote).map((figure) => figure.label)).toEqual([
      'Precio', 'Entrada', 'Importe financiado', 'Comisión de apertura', 'Número de cuotas', 'Cuota mensual', 'TIN', 'TAE',
      'Coste total del crédito', 'Importe total adeudado', 'Precio total a plazos',
    ]);
    expect(creditFigures({ cuota: 288.33, tae: 'x' })).toEqual([{ key: 'cuota', label: 'Cuota mensual', value: '288,33 €' }]);
  });
});
