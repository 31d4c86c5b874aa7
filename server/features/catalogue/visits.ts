import type { Logger } from 'pino';
import { addVisits } from './vehicle.queries.ts';
import { type Visitor, VisitorsToday } from './visitors-today.ts';

/** How often the counted visits are written: one statement for all cars, not one per view. */
const FLUSH_MS = 5_000;

/** Distinct slugs held between two writes: more than any stock, so made-up URLs cannot grow it. */
const MAX_SLUGS = 20_000;

/**
 * The visits a process has counted and not yet written. Each process holds its own; several
 * processes write into the same counters, each adding what it counted.
 */
export class VisitTally {
  private readonly pending = new Map<string, number>();

  /** Counts one real view of a car's page, before any cache answers it. */
  record(slug: string): void {
    const count = this.pending.get(slug);
    if (count === undefined && this.pending.size >= MAX_SLUGS) return;
    this.pending.set(slug, (count ?? 0) + 1);
  }

  /** Writes the visits counted so far (numbook and the daily counters). A failed write puts them back for the next. */
  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending];
    this.pending.clear();
    try {
      await addVisits(
        batch.map(([slug]) => slug),
        batch.map(([, count]) => count),
      );
    } catch (error) {
      for (const [slug, count] of batch) this.pending.set(slug, (this.pending.get(slug) ?? 0) + count);
      throw error;
    }
  }
}

let tally = new VisitTally();
let visitors = new VisitorsToday();

/** Counts one real view of a car's page in this process: a visitor's first of the day. */
export function recordVisit(slug: string, visitor: Visitor): void {
  if (visitors.firstView(visitor, slug)) tally.record(slug);
}

/** Writes the visits this process has counted so far. */
export function flushVisits(): Promise<void> {
  return tally.flush();
}

/** Forgets today's visitors and the visits not yet written, as a new process starts. */
export function forgetVisits(): void {
  tally = new VisitTally();
  visitors = new VisitorsToday();
}

/**
 * Writes the counted visits every FLUSH_MS, so a crawler walking every car page costs one
 * statement every few seconds, not one per page. Stopping writes what is left.
 */
export function startVisitCounter(logger: Logger): () => Promise<void> {
  const flush = () => flushVisits().catch((error: unknown) => logger.warn({ err: error }, 'No se pudieron guardar las visitas de los vehículos'));
  const timer = setInterval(flush, FLUSH_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await flush();
  };
}
