/** A Canary wall-clock time as an instant, on ordinary days and on the days the clock changes (last Sundays of March and October, at 01:00 UTC). */
import { describe, expect, it } from 'vitest';
import { canaryInstant } from '../../../server/contracts/canary-date.ts';

describe('canaryInstant', () => {
  it('is UTC in winter and an hour behind in summer', () => {
    expect(canaryInstant('2026-01-15', '10:00').toISOString()).toBe('2026-01-15T10:00:00.000Z');
    expect(canaryInstant('2026-07-01', '09:00').toISOString()).toBe('2026-07-01T08:00:00.000Z');
  });

  it('is right on both sides of each change, on its own day', () => {
    expect(canaryInstant('2026-03-29', '00:30').toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(canaryInstant('2026-03-29', '10:00').toISOString()).toBe('2026-03-29T09:00:00.000Z');
    expect(canaryInstant('2026-10-25', '00:30').toISOString()).toBe('2026-10-24T23:30:00.000Z');
    expect(canaryInstant('2026-10-25', '10:00').toISOString()).toBe('2026-10-25T10:00:00.000Z');
  });
});
