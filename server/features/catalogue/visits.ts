import type { Logger } from 'pino';
import { addVisits } from './vehicle.queries.ts';

/** How often the counted visits are written: one statement for all cars, not one per view. */
const FLUSH_MS = 5_000;

/** Distinct slugs held between two writes: more than any stock, so made-up URLs cannot grow it. */
const MAX_SLUGS = 20_000;

const pending = new Map<string, number>();

/** Counts one real view of a car's page (numbook), before any cache answers it. */
export function recordVisit(slug: string): void {
  const count = pending.get(slug);
  if (count === undefined && pending.size >= MAX_SLUGS) return;
  pending.set(slug, (count ?? 0) + 1);
}

/** Writes the visits counted so far. A failed write puts them back for the next flush. */
export async function flushVisits(): Promise<void> {
  if (pending.size === 0) return;
  const batch = [...pending];
  pending.clear();
  try {
    await addVisits(
      batch.map(([slug]) => slug),
      batch.map(([, count]) => count),
    );
  } catch (error) {
    for (const [slug, count] of batch) pending.set(slug, (pending.get(slug) ?? 0) + count);
    throw error;
  }
}

/**
 * Writes the counted visits every FLUSH_MS, so a crawler walking every car page costs one
 * UPDATE every few seconds, not one per page. Stopping writes what is left.
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
