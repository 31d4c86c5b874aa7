import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One rendered public page, as every visitor without a session gets it, in each encoding. */
export interface CachedPage {
  contentType: string;
  inertia: boolean;
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  storedAt: number;
}

export interface PageCacheLimits {
  maxEntries: number;
  maxBytes: number;
  /** Pages may show the time (a car's days in stock, the year): none is kept longer. */
  ttlMs: number;
}

/** A weak validator: the same page in brotli, gzip or plain is the same representation. */
export const pageEtag = (body: Buffer) => `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * The anonymous page cache's store: rendered pages by key, valid for one catalogue version (the
 * first lookup with a new version drops every page of the old one), each kept compressed once
 * (brotli and gzip, with Node's zlib) so a hit costs no compression. Bounded in entries and
 * bytes, oldest out first, and by age.
 */
export class PageCache {
  private version: string | null = null;
  private bytes = 0;
  private readonly entries = new Map<string, CachedPage>();
  private readonly pending = new Set<string>();

  constructor(private readonly limits: PageCacheLimits) {}

  get(version: string, key: string): CachedPage | undefined {
    this.useVersion(version);
    const entry = this.entries.get(key);
    if (entry && Date.now() - entry.storedAt > this.limits.ttlMs) {
      this.remove(key);
      return undefined;
    }
    return entry;
  }

  /** Compresses a freshly rendered page and keeps it, unless the version moved on meanwhile. */
  async put(version: string, key: string, page: { contentType: string; inertia: boolean; body: Buffer; etag: string }): Promise<void> {
    if (this.pending.has(key) || page.body.length > this.limits.maxBytes / 8) return;
    this.pending.add(key);
    try {
      const [br, gz] = await Promise.all([
        brotli(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length } }),
        gzipAsync(page.body, { level: 6 }),
      ]);
      if (version !== this.version) return;
      this.remove(key);
      const entry: CachedPage = { contentType: page.contentType, inertia: page.inertia, etag: page.etag, identity: page.body, br, gzip: gz, storedAt: Date.now() };
      this.entries.set(key, entry);
      this.bytes += size(entry);
      while (this.entries.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) this.remove(this.entries.keys().next().value!);
    } finally {
      this.pending.delete(key);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private useVersion(version: string) {
    if (version === this.version) return;
    this.entries.clear();
    this.bytes = 0;
    this.version = version;
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= size(entry);
  }
}

const size = (entry: CachedPage) => entry.identity.length + entry.br.length + entry.gzip.length;
