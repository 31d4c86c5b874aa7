import { type Lookups, lookupsByKind } from './search.facets.ts';
import { searchLookups } from './search.queries.ts';
import { VersionedCache } from '../../core/versioned-cache.ts';

const cache = new VersionedCache<Lookups>(1);

/**
 * Brands, models, fuels, gearboxes and body types by kind, sorted by Spanish name: read once
 * per catalogue version (their changes bump it), for the search and the staff list. Read the
 * version first, so that nothing older than it is ever kept under it.
 */
export function catalogueLookups(version: string | null): Promise<Lookups> {
  return cache.get(version, 'lookups', async () => lookupsByKind(await searchLookups()));
}
