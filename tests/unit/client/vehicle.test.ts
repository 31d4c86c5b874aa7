import { describe, expect, it } from 'vitest';
import { cardPrice } from '../../../server/contracts/pricing.ts';
import { statusLabel, vehicleHref, vehicleTitle, versionAfterModel } from '../../../server/contracts/vehicle.ts';

describe('card price rules (spec §4)', () => {
  it('shows the latest price and the payment without an offer', () => {
    expect(cardPrice({ estado_id: 1, precio_oferta: null, latestPrice: 30000, precioAnterior: null, cuota: 385.9 })).toEqual({ kind: 'shown', cash: 30000, before: null, financed: null, monthly: 385.9 });
    expect(cardPrice({ estado_id: 1, precio_oferta: 0, latestPrice: 30000, precioAnterior: null, cuota: null })).toEqual({ kind: 'shown', cash: 30000, before: null, financed: null, monthly: null });
  });

  it('shows an offer above 0 beside the cash price, as the price when financing, not as a discount', () => {
    expect(cardPrice({ estado_id: 1, precio_oferta: 27500, latestPrice: 30000, precioAnterior: null, cuota: 353.8 })).toEqual({ kind: 'shown', cash: 30000, before: null, financed: 27500, monthly: 353.8 });
  });

  it('strikes through only a reduction the price history supports', () => {
    expect(cardPrice({ estado_id: 1, precio_oferta: null, latestPrice: 28000, precioAnterior: 30000, cuota: 360.2 })).toEqual({ kind: 'shown', cash: 28000, before: 30000, financed: null, monthly: 360.2 });
  });

  it('keeps the price of a reserved car and hides a sold one', () => {
    expect(cardPrice({ estado_id: 2, precio_oferta: null, latestPrice: 30000, precioAnterior: null, cuota: 385.9 }).kind).toBe('shown');
    expect(cardPrice({ estado_id: 3, precio_oferta: 27500, latestPrice: 30000, precioAnterior: null, cuota: null })).toEqual({ kind: 'hidden' });
  });

  it('labels reserved and sold cars only', () => {
    expect(statusLabel(1)).toBeNull();
    expect(statusLabel(2)).toBe('RESERVADO');
    expect(statusLabel(3)).toBe('VENDIDO');
  });
});

describe('vehicle naming', () => {
  it('builds the alt text and the detail URL', () => {
    const v = { marca: { id: 1, nombre: 'BMW' }, modelo: { id: 2, nombre: 'Serie 3' }, nombre: '320d M Sport' };
    expect(vehicleTitle(v)).toBe('BMW Serie 3 320d M Sport');
    expect(vehicleHref('bmw-serie-3-320d')).toBe('/vehiculo/bmw-serie-3-320d');
  });

  it('never repeats the model the version starts with', () => {
    const title = (modelo: string, nombre: string) => vehicleTitle({ marca: { nombre: 'Porsche' }, modelo: { nombre: modelo }, nombre });
    expect(title('Macan', 'Macan')).toBe('Porsche Macan');
    expect(title('Macan', 'Macan S')).toBe('Porsche Macan S');
    expect(title('Macan', 'macan GTS')).toBe('Porsche Macan GTS');
    expect(title('GLE', 'GLE 350 de 4MATIC')).toBe('Porsche GLE 350 de 4MATIC');
    // A version that only begins with the same letters keeps them.
    expect(title('Cayenne', 'CayenneCoupé')).toBe('Porsche Cayenne CayenneCoupé');
    expect(title('911', 'Carrera 4S')).toBe('Porsche 911 Carrera 4S');
    expect(versionAfterModel('Serie 3', 'Serie 3 320d')).toBe('320d');
  });
});
