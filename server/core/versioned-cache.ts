export interface VersionedCacheOptions {
  /** An entry older than this is read again, even within its version (default: kept for the version). */
  maxAgeMs?: number;
  /** A failed read answers the last value read for its key, if there is one, instead of failing. */
  keepLastOnError?: boolean;
}

interface Entry<T> {
  value: Promise<T>;
  readAt: number;
}

/**
 * The one shape of per-process cache for values computed from the database, valid for one
 * version of the data (the catalogue version, core/catalogue-version.ts): the first lookup with
 * a new version drops every entry of the old one. The version is read from the database with
 * each request (catalogo_version, kept by triggers), so several instances each stay exact;
 * nothing depends on what another instance cached. Pending computations are shared, failures
 * are not kept, and the oldest entries go first past `maxEntries`.
 *
 * The search listings, lookups, finance terms, company details and hidden photos use it. The
 * anonymous page cache (http/page-cache.ts) keeps its own store, keyed by the same version: its
 * pages are put in by the response being sent rather than read by a loader, are looked up
 * synchronously on every public request, and are bounded in bytes as each page's compressed
 * copies are added.
 */
export class VersionedCache<T> {
  private version: string | null = null;
  private readonly entries = new Map<string, Entry<T>>();
  private readonly lastRead = new Map<string, T>();

  constructor(
    private readonly maxEntries: number,
    private readonly options: VersionedCacheOptions = {},
  ) {}

  /** The version the cached entries belong to (null before the first versioned lookup). */
  get currentVersion(): string | null {
    return this.version;
  }

  /** The value for `key` at `version`, computing it with `load` when missing; null: no caching. */
  get(version: string | null, key: string, load: () => Promise<T>): Promise<T> {
    if (version === null) return this.withFallback(key, this.load(key, load));
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    const cached = this.entries.get(key);
    if (cached && (this.options.maxAgeMs === undefined || Date.now() - cached.readAt < this.options.maxAgeMs)) return this.withFallback(key, cached.value);
    const entry: Entry<T> = { value: this.load(key, load), readAt: Date.now() };
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
    return this.withFallback(key, entry.value);
  }

  /** Drops every entry, so the next lookup reads again (after a save on this instance). */
  clear(): void {
    this.entries.clear();
    this.version = null;
  }

  private load(key: string, load: () => Promise<T>): Promise<T> {
    const pending = load();
    if (this.options.keepLastOnError) pending.then((value) => this.lastRead.set(key, value), () => undefined);
    return pending;
  }

  /** With keepLastOnError, a failed read answers the last value read (and is not cached). */
  private withFallback(key: string, pending: Promise<T>): Promise<T> {
    if (!this.options.keepLastOnError) return pending;
    return pending.catch((error: unknown) => {
      if (this.lastRead.has(key)) return this.lastRead.get(key)!;
      throw error;
    });
  }
}
