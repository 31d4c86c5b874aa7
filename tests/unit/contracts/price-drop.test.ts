import { describe, expect, it } from 'vitest';
import { priceDrop, type PriceEntry } from '../../../server/contracts/price-drop.ts';

/** A history from [day, price] pairs (day 0 = 1 Oct 2026, noon UTC), in the order written. */
const history = (...rows: [number, number][]): PriceEntry[] => rows.map(([day, precio]) => ({ precio, at: new Date(Date.UTC(2026, 9, 1, 12) + day * 86_400_000) }));

describe('the price-drop rule (art. 20 TRLGDCU, 30 days)', () => {
  it('shows no reduction without an earlier price', () => {
    expect(priceDrop([])).toBeNull();
    expect(priceDrop(history([0, 30_000]))).toBeNull();
  });

  it('strikes through the price in force before a cut', () => {
    expect(priceDrop(history([0, 30_000], [20, 28_000]))).toBe(30_000);
  });

  it('takes the lowest price of the 30 days before the cut, not the highest', () => {
    // 32.000 until day 10, 29.000 until day 25, then 28.000: the lowest of the 30 days is 29.000.
    expect(priceDrop(history([0, 32_000], [10, 29_000], [25, 28_000]))).toBe(29_000);
  });

  it('counts the price already in force when the 30 days began', () => {
    // 27.000 from day 0 to day 40 (in force on day 10, when the window of the cut on day 40 opens), then 31.000, then 29.000.
    expect(priceDrop(history([0, 27_000], [35, 31_000], [40, 29_000]))).toBeNull();
  });

  it('forgets prices that ended before the 30 days', () => {
    // 25.000 ended on day 5; the cut on day 40 compares with 31.000 only (window from day 10).
    expect(priceDrop(history([0, 25_000], [5, 31_000], [40, 29_000]))).toBe(31_000);
  });

  it('at exactly 30 days, the price set that day is inside the window', () => {
    expect(priceDrop(history([0, 26_000], [10, 31_000], [40, 29_000]))).toBe(31_000);
    expect(priceDrop(history([0, 31_000], [10, 26_000], [40, 29_000]))).toBeNull();
  });

  it('shows no reduction after a rise, or back to a price of the last 30 days', () => {
    expect(priceDrop(history([0, 30_000], [10, 32_000]))).toBeNull();
    // Raised to 32.000 for a week, then "cut" to 31.000: still above the 30.000 of the 30 days.
    expect(priceDrop(history([0, 30_000], [10, 32_000], [17, 31_000]))).toBeNull();
    expect(priceDrop(history([0, 30_000], [10, 32_000], [17, 30_000]))).toBeNull();
  });

  it('keeps a reduction when only the offer price changed afterwards (the same cash price written again)', () => {
    expect(priceDrop(history([0, 30_000], [20, 28_000], [26, 28_000], [60, 28_000]))).toBe(30_000);
  });

  it('measures the 30 days from the cut, however long ago it was', () => {
    expect(priceDrop(history([0, 30_000], [20, 28_000]))).toBe(priceDrop(history([0, 30_000], [20, 28_000], [200, 28_000])));
  });
});
