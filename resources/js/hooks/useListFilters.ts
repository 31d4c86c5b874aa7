import { router } from '@inertiajs/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnsweredPage } from '@/lib/page-props';

/** Staff list filter changes are sent 300 ms after the last one (back-office §9). */
export const FILTER_DEBOUNCE_MS = 300;

interface ListRules<C> {
  /** The list's address. */
  url: string;
  /**
   * The GET query of a state, only what is set; `sent` is the state last sent. It may read the
   * page's props (the latest function is used), but a state must always give the same query.
   */
  query: (controls: C, sent: C) => Record<string, string>;
  /** What a change does to the state (a new filter goes back to page 1). */
  apply: (previous: C, change: Partial<C>) => C;
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

/**
 * A list's filters kept in its URL (back-office §9, public-site §4): local controls, started from
 * the server's. A change waits for a pause (a newer change or leaving the page cancels the wait),
 * then one GET, unless it asks for the list already shown; it keeps state and scroll and replaces
 * the history entry. When the visit for the latest change ends without an answer, `failed` says
 * so and `retry` sends it again. `refresh` sends the current state at once (after an add or a
 * delete); a newer change that cancels it asks for what it asked for until one such visit lands.
 */
const keyOf = (query: Record<string, string>) => new URLSearchParams(query).toString();

export function useListFilters<C>(initial: C, rules: ListRules<C>) {
  const [controls, setControls] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const latestRules = useRef(rules);
  const latest = useRef(controls);
  const sentState = useRef(initial);
  const sent = useRef<string | null>(keyOf(rules.query(initial, initial)));
  const widened = useRef<string[] | undefined>(undefined);

  useEffect(() => {
    latestRules.current = rules;
    latest.current = controls;
  });

  /** Whether `state` asks for what was last sent. */
  const isSent = useCallback((state: C) => keyOf(latestRules.current.query(state, sentState.current)) === sent.current, []);

  const visit = useCallback((state: C, extra: Refresh = {}) => {
    const { url, query, only, applied, reportFailure } = latestRules.current;
    const params = query(state, sentState.current);
    const key = keyOf(params);
    sent.current = key;
    sentState.current = state;
    const asked = extra.only ?? widened.current ?? only;
    if (extra.only) widened.current = extra.only;
    const isLatest = () => keyOf(latestRules.current.query(latest.current, state)) === key;
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
      // Also runs for a cancelled visit. Only the latest change's outcome matters.
      onFinish: () => {
        setBusy(false);
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
        sent.current = keyOf(latestRules.current.query(server, server));
        sentState.current = server;
        setControls(server);
      },
    });
  }, []);

  useEffect(() => {
    if (isSent(controls)) return;
    const delay = latestRules.current.delay ?? FILTER_DEBOUNCE_MS;
    // A refresh may have sent this state during the pause: sending it again would cancel it.
    const timer = window.setTimeout(() => isSent(controls) || visit(controls), delay);
    return () => window.clearTimeout(timer);
  }, [controls, attempt, isSent, visit]);

  const change = useCallback((update: Partial<C>) => {
    setFailed(false);
    setControls((prev) => latestRules.current.apply(prev, update));
  }, []);
  const replace = useCallback((next: (prev: C) => C) => {
    setFailed(false);
    setControls(next);
  }, []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const refresh = useCallback((options: Refresh = {}) => visit(latest.current, options), [visit]);

  return { controls, change, replace, busy, failed, retry, refresh };
}
