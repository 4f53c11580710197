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

  it('shares one load among the callers that miss the same key at once', async () => {
    const cache = new InvalidatingCache<number, string>(60_000);
    let loads = 0;
    let release!: (v: string) => void;
    const load = () => {
      loads += 1;
      return new Promise<string>((r) => (release = r));
    };
    const waiting = Array.from({ length: 20 }, () => cache.get(1, load));
    release('v');
    expect(await Promise.all(waiting)).toEqual(Array(20).fill('v'));
    expect(loads).toBe(1);
  });

  it('does not let a caller after an invalidation join the load it overtook', async () => {
    const cache = new InvalidatingCache<number, string>(60_000);
    let release!: (v: string) => void;
    const slow = cache.get(1, () => new Promise<string>((r) => (release = r)));
    cache.invalidate(1);
    const after = cache.get(1, async () => 'fresh');
    release('stale');
    expect(await slow).toBe('stale');
    expect(await after).toBe('fresh');
    expect(await cache.get(1, async () => 'again')).toBe('fresh');
  });

  it('keeps no failed load: the callers that shared it get the error, the next one loads again', async () => {
    const cache = new InvalidatingCache<number, string>(60_000);
    let fail!: (e: Error) => void;
    const load = () => new Promise<string>((_, reject) => (fail = reject));
    const both = [cache.get(1, load), cache.get(1, load)];
    fail(new Error('database down'));
    for (const p of both) await expect(p).rejects.toThrow('database down');
    expect(await cache.get(1, async () => 'back')).toBe('back');
  });
});
