import { z } from 'zod';

/** Largest id a PostgreSQL integer column holds. */
const MAX_ID = 2_147_483_647;

const idsParam = z.union([z.string(), z.array(z.string())]).optional().catch(undefined);

/**
 * An `ids` query parameter ('12,7,31', as /favoritos and /comparar take it): null when absent;
 * otherwise its positive integer ids in the order given, without repeats, at most `max`.
 * Anything else in the list is ignored.
 */
export function queryIds(query: unknown, max: number): number[] | null {
  const raw = idsParam.parse(query);
  if (raw === undefined) return null;
  const ids = new Set<number>();
  for (const part of [raw].flat().join(',').split(',')) {
    const text = part.trim();
    if (!/^\d{1,10}$/.test(text)) continue;
    const id = Number(text);
    if (id >= 1 && id <= MAX_ID) ids.add(id);
    if (ids.size === max) break;
  }
  return [...ids];
}

/** The rows in the order of `ids`; ids without a row are skipped. */
export function inIdOrder<T extends { id: number }>(ids: readonly number[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
