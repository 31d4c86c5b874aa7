import { describe, expect, it } from 'vitest';
import { formatCv, formatKm, formatNumber, formatPrice } from '../../../server/contracts/format.ts';

describe('es-ES number formats', () => {
  it('groups thousands with a dot, four-digit numbers included', () => {
    expect(formatNumber(5000)).toBe('5.000');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1234567)).toBe('1.234.567');
  });

  it('adds the Km, CV and € suffixes', () => {
    expect(formatKm(12345)).toBe('12.345 Km');
    expect(formatCv(150)).toBe('150 CV');
    expect(formatPrice(34900)).toBe('34.900 €');
  });

  it('rounds to whole units', () => {
    expect(formatPrice(34899.6)).toBe('34.900 €');
  });
});
