/**
 * Lists of car ids kept in the visitor's browser: localStorage "favorites" (spec §3) and
 * "compare" (the cars picked to compare), each a JSON array of vehicle ids. These helpers are
 * pure so they can be tested without a DOM.
 */
export const FAVORITES_KEY = 'favorites';

export function parseStoredIds(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const ids = value.map(Number).filter((id) => Number.isInteger(id) && id > 0);
    return [...new Set(ids)];
  } catch {
    return [];
  }
}

/** The list with `id` taken off, or added at the end unless the list already holds `max`. */
export function toggleId(ids: readonly number[], id: number, max = Infinity): number[] {
  if (ids.includes(id)) return ids.filter((x) => x !== id);
  return ids.length < max ? [...ids, id] : [...ids];
}
