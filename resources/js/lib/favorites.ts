/**
 * Favourites live in the visitor's browser: localStorage key "favorites", a JSON array
 * of vehicle ids (spec §3). These helpers are pure so they can be tested without a DOM.
 */
export const FAVORITES_KEY = 'favorites';

export function parseFavorites(raw: string | null): number[] {
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

export function toggleFavorite(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
}
