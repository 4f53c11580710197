import { describe, expect, it, vi } from 'vitest';
import type { LiveServerMessage } from './live.ts';
import type { LiveClient, LiveStatus } from './live-client.ts';
import { connectLiveQueries, fallbackInterval } from './live-queries.ts';

function fakeLive() {
  const handlers = new Map<string, Set<(m: LiveServerMessage) => void>>();
  const ready = new Set<() => void>();
  const statusFns = new Set<(s: LiveStatus) => void>();
  const live = {
    status: 'closed' as LiveStatus,
    on: (type: string, fn: (m: LiveServerMessage) => void) => {
      const set = handlers.get(type) ?? new Set();
      set.add(fn);
      handlers.set(type, set);
      return () => set.delete(fn);
    },
    onReady: (fn: () => void) => {
      ready.add(fn);
      return () => ready.delete(fn);
    },
    onStatus: (fn: (s: LiveStatus) => void) => {
      statusFns.add(fn);
      return () => statusFns.delete(fn);
    },
  };
  return {
    live: live as unknown as LiveClient & { status: LiveStatus },
    emit: (m: LiveServerMessage) => {
      for (const fn of handlers.get(m.type) ?? []) fn(m);
    },
    ready: () => {
      for (const fn of ready) fn();
    },
    status: (s: LiveStatus) => {
      live.status = s;
      for (const fn of statusFns) fn(s);
    },
  };
}

describe('live queries', () => {
  it('refetches the keys of a changed subject once per burst, and everything on a reconnect', async () => {
    vi.useFakeTimers();
    const observer = { options: { a: 1 }, setOptions: vi.fn() };
    const client = {
      invalidateQueries: vi.fn(async () => {}),
      getQueryCache: () => ({ getAll: () => [{ observers: [observer] }] }),
    };
    const f = fakeLive();
    connectLiveQueries(f.live, client, { parcel: [['parcels'], ['orders']], wallet: [['currentUser']] });
    for (let i = 0; i < 10; i++) f.emit({ type: 'changed', subject: 'parcel', id: i });
    f.emit({ type: 'changed', subject: 'unknown', id: 1 });
    await vi.advanceTimersByTimeAsync(50);
    expect(client.invalidateQueries.mock.calls).toEqual([[{ queryKey: ['parcels'] }], [{ queryKey: ['orders'] }]]);
    f.ready();
    expect(client.invalidateQueries).toHaveBeenCalledTimes(2); // the first ready: the page has just loaded
    f.ready();
    expect(client.invalidateQueries).toHaveBeenLastCalledWith();
    f.status('open');
    expect(observer.setOptions).toHaveBeenCalledWith({ a: 1 });
    vi.useRealTimers();
  });

  it('polls only while the socket is not open', () => {
    expect(fallbackInterval({ status: 'open' }, 30_000)).toBe(false);
    expect(fallbackInterval({ status: 'connecting' }, 30_000)).toBe(30_000);
    expect(fallbackInterval({ status: 'closed' }, false)).toBe(false);
  });
});
