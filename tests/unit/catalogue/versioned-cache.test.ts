import { describe, expect, it } from 'vitest';
import { VersionedCache } from '../../../server/features/catalogue/versioned-cache.ts';

describe('VersionedCache', () => {
  it('computes a key once per version and shares a pending computation', async () => {
    const cache = new VersionedCache<number>(10);
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get('1', 'k', load), cache.get('1', 'k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    expect(await cache.get('1', 'other', load)).toBe(2);
    expect(await cache.get('2', 'k', load)).toBe(3);
    expect(await cache.get('2', 'k', load)).toBe(3);
  });

  it('does not cache without a version, nor a failure', async () => {
    const cache = new VersionedCache<number>(10);
    let loads = 0;
    expect(await cache.get(null, 'k', async () => ++loads)).toBe(1);
    expect(await cache.get(null, 'k', async () => ++loads)).toBe(2);
    await expect(cache.get('1', 'k', () => Promise.reject(new Error('caída')))).rejects.toThrow('caída');
    expect(await cache.get('1', 'k', async () => 7)).toBe(7);
  });

  it('drops the oldest entry past its size', async () => {
    const cache = new VersionedCache<string>(2);
    await cache.get('1', 'a', async () => 'a1');
    await cache.get('1', 'b', async () => 'b1');
    await cache.get('1', 'c', async () => 'c1');
    expect(await cache.get('1', 'a', async () => 'a2')).toBe('a2');
    expect(await cache.get('1', 'c', async () => 'c2')).toBe('c1');
  });
});
