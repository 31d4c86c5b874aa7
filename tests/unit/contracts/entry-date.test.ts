import { describe, expect, it } from 'vitest';
import { parseEntryDate } from '../../../server/contracts/stock-import.ts';
import { canaryDate, canaryDaysBetween, canaryMidnight } from '../../../server/contracts/canary-date.ts';

describe('an import row’s entry date (parseEntryDate)', () => {
  const today = '2026-11-26';

  it('reads the ISO and the Spanish day/month/year orders', () => {
    expect(parseEntryDate('2026-03-05', today)).toBe('2026-03-05');
    expect(parseEntryDate('5/3/2026', today)).toBe('2026-03-05');
    expect(parseEntryDate('05/03/2026', today)).toBe('2026-03-05');
    expect(parseEntryDate('2026-11-26', today)).toBe('2026-11-26');
  });

  it('refuses days that do not exist, the future, the distant past and anything else', () => {
    for (const text of ['2026-02-29', '31/4/2026', '2026-11-27', '1989-12-31', '03/05/26', '2026/03/05', 'ayer', '']) expect(parseEntryDate(text, today)).toBeNull();
    expect(parseEntryDate('2024-02-29', today)).toBe('2024-02-29');
  });
});

describe('the Canary calendar (canary-date.ts)', () => {
  it('begins a winter day at 00:00 UTC and a summer day at 23:00 UTC the day before', () => {
    expect(canaryMidnight('2026-01-15').toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(canaryMidnight('2026-07-15').toISOString()).toBe('2026-07-14T23:00:00.000Z');
    // The last Sundays of March and October: the clocks change at 01:00 and 02:00, after midnight.
    expect(canaryMidnight('2026-03-29').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(canaryMidnight('2026-10-25').toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(canaryMidnight('2026-10-26').toISOString()).toBe('2026-10-26T00:00:00.000Z');
  });

  it('counts calendar days between two instants, across summer time, never below 0', () => {
    expect(canaryDaysBetween(new Date('2026-07-14T23:30:00Z'), new Date('2026-07-15T22:59:00Z'))).toBe(0);
    expect(canaryDaysBetween(new Date('2026-07-14T22:30:00Z'), new Date('2026-07-14T23:30:00Z'))).toBe(1);
    expect(canaryDaysBetween(new Date('2026-03-01T12:00:00Z'), new Date('2026-11-01T12:00:00Z'))).toBe(245);
    expect(canaryDaysBetween(new Date('2026-11-02T12:00:00Z'), new Date('2026-11-01T12:00:00Z'))).toBe(0);
  });

  it('dates an instant by the islands’ clock', () => {
    expect(canaryDate(new Date('2026-07-14T23:30:00Z'))).toBe('2026-07-15');
    expect(canaryDate(new Date('2026-01-14T23:30:00Z'))).toBe('2026-01-14');
  });
});
