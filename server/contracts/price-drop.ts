/**
 * Announcing a price reduction (art. 20 TRLGDCU as amended by Real Decreto-ley 24/2021, from
 * the Omnibus Directive 2019/2161): the previous price shown must be the lowest price the car had
 * during the 30 days before the reduction. The site shows 'Precio rebajado' only when its price
 * history proves it: the current cash price is lower than every price in force during the 30 days
 * before it took effect.
 */

export const PRICE_DROP_WINDOW_DAYS = 30;

const DAY_MS = 86_400_000;

/** One row of a car's price history: the cash price set at that moment. */
export interface PriceEntry {
  precio: number;
  at: Date;
}

/**
 * The previous price to strike through next to the current one: the lowest price in force during
 * the 30 days before the current price took effect, when the current price is lower than it;
 * null otherwise (no earlier price, a rise, a price no lower than one of those 30 days).
 * The current price is the last entry's (entries in the order they were written); it took effect
 * with the first of the entries that have carried it since the last different one, so a change of
 * the offer price alone, which writes the same cash price again, starts no new reduction.
 */
export function priceDrop(history: readonly PriceEntry[]): number | null {
  const current = history.at(-1);
  if (!current) return null;
  let start = history.length - 1;
  while (start > 0 && history[start - 1]!.precio === current.precio) start--;
  const before = history.slice(0, start);
  if (before.length === 0) return null;
  const since = history[start]!.at.getTime();
  const windowStart = since - PRICE_DROP_WINDOW_DAYS * DAY_MS;
  // In force during the window: every price set inside it, and the one already in force when it
  // began (unless a price was set at that very moment).
  const inside = before.filter((entry) => entry.at.getTime() >= windowStart);
  const atStart = inside[0]?.at.getTime() === windowStart ? undefined : before.filter((entry) => entry.at.getTime() < windowStart).at(-1);
  const prices = [...inside, ...(atStart ? [atStart] : [])].map((entry) => entry.precio);
  const lowest = Math.min(...prices);
  return current.precio < lowest ? lowest : null;
}
