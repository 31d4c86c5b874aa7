import { describe, expect, it } from 'vitest';
import { priceStatement } from '../../../server/contracts/price-statement.ts';
import { fiscalHorsepower, igicRate, type PriceTerms, type TaxedCar } from '../../../server/contracts/pricing.ts';
import { guaranteeTerms } from '../../../server/contracts/guarantee.ts';
import { translator } from '../../../server/i18n/index.ts';

const spanish = translator('es');

const terms: PriceTerms = {
  regimen: 'general',
  incluye: ['Transferencia y gestión de la documentación', 'Revisión antes de la entrega'],
  envioDesde: 350,
  garantiaAmpliadaDesde: 490,
  garantiaLegalMeses: 36,
  presupuestoDias: 7,
};

const petrol = (cilindrada: number | null, cilindros: number | null): TaxedCar => ({ combustible: { id: 1, nombre: 'Gasolina' }, emisiones: 140, cilindrada, cilindros });

const car = (precio: number, taxed: TaxedCar = petrol(1395, 4), extra: { precio_oferta?: number | null; garantia?: string; cuota?: number | null } = {}) => ({
  ...taxed,
  precio,
  precio_oferta: extra.precio_oferta ?? null,
  precioAnterior: null,
  cuota: extra.cuota === undefined ? 350 : extra.cuota,
  garantia: { id: 2, nombre: extra.garantia ?? '24 meses' },
});

const sum = (lines: { cents: number }[]) => lines.reduce((total, line) => total + line.cents, 0);

describe('CV fiscales (RGV anexo V), worked by hand', () => {
  it('gives the registration documents’ figures', () => {
    // 0,08 × (1598/4)^0,6 × 4 = 0,32 × 399,5^0,6 = 0,32 × 36,386 = 11,64
    expect(fiscalHorsepower(1598, 4)).toBe(11.64);
    // 0,32 × 498,75^0,6 = 0,32 × 41,564 = 13,30
    expect(fiscalHorsepower(1995, 4)).toBe(13.3);
    // 0,24 × 333^0,6 = 0,24 × 32,62 = 7,83
    expect(fiscalHorsepower(999, 3)).toBe(7.83);
    // 0,32 × 348,75^0,6 = 0,32 × 33,54 = 10,73
    expect(fiscalHorsepower(1395, 4)).toBe(10.73);
  });
});

describe('IGIC rate of a car (DL 1/2025, art. 39)', () => {
  it('is 9,5 % up to 11 CV fiscales and 15 % above', () => {
    expect(igicRate(petrol(1395, 4))).toBe(9.5);
    expect(igicRate(petrol(1598, 4))).toBe(15);
    expect(igicRate(petrol(999, 3))).toBe(9.5);
  });

  it('is 0 % for an electric car and a hybrid up to 110 g CO2/km, and unknown without the engine’s data', () => {
    expect(igicRate({ combustible: { id: 4, nombre: 'Eléctrico' }, emisiones: 0, cilindrada: null, cilindros: null })).toBe(0);
    expect(igicRate({ combustible: { id: 9, nombre: 'Híbrido Enchufable' }, emisiones: 28, cilindrada: 1991, cilindros: 4 })).toBe(0);
    expect(igicRate({ combustible: { id: 9, nombre: 'Híbrido Enchufable' }, emisiones: 120, cilindrada: 1991, cilindros: 4 })).toBe(15);
    expect(igicRate(petrol(null, 4))).toBeNull();
  });
});

describe('a car’s price statement', () => {
  it('splits the cash price into base and IGIC that add up to it to the cent', () => {
    // 20.000,00 × 1,095 = 21.900,00
    expect(priceStatement(car(21_900), terms, spanish).lines).toEqual([
      { label: 'Base imponible', cents: 2_000_000 },
      { label: 'IGIC (9,5 %)', cents: 190_000 },
    ]);
    // 20.000,00 × 1,15 = 23.000,00
    expect(priceStatement(car(23_000, petrol(1598, 4)), terms, spanish).lines).toEqual([
      { label: 'Base imponible', cents: 2_000_000 },
      { label: 'IGIC (15 %)', cents: 300_000 },
    ]);
    // 24.990 / 1,095 = 22.821,92; 22.821,92 × 0,095 = 2.168,08; 22.821,92 + 2.168,08 = 24.990,00
    const odd = priceStatement(car(24_990), terms, spanish).lines;
    expect(odd).toEqual([
      { label: 'Base imponible', cents: 2_282_192 },
      { label: 'IGIC (9,5 %)', cents: 216_808 },
    ]);
    expect(sum(odd)).toBe(2_499_000);
  });

  it('keeps the IGIC line within a cent of the rate applied to its base, whatever the whole-euro price', () => {
    for (let precio = 1_000; precio <= 120_000; precio += 37) {
      for (const taxed of [petrol(1395, 4), petrol(1598, 4)]) {
        const [base, igic] = priceStatement(car(precio, taxed), terms, spanish).lines;
        const rate = igicRate(taxed)! / 100;
        expect(base!.cents + igic!.cents).toBe(precio * 100);
        expect(Math.abs(Math.round(base!.cents * rate) - igic!.cents)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('states one line under the used-goods regime, or when the rate cannot be told', () => {
    expect(priceStatement(car(18_500), { ...terms, regimen: 'rebu' }, spanish)).toMatchObject({
      tax: 'Régimen especial de bienes usados: IGIC incluido en el precio',
      lines: [{ label: 'Precio del vehículo (régimen especial de bienes usados, IGIC incluido)', cents: 1_850_000 }],
    });
    expect(priceStatement(car(18_500, petrol(null, null)), terms, spanish).lines).toEqual([{ label: 'Precio del vehículo, IGIC incluido', cents: 1_850_000 }]);
  });

  it('lists what the price includes and what is extra, and keeps the financing price apart', () => {
    const statement = priceStatement(car(31_900, petrol(1395, 4), { precio_oferta: 29_900 }), terms, spanish);
    expect(statement).toMatchObject({ cash: 31_900, financed: 29_900, before: null, delivery: 350 });
    expect(statement.included).toEqual([
      'IGIC incluido',
      'Transferencia y gestión de la documentación',
      'Revisión antes de la entrega',
      'Garantía legal de 3 años',
      'Garantía comercial de 24 meses',
    ]);
    expect(statement.extras).toEqual([
      { label: 'Envío a domicilio', from: 350 },
      { label: 'Garantía ampliada opcional', from: 490 },
    ]);
    expect(priceStatement(car(31_900), { ...terms, garantiaAmpliadaDesde: null }, spanish).extras).toEqual([{ label: 'Envío a domicilio', from: 350 }]);
    expect(priceStatement(car(31_900, petrol(1395, 4), { precio_oferta: 0 }), terms, spanish).financed).toBeNull();
    // Below the finance terms' minimum the credit has no payment, so no example: no financing price either.
    expect(priceStatement(car(31_900, petrol(1395, 4), { precio_oferta: 2_900, cuota: null }), terms, spanish).financed).toBeNull();
  });

  it('states the legal guarantee apart from the commercial one, and the shorter one as agreed in writing', () => {
    const full = priceStatement(car(20_000), terms, spanish).guarantee;
    expect(full).toMatchObject({ legalMonths: 36, agreedInWriting: false, legal: 'Garantía legal de 3 años', commercial: 'Garantía comercial de 24 meses', commercialMonths: 24 });
    expect(guaranteeTerms(full, spanish.t).join(' ')).toContain('3 años desde la entrega');
    const shorter = priceStatement(car(20_000, petrol(1395, 4), { garantia: 'Sin garantía' }), { ...terms, garantiaLegalMeses: 12 }, spanish).guarantee;
    expect(shorter).toMatchObject({ legalMonths: 12, agreedInWriting: true, commercial: null });
    expect(guaranteeTerms(shorter, spanish.t)).toEqual([
      expect.stringContaining('Garantía legal: 1 año desde la entrega'),
      expect.stringContaining('se pacta por escrito'),
      'Este coche no tiene garantía comercial: te cubre la garantía legal.',
    ]);
  });
});
