import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One rendered public page, as every visitor without a session gets it. */
export interface CachedPage {
  contentType: string;
  inertia: boolean;
  etag: string;
  identity: Buffer;
  storedAt: number;
}

export type PageEncoding = 'br' | 'gzip';

export interface PageCacheLimits {
  maxEntries: number;
  maxBytes: number;
  /** Pages may show the time (a car's days in stock, the year): none is kept longer. */
  ttlMs: number;
}

/** A weak validator: the same page in brotli, gzip or plain is the same representation. */
export const pageEtag = (body: Buffer) => `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

const COMPRESS: Record<PageEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipAsync(body, { level: 6 }),
};

interface Entry {
  page: CachedPage;
  /** Each encoding, compressed with Node's zlib the first time a browser asks for it. */
  encoded: Partial<Record<PageEncoding, Promise<Buffer>>>;
  bytes: number;
}

/**
 * The anonymous page cache's store: rendered pages by key, valid for one catalogue version (the
 * first lookup with a new version drops every page of the old one). A page is compressed once
 * per encoding, when a browser first asks for it, so a hit costs no compression and a page
 * nobody asks for again costs none at all. Bounded in entries and bytes, oldest out first, and
 * by age.
 */
export class PageCache {
  private version: string | null = null;
  private bytes = 0;
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly limits: PageCacheLimits) {}

  get(version: string, key: string): CachedPage | undefined {
    this.useVersion(version);
    const entry = this.entries.get(key);
    if (entry && Date.now() - entry.page.storedAt > this.limits.ttlMs) {
      this.remove(key);
      return undefined;
    }
    return entry?.page;
  }

  /** Keeps a freshly rendered page, unless the version moved on while it was rendered. */
  put(version: string, key: string, page: Omit<CachedPage, 'storedAt'>): void {
    if (version !== this.version || page.identity.length > this.limits.maxBytes / 8) return;
    this.remove(key);
    this.entries.set(key, { page: { ...page, storedAt: Date.now() }, encoded: {}, bytes: page.identity.length });
    this.grow(page.identity.length);
  }

  /** The kept page's body in `encoding`; a page no longer kept is compressed for this answer only. */
  encoded(key: string, page: CachedPage, encoding: PageEncoding): Promise<Buffer> {
    const entry = this.entries.get(key);
    if (!entry || entry.page !== page) return COMPRESS[encoding](page.identity);
    const kept = entry.encoded[encoding];
    if (kept) return kept;
    const pending = COMPRESS[encoding](page.identity);
    entry.encoded[encoding] = pending;
    pending.then(
      (body) => {
        if (this.entries.get(key) !== entry) return;
        entry.bytes += body.length;
        this.grow(body.length);
      },
      () => {
        if (entry.encoded[encoding] === pending) delete entry.encoded[encoding];
      },
    );
    return pending;
  }

  get size(): number {
    return this.entries.size;
  }

  private grow(bytes: number) {
    this.bytes += bytes;
    while (this.entries.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) this.remove(this.entries.keys().next().value!);
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
    this.bytes -= entry.bytes;
  }
}
