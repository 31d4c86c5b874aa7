import { describe, expect, it } from 'vitest';
import { groupDigits, pastedDigits } from '../../../resources/js/Components/Forms/FormField.tsx';

describe('the staff form’s number fields', () => {
  it('group the digits as in Spain, and leave an empty field empty', () => {
    expect(groupDigits('45900')).toBe('45.900');
    expect(groupDigits('1234567')).toBe('1.234.567');
    expect(groupDigits('950')).toBe('950');
    expect(groupDigits('')).toBe('');
  });

  it('keep a pasted amount’s whole part, never its decimals as more digits', () => {
    expect(pastedDigits('45.900,50 €')).toBe('45900');
    expect(pastedDigits('45900.00')).toBe('45900');
    expect(pastedDigits('45900,5')).toBe('45900');
    expect(pastedDigits('1.234.567')).toBe('1234567');
    expect(pastedDigits('45.900 €')).toBe('45900');
    expect(pastedDigits(' 36395 km ')).toBe('36395');
  });
});
