import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache, pageEtag } from '../../../server/http/page-cache.ts';

const LIMITS = { maxEntries: 10, maxBytes: 1_000_000, ttlMs: 60_000 };
const page = (text: string) => {
  const identity = Buffer.from(text);
  return { contentType: 'text/html; charset=utf-8', inertia: false, identity, etag: pageEtag(identity) };
};

describe('PageCache', () => {
  it('compresses a kept page once per encoding, when first asked for it', async () => {
    const cache = new PageCache(LIMITS);
    cache.get('v1', 'home');
    cache.put('v1', 'home', page('<p>Coches de ocasión</p>'.repeat(200)));
    const kept = cache.get('v1', 'home')!;
    const [br, again] = await Promise.all([cache.encoded('home', kept, 'br'), cache.encoded('home', kept, 'br')]);
    expect(again).toBe(br);
    expect(brotliDecompressSync(br).equals(kept.identity)).toBe(true);
    expect(gunzipSync(await cache.encoded('home', kept, 'gzip')).equals(kept.identity)).toBe(true);
  });

  it('keeps nothing rendered under a version that has moved on, and drops a version’s pages at the next', () => {
    const cache = new PageCache(LIMITS);
    cache.get('v1', 'home');
    cache.put('v1', 'home', page('a'));
    cache.get('v2', 'home');
    cache.put('v1', 'buscar', page('b'));
    expect(cache.size).toBe(0);
    expect(cache.get('v2', 'buscar')).toBeUndefined();
  });

  it('counts the compressed copies in its byte bound, oldest page out first', async () => {
    const cache = new PageCache({ ...LIMITS, maxBytes: 8_000 });
    cache.get('v1', 'a');
    // 900 bytes that hardly compress: five such pages fit the bound, their compressed copies do not.
    const noisy = (seed: number) => {
      let state = seed + 1;
      const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31);
      return page(Array.from({ length: 900 }, () => String.fromCharCode(33 + (next() % 89))).join(''));
    };
    const keys = ['a', 'b', 'c', 'd', 'e'];
    keys.forEach((key, index) => cache.put('v1', key, noisy(index)));
    expect(cache.size).toBe(5);
    for (const key of keys) {
      const kept = cache.get('v1', key);
      if (!kept) continue;
      await cache.encoded(key, kept, 'br');
      await cache.encoded(key, kept, 'gzip');
    }
    expect(cache.size).toBeLessThan(5);
    expect(cache.get('v1', 'a')).toBeUndefined();
    expect(cache.get('v1', 'e')).toBeDefined();
  });
});
