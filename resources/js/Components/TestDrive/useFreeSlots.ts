import { useEffect, useState } from 'react';
import type { SlotsResponse } from '@contracts/test-drives';
import { callJson } from '@/lib/json-call';

export type FreeSlots = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; slots: SlotsResponse };

/** A car's free test-drive slots, read from `url` (GET /vehiculo/{slug}/huecos), and `retry` after a failure. */
export function useFreeSlots(url: string): { load: FreeSlots; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  // The answer of each read, under its key: until this read's answer comes, it is loading.
  const [answer, setAnswer] = useState<{ key: string; load: FreeSlots } | null>(null);
  const key = `${url}#${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    void callJson<SlotsResponse>('get', url, { signal: controller.signal }).then((response) => {
      if (controller.signal.aborted) return;
      setAnswer({ key, load: response.ok && response.body ? { state: 'ready', slots: response.body } : { state: 'failed' } });
    });
    return () => controller.abort();
  }, [url, key]);

  return { load: answer?.key === key ? answer.load : { state: 'loading' }, retry: () => setAttempt((count) => count + 1) };
}
