import { useStoredIds } from '@/hooks/useStoredIds';
import { FAVORITES_KEY } from '@/lib/stored-ids';

/** The visitor's favourites (spec §3): the ids kept in localStorage "favorites". */
export function useFavorites() {
  const { ids, has, toggle, remove } = useStoredIds(FAVORITES_KEY);
  return { ids, isFavorite: has, toggle, remove };
}
