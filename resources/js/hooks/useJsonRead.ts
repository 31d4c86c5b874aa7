import { useEffect, useState } from 'react';
import { callJson } from '@/lib/json-call';

export type JsonRead<Body> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; body: Body };

/** A public JSON read (a car's free slots, its checklist) from `url`, and `retry` after a failure; a new url reads afresh. */
export function useJsonRead<Body>(url: string): { load: JsonRead<Body>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  // The answer of each read, under its key: until this read's answer comes, it is loading.
  const [answer, setAnswer] = useState<{ key: string; load: JsonRead<Body> } | null>(null);
  const key = `${url}#${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    void callJson<Body>('get', url, { signal: controller.signal }).then((response) => {
      if (controller.signal.aborted) return;
      setAnswer({ key, load: response.ok && response.body ? { state: 'ready', body: response.body } : { state: 'failed' } });
    });
    return () => controller.abort();
  }, [url, key]);

  return { load: answer?.key === key ? answer.load : { state: 'loading' }, retry: () => setAttempt((count) => count + 1) };
}
