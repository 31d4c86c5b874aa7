import { route } from './routes.ts';

/**
 * Comparing cars: the visitor picks up to MAX_COMPARE from the cards, a car's page or the
 * favourites; the ids are kept in localStorage under COMPARE_KEY, and /comparar?ids=… shows them
 * side by side (an address that can be shared).
 */
export const COMPARE_KEY = 'compare';

export const MAX_COMPARE = 3;

/** /comparar?ids=4,9,2: the address of a comparison, its ids in the order picked. */
export const compareUrl = (ids: readonly number[]) => `${route('comparar')}?ids=${ids.join(',')}`;
