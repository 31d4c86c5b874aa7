import { router } from '@inertiajs/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { route } from '@contracts/routes';
import type { StockFilters } from '@contracts/stock';
import { applyStockChange, controlsFrom, STOCK_DEBOUNCE_MS, stockQuery, stockQueryKey, type StockControls } from '@/lib/stock-list';

/**
 * The vehicle list's filters and order (back-office §2, §9): local controls started from the
 * server's filters; every change waits for a 300 ms pause (a newer change or leaving the page
 * cancels the wait), then one GET keeps state and scroll and replaces the history entry.
 */
export function useStockFilters(serverFilters: StockFilters) {
  const [controls, setControls] = useState(() => controlsFrom(serverFilters));
  const [busy, setBusy] = useState(false);
  const sent = useRef(stockQueryKey(controlsFrom(serverFilters)));

  useEffect(() => {
    const key = stockQueryKey(controls);
    if (key === sent.current) return;
    const timer = window.setTimeout(() => {
      sent.current = key;
      router.get(route('vehiculos.index'), stockQuery(controls), {
        preserveState: true,
        preserveScroll: true,
        replace: true,
        onStart: () => setBusy(true),
        onFinish: () => setBusy(false),
      });
    }, STOCK_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [controls]);

  const change = useCallback((update: Partial<StockControls>) => setControls((prev) => applyStockChange(prev, update)), []);

  return { controls, change, busy };
}
