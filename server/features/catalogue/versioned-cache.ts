/**
 * A small per-process cache of values computed from the database, valid for one version of
 * the data: the first lookup with a new version drops every entry of the old one. The
 * version is read from the database with each request (catalogo_version, kept by triggers),
 * so several instances each stay exact; nothing depends on what another instance cached.
 * Pending computations are shared, failures are not kept, and the oldest entries go first
 * past `maxEntries`.
 */
export class VersionedCache<T> {
  private version: string | null = null;
  private readonly entries = new Map<string, Promise<T>>();

  constructor(private readonly maxEntries: number) {}

  /** The value for `key` at `version`, computing it with `load` when missing; null: no caching. */
  get(version: string | null, key: string, load: () => Promise<T>): Promise<T> {
    if (version === null) return load();
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    const cached = this.entries.get(key);
    if (cached) return cached;
    const pending = load();
    pending.catch(() => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    });
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, pending);
    return pending;
  }
}
