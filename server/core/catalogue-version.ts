import { readCatalogueVersion } from './catalogue-version.queries.ts';

/*
 * The catalogue version: a number the database moves (triggers on catalogo_version) with
 * anything a public page shows, the cars, their photos, the company details, the finance terms.
 * Every per-version cache (versioned-cache.ts, the page cache) keys its entries by it.
 */

let running: Promise<string | null> | null = null;
let queued: Promise<string | null> | null = null;

function start(): Promise<string | null> {
  const read = readCatalogueVersion().finally(() => {
    if (running === read) running = null;
  });
  running = read;
  return read;
}

/**
 * The catalogue version as of a moment after the call: exact, so a change committed before a
 * request is always seen by it, on every instance. Calls made while a read is under way share
 * the read that starts once it ends (that one may have begun before their change committed),
 * so under load the version costs one query per round trip, not one per request.
 */
export function currentCatalogueVersion(): Promise<string | null> {
  if (!running) return start();
  queued ??= running
    .catch(() => null)
    .then(() => {
      queued = null;
      return start();
    });
  return queued;
}

let recent: { version: string | null; readAt: number } | null = null;

/**
 * The catalogue version read at most `maxAgeMs` ago, for what may lag a change by that much
 * (the photos of a car just hidden) and is asked too often to read it each time. While the
 * database cannot be read, the last version read stays in use.
 */
export async function recentCatalogueVersion(maxAgeMs: number): Promise<string | null> {
  if (recent && Date.now() - recent.readAt < maxAgeMs) return recent.version;
  try {
    recent = { version: await currentCatalogueVersion(), readAt: Date.now() };
  } catch (error) {
    if (!recent) throw error;
  }
  return recent.version;
}
