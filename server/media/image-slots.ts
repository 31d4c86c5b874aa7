import { availableParallelism } from 'node:os';

/**
 * Image work, decoding and encoding one picture (or rendering a demo one), runs at most `slots`
 * at a time per process, in the order it was asked for. The slot is taken per picture, not per job, so a job holding
 * many pictures (a demo batch, the backfill) lets another job's picture through between two of
 * its own. A photo's job therefore waits seconds, never minutes, well inside its queue's
 * expiry (jobs/queue.ts), and a web process that also runs jobs keeps a core for its pages.
 */

/** Until a job runner sets them (1 beside a web server), a process of its own (the seed) uses its cores but one. */
let slots = Math.max(1, availableParallelism() - 1);
let busy = 0;
const waiting: (() => void)[] = [];

/** Starts the next in line while a slot is free. */
function admit(): void {
  while (busy < slots && waiting.length > 0) {
    busy++;
    waiting.shift()?.();
  }
}

/** How many pictures this process works on at once: 1 beside a web server, more in a worker of its own. */
export function setImageSlots(count: number): void {
  slots = Math.max(1, Math.floor(count));
  admit();
}

/** Runs one picture's work in a slot, waiting its turn behind those who asked first. */
export async function withImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (busy < slots && waiting.length === 0) busy++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    busy--;
    admit();
  }
}
