import { useCallback } from 'react';
import { COMPARE_KEY, MAX_COMPARE } from '@contracts/compare';
import { useStoredIds } from '@/hooks/useStoredIds';

/** Told when a car could not be added because MAX_COMPARE are already picked (the tray says so). */
export const COMPARE_FULL_EVENT = 'gtcars:compare-full';

/** The cars picked to compare: the ids kept in localStorage "compare", at most MAX_COMPARE. */
export function useCompare() {
  const { ids, has, toggle, remove, replace, read } = useStoredIds(COMPARE_KEY, MAX_COMPARE);

  /** Picks the car or drops it; when the list is full a new one is refused, and the tray says why. */
  const pick = useCallback(
    (id: number) => {
      if (!has(id) && ids.length >= MAX_COMPARE) window.dispatchEvent(new Event(COMPARE_FULL_EVENT));
      else toggle(id);
    },
    [has, ids.length, toggle],
  );

  return { ids, has, pick, remove, replace, read };
}
