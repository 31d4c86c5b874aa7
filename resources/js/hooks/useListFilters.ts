import { router } from '@inertiajs/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { applyListChange } from '@/lib/list-change';
import type { AnsweredPage } from '@/lib/page-props';

/** Staff list filter changes are sent 300 ms after the last one (back-office §9). */
export const FILTER_DEBOUNCE_MS = 300;

interface ListRules<C> {
  /** The list's address. */
  url: string;
  /** The GET query of a state, only what is set. It may read the page's props (the latest function is used). */
  query: (controls: C) => Record<string, string>;
  /** What a change does to the state; by default applyListChange (back to page 1). */
  apply?: (previous: C, change: Partial<C>) => C;
  /** The pause after the last change; FILTER_DEBOUNCE_MS by default. */
  delay?: number;
  /** The props a visit asks for; all of them by default. */
  only?: string[];
  /** The filters the server applied (clamped), read from its answer: they become the state. */
  applied?: (page: AnsweredPage) => C | null | undefined;
  /** A failed visit sets `failed` (the page offers `retry`) instead of Inertia's error dialog. */
  reportFailure?: boolean;
}

interface Refresh {
  only?: string[];
  onSuccess?: () => void;
}

const keyOf = (query: Record<string, string>) => new URLSearchParams(query).toString();

/**
 * A list's filters kept in its URL (back-office §9, public-site §4): local controls, started from
 * the server's. A change waits for a pause (a newer change or leaving the page cancels the wait),
 * then one GET, unless it asks for the list already shown; it keeps state and scroll and replaces
 * the history entry. When the newest visit ends without an answer while it still asks for the
 * latest state, `failed` says so and `retry` sends it again. `refresh` sends the current state at
 * once (after an add or a delete); a newer change that cancels it asks for what it asked for
 * until one such visit lands.
 */
export function useListFilters<C extends object>(initial: C, rules: ListRules<C>) {
  const [controls, setControls] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const latestRules = useRef(rules);
  const latest = useRef(controls);
  const sent = useRef<string | null>(keyOf(rules.query(initial)));
  const newest = useRef(0);
  const widened = useRef<string[] | undefined>(undefined);

  useEffect(() => {
    latestRules.current = rules;
    latest.current = controls;
  });

  const keyFor = useCallback((state: C) => keyOf(latestRules.current.query(state)), []);

  const visit = useCallback(
    (state: C, extra: Refresh = {}) => {
      const { url, query, only, applied, reportFailure } = latestRules.current;
      const params = query(state);
      const key = keyOf(params);
      const id = ++newest.current;
      sent.current = key;
      const asked = extra.only ?? widened.current ?? only;
      if (extra.only) widened.current = extra.only;
      const isLatest = () => id === newest.current && keyFor(latest.current) === key;
      let answered = false;
      router.get(url, params, {
        preserveState: true,
        preserveScroll: true,
        replace: true,
        ...(asked ? { only: asked } : {}),
        onStart: () => {
          setBusy(true);
          setFailed(false);
        },
        // Also runs for a visit a newer one cancelled; only the newest visit's outcome counts.
        onFinish: () => {
          if (id === newest.current) setBusy(false);
          if (answered || !isLatest()) return;
          sent.current = null;
          setFailed(true);
        },
        ...(reportFailure ? { onNetworkError: () => false } : {}),
        onSuccess: (page) => {
          answered = true;
          if (asked === widened.current) widened.current = undefined;
          extra.onSuccess?.();
          const server = isLatest() ? applied?.(page) : null;
          if (!server) return;
          sent.current = keyFor(server);
          setControls(server);
        },
      });
    },
    [keyFor],
  );

  useEffect(() => {
    if (keyFor(controls) === sent.current) return;
    const delay = latestRules.current.delay ?? FILTER_DEBOUNCE_MS;
    // A refresh may have sent this state during the pause: sending it again would cancel it.
    const timer = window.setTimeout(() => keyFor(controls) === sent.current || visit(controls), delay);
    return () => window.clearTimeout(timer);
  }, [controls, attempt, keyFor, visit]);

  const change = useCallback((update: Partial<C>) => {
    setFailed(false);
    setControls((prev) => (latestRules.current.apply ?? applyListChange)(prev, update));
  }, []);
  const replace = useCallback((next: (prev: C) => C) => {
    setFailed(false);
    setControls(next);
  }, []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const refresh = useCallback((options: Refresh = {}) => visit(latest.current, options), [visit]);

  return { controls, change, replace, busy, failed, retry, refresh };
}
