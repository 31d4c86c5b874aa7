import { router } from '@inertiajs/react';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Filter changes are sent 300 ms after the last one (back-office §9). */
export const FILTER_DEBOUNCE_MS = 300;

interface ListRules<C> {
  /** The list's address. */
  url: string;
  /** The GET query of a state, only what is set. A module-level function, so it stays the same. */
  query: (controls: C) => Record<string, string>;
  /** What a change does to the state (a new filter goes back to page 1). Module-level too. */
  apply: (previous: C, change: Partial<C>) => C;
}

const queryKey = <C,>(query: ListRules<C>['query'], controls: C) => new URLSearchParams(query(controls)).toString();

/**
 * A staff list's filters (back-office §9): local controls started from the server's; a change
 * waits for a 300 ms pause (a newer change or leaving the page cancels the wait), then one GET,
 * unless it asks the list already shown, keeps state and scroll and replaces the history entry.
 */
export function useListFilters<C>(initial: C, { url, query, apply }: ListRules<C>) {
  const [controls, setControls] = useState(initial);
  const [busy, setBusy] = useState(false);
  const sent = useRef(queryKey(query, initial));

  useEffect(() => {
    const key = queryKey(query, controls);
    if (key === sent.current) return;
    const timer = window.setTimeout(() => {
      sent.current = key;
      router.get(url, query(controls), {
        preserveState: true,
        preserveScroll: true,
        replace: true,
        onStart: () => setBusy(true),
        onFinish: () => setBusy(false),
      });
    }, FILTER_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [controls, url, query]);

  const change = useCallback((update: Partial<C>) => setControls((prev) => apply(prev, update)), [apply]);

  return { controls, change, busy };
}
