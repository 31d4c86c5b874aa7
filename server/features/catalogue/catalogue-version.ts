import { catalogueVersion } from '../../media/hidden-photos.queries.ts';

let running: Promise<string | null> | null = null;
let queued: Promise<string | null> | null = null;

function start(): Promise<string | null> {
  const read = catalogueVersion().finally(() => {
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
