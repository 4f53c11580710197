import { describe, expect, it } from 'vitest';
import { InvalidatingCache } from './invalidating-cache.ts';

describe('InvalidatingCache', () => {
  it('serves a stored value until it is invalidated', async () => {
    const cache = new InvalidatingCache<number, string>(60_000);
    let loads = 0;
    const load = async () => `v${++loads}`;
    expect(await cache.get(1, load)).toBe('v1');
    expect(await cache.get(1, load)).toBe('v1');
    cache.invalidate(1);
    expect(await cache.get(1, load)).toBe('v2');
  });

  it('never stores a load that an invalidation overtook (the stale read is not cached)', async () => {
    const cache = new InvalidatingCache<number, string>(60_000);
    let release!: (v: string) => void;
    const slow = cache.get(1, () => new Promise<string>((r) => (release = r)));
    cache.invalidate(1); // the data changed while the slow read was in flight
    release('stale');
    expect(await slow).toBe('stale'); // its caller gets what it read…
    expect(await cache.get(1, async () => 'fresh')).toBe('fresh'); // …but nobody else does
  });

  it('clear() also discards loads in flight', async () => {
    const cache = new InvalidatingCache<string, number>(60_000);
    let release!: (v: number) => void;
    const slow = cache.get('a', () => new Promise<number>((r) => (release = r)));
    cache.clear();
    release(1);
    await slow;
    expect(await cache.get('a', async () => 2)).toBe(2);
  });

  it('expires entries after the TTL', async () => {
    const cache = new InvalidatingCache<number, number>(0);
    let n = 0;
    await cache.get(1, async () => ++n);
    expect(await cache.get(1, async () => ++n)).toBe(2);
  });
});
