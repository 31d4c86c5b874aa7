import { router } from '@inertiajs/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { searchQuery, SEARCH_DEBOUNCE_MS, type SearchFilters } from '@contracts/search';
import { route } from '@contracts/routes';
import { propsOf } from '@/lib/page-props';
import { applyFilterChange, clearFilters, queryKey } from '@/lib/search';

/**
 * The live search of /buscar (spec §4): local filters, started from the server's; every change
 * waits for a 500 ms pause, a newer change or leaving the page cancels the wait, then one GET
 * keeps state and scroll and replaces the history entry. When the answer is for the latest
 * change, the filters the server applied (clamped) become the local ones. When the visit for the
 * latest change ends without an answer (failed or cancelled), `failed` says so and `retry` sends
 * it again.
 */
export function useSearch(serverFilters: SearchFilters) {
  const [filters, setFilters] = useState(serverFilters);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(filters);
  const sent = useRef<string | null>(queryKey(serverFilters));

  useEffect(() => {
    latest.current = filters;
    const key = queryKey(filters);
    if (key === sent.current) return;
    const timer = window.setTimeout(() => {
      sent.current = key;
      let answered = false;
      router.get(route('buscar'), searchQuery(filters), {
        preserveState: true,
        preserveScroll: true,
        replace: true,
        onStart: () => {
          setBusy(true);
          setFailed(false);
        },
        // Also runs for a cancelled visit. Only the latest change's outcome matters.
        onFinish: () => {
          setBusy(false);
          if (answered || queryKey(latest.current) !== key) return;
          sent.current = null;
          setFailed(true);
        },
        onNetworkError: () => false,
        onSuccess: (page) => {
          answered = true;
          if (queryKey(latest.current) !== key) return;
          const applied = propsOf(page, 'Buscar')?.filters;
          if (!applied) return;
          sent.current = queryKey(applied);
          setFilters(applied);
        },
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [filters, attempt]);

  const change = useCallback((update: Partial<SearchFilters>) => {
    setFailed(false);
    setFilters((prev) => applyFilterChange(prev, update));
  }, []);
  const reset = useCallback(() => {
    setFailed(false);
    setFilters(clearFilters);
  }, []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { filters, change, reset, busy, failed, retry };
}
