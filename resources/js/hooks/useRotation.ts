import { useEffect, useState } from 'react';

/**
 * The active index of a rotation of `count` items: it moves on every `interval` ms unless
 * paused. Picking an index restarts the interval.
 */
export function useRotation(count: number, interval: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), interval);
    return () => window.clearTimeout(timer);
  }, [index, count, interval, paused]);
  return [count > 0 ? index % count : 0, setIndex] as const;
}
