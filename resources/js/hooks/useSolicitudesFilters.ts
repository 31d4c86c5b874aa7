import { router } from '@inertiajs/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { route } from '@contracts/routes';
import type { SolicitudesFilters } from '@contracts/solicitudes';
import { applySolicitudesChange, solicitudesQuery, solicitudesQueryKey } from '@/lib/solicitudes';
import { STOCK_DEBOUNCE_MS } from '@/lib/stock-list';

/**
 * The enquiry list's filters, as the vehicle list's (back-office §9): local controls started
 * from the server's filters; a change waits for a 300 ms pause, then one GET keeps state and
 * scroll and replaces the history entry.
 */
export function useSolicitudesFilters(serverFilters: SolicitudesFilters) {
  const [controls, setControls] = useState(serverFilters);
  const [busy, setBusy] = useState(false);
  const sent = useRef(solicitudesQueryKey(serverFilters));

  useEffect(() => {
    const key = solicitudesQueryKey(controls);
    if (key === sent.current) return;
    const timer = window.setTimeout(() => {
      sent.current = key;
      router.get(route('solicitudes.index'), solicitudesQuery(controls), {
        preserveState: true,
        preserveScroll: true,
        replace: true,
        onStart: () => setBusy(true),
        onFinish: () => setBusy(false),
      });
    }, STOCK_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [controls]);

  const change = useCallback((update: Partial<SolicitudesFilters>) => setControls((prev) => applySolicitudesChange(prev, update)), []);

  return { controls, change, busy };
}
