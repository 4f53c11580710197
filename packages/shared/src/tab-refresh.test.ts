/**
 * One refresh for several tabs (decision 0020). Tabs are played by several
 * `createTabRefresh` instances sharing a token store, a lock manager (Web Locks) or a lease storage
 * (the fallback); the network refresh takes 50 ms of fake time.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTabRefresh, type LockManagerLike } from './tab-refresh.ts';

/** An exclusive lock per name, like navigator.locks.request(name, options, cb). */
function fakeLocks(): LockManagerLike {
  const tails = new Map<string, Promise<unknown>>();
  const held = new Map<string, number>();
  return {
    request<T>(name: string, options: { ifAvailable?: boolean }, cb: (lock: object | null) => Promise<T>): Promise<T> {
      if (options.ifAvailable && (held.get(name) ?? 0) > 0) return cb(null);
      held.set(name, (held.get(name) ?? 0) + 1);
      const prev = tails.get(name) ?? Promise.resolve();
      const granted = () => cb({}).finally(() => held.set(name, (held.get(name) ?? 1) - 1));
      const run = prev.then(granted, granted);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

let shared: { token: string; serial: number };
let requests: number;
let fail: boolean;

/** One tab: reads the shared token; its network refresh issues `fresh-<n>` after 50 ms. */
function tab(extra: { locks?: LockManagerLike | null; storage?: ReturnType<typeof memoryStorage> | null }) {
  return createTabRefresh({
    name: 'jwt_token-refresh',
    readToken: () => shared.token,
    isFresh: (t) => t.startsWith('fresh-'),
    async refresh() {
      requests += 1;
      await new Promise((r) => setTimeout(r, 50));
      if (fail) throw new Error('offline');
      shared.serial += 1;
      shared.token = `fresh-${shared.serial}`;
      return shared.token;
    },
    ...extra,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  shared = { token: 'stale-0', serial: 0 };
  requests = 0;
  fail = false;
});
afterEach(() => vi.useRealTimers());

describe('tab refresh', () => {
  it('Web Locks: two tabs refreshing at once send one request and both get its token', async () => {
    const locks = fakeLocks();
    const a = tab({ locks });
    const b = tab({ locks });
    const both = Promise.all([a('stale-0'), b('stale-0')]);
    await vi.advanceTimersByTimeAsync(200);
    expect(await both).toEqual(['fresh-1', 'fresh-1']);
    expect(requests).toBe(1);
  });

  it('in one tab, concurrent callers share one request', async () => {
    const a = tab({ locks: null, storage: null });
    const all = Promise.all([a('stale-0'), a('stale-0'), a('stale-0')]);
    await vi.advanceTimersByTimeAsync(200);
    expect(await all).toEqual(['fresh-1', 'fresh-1', 'fresh-1']);
    expect(requests).toBe(1);
  });

  it('without Web Locks: the storage lease makes the second tab wait for the first one', async () => {
    const storage = memoryStorage();
    const a = tab({ storage });
    const b = tab({ storage });
    const first = a('stale-0');
    await vi.advanceTimersByTimeAsync(10);
    const second = b('stale-0');
    await vi.advanceTimersByTimeAsync(500);
    expect([await first, await second]).toEqual(['fresh-1', 'fresh-1']);
    expect(requests).toBe(1);
    expect(storage.getItem('jwt_token-refresh:lease')).toBeNull(); // released
  });

  it('a lease left by a closed tab is honoured only until it ends', async () => {
    const storage = memoryStorage();
    storage.setItem('jwt_token-refresh:lease', String(Date.now() + 1_000));
    const a = tab({ storage });
    const got = a('stale-0');
    await vi.advanceTimersByTimeAsync(900);
    expect(requests).toBe(0);
    await vi.advanceTimersByTimeAsync(300);
    expect(await got).toBe('fresh-1');
    expect(requests).toBe(1);
  });

  it('a failed refresh rejects every waiter, releases the lock, and the next call tries again', async () => {
    const locks = fakeLocks();
    const a = tab({ locks });
    const b = tab({ locks });
    fail = true;
    const results = Promise.allSettled([a('stale-0'), b('stale-0')]);
    await vi.advanceTimersByTimeAsync(1_200);
    expect((await results).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(requests).toBe(2); // b found no fresh token after a's failure: it tried itself
    fail = false;
    const again = a('stale-0');
    await vi.advanceTimersByTimeAsync(100);
    expect(await again).toBe('fresh-1');
  });

  it('Web Locks: a tab that waited for the lock takes the token even when storage reaches it late', async () => {
    const locks = fakeLocks();
    const a = tab({ locks });
    // b sees what a stored only 300 ms after it was stored (localStorage between processes).
    let storedAt = Number.POSITIVE_INFINITY;
    let seenByB = 'stale-0';
    const b = createTabRefresh({
      name: 'jwt_token-refresh',
      readToken: () => (Date.now() >= storedAt + 300 ? shared.token : seenByB),
      isFresh: (t) => t.startsWith('fresh-'),
      async refresh() {
        requests += 1;
        return 'fresh-from-b';
      },
      locks,
    });
    const first = a('stale-0');
    await vi.advanceTimersByTimeAsync(10);
    const second = b('stale-0');
    await vi.advanceTimersByTimeAsync(50);
    storedAt = Date.now();
    seenByB = 'stale-0';
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await first).toBe('fresh-1');
    expect(await second).toBe('fresh-1');
    expect(requests).toBe(1);
  });
});
