import { afterEach, describe, expect, it, vi } from 'vitest';
import { VersionedCache } from '../../../server/core/versioned-cache.ts';

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

describe('VersionedCache options', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads an entry again once it is older than maxAgeMs, within one version', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') });
    const cache = new VersionedCache<number>(1, { maxAgeMs: 30_000 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('1', 'k', load)).toBe(1);
    vi.advanceTimersByTime(29_999);
    expect(await cache.get('1', 'k', load)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await cache.get('1', 'k', load)).toBe(2);
  });

  it('answers the last value read while reads fail, without keeping the failure', async () => {
    const cache = new VersionedCache<string>(1, { keepLastOnError: true });
    const down = () => Promise.reject(new Error('caída'));
    await expect(cache.get('1', 'k', down)).rejects.toThrow('caída');
    expect(await cache.get('1', 'k', async () => 'leído')).toBe('leído');
    expect(await cache.get('2', 'k', down)).toBe('leído');
    expect(await cache.get('2', 'k', async () => 'nuevo')).toBe('nuevo');
  });

  it('reads again after clear()', async () => {
    const cache = new VersionedCache<number>(1);
    let loads = 0;
    await cache.get('1', 'k', async () => ++loads);
    cache.clear();
    expect(await cache.get('1', 'k', async () => ++loads)).toBe(2);
  });
});
