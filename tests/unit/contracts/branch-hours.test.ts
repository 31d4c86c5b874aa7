/** A branch's opening hours in words: the spec's text for a Monday-to-Friday week, else each run of days with the same hours. */
import { describe, expect, it } from 'vitest';
import { branchHoursText } from '../../../server/contracts/branch-hours.ts';
import { translator } from '../../../server/i18n/index.ts';

const weekdays = (abre: string, cierra: string, days = [1, 2, 3, 4, 5]) => days.map((dia) => ({ dia, abre, cierra }));

describe('branchHoursText', () => {
  it('says a Monday-to-Friday week with the spec’s words, in each language', () => {
    expect(branchHoursText(weekdays('09:00', '20:00'), translator('es'))).toBe('Lunes a viernes, 09:00 – 20:00');
    expect(branchHoursText(weekdays('09:30', '19:30'), translator('en'))).toBe('Monday to Friday, 09:30–19:30');
    expect(branchHoursText(weekdays('09:00', '19:00'), translator('de'))).toBe('Montag bis Freitag, 09:00–19:00 Uhr');
  });

  it('names each run of days with the same hours, in weekday order', () => {
    const week = [{ dia: 6, abre: '10:00', cierra: '14:00' }, ...weekdays('09:00', '20:00', [1, 2, 3, 4]), { dia: 5, abre: '09:00', cierra: '15:00' }];
    expect(branchHoursText(week, translator('es'))).toBe('Lunes a jueves, 09:00 – 20:00 · Viernes, 09:00 – 15:00 · Sábado, 10:00 – 14:00');
    expect(branchHoursText(week, translator('en'))).toBe('Monday to Thursday, 09:00–20:00 · Friday, 09:00–15:00 · Saturday, 10:00–14:00');
    // A gap splits a run: Monday, then Wednesday to Friday.
    expect(branchHoursText(weekdays('09:00', '20:00', [1, 3, 4, 5]), translator('de'))).toBe('Montag, 09:00–20:00 Uhr · Mittwoch bis Freitag, 09:00–20:00 Uhr');
  });

  it('sends to the phone a branch with no hours', () => {
    expect(branchHoursText([], translator('es'))).toBe('Consulta el horario por teléfono');
  });
});
