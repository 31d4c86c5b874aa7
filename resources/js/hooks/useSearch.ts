import { router } from '@inertiajs/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { searchQuery, SEARCH_DEBOUNCE_MS, type SearchFilters } from '@contracts/search';
import { route } from '@contracts/routes';
import { applyFilterChange, clearFilters, queryKey } from '@/lib/search';

/**
 * The live search of /buscar (spec §4): local filters, started from the server's; every change
 * waits for a 500 ms pause, a newer change or leaving the page cancels the wait, then one GET
 * keeps state and scroll and replaces the history entry. When the answer is for the latest
 * change, the filters the server applied (clamped) become the local ones.
 */
export function useSearch(serverFilters: SearchFilters) {
  const [filters, setFilters] = useState(serverFilters);
  const [busy, setBusy] = useState(false);
  const latest = useRef(filters);
  const sent = useRef(queryKey(serverFilters));

  useEffect(() => {
    latest.current = filters;
    const key = queryKey(filters);
    if (key === sent.current) return;
    const timer = window.setTimeout(() => {
      sent.current = key;
      router.get(route('buscar'), searchQuery(filters), {
        preserveState: true,
        preserveScroll: true,
        replace: true,
        onStart: () => setBusy(true),
        onFinish: () => setBusy(false),
        onSuccess: (page) => {
          if (queryKey(latest.current) !== key) return;
          const applied = page.props.filters as SearchFilters;
          sent.current = queryKey(applied);
          setFilters(applied);
        },
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [filters]);

  const change = useCallback((update: Partial<SearchFilters>) => setFilters((prev) => applyFilterChange(prev, update)), []);
  const reset = useCallback(() => setFilters(clearFilters), []);

  return { filters, change, reset, busy };
}
