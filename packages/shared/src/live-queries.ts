/**
 * What the live connection does to a TanStack Query cache, in both front ends (decision 0113):
 * - `{ type: 'changed', subject }` invalidates the query keys the app maps that subject to (active
 *   queries refetch at once, the others when next shown), each key once per 50 ms burst;
 * - every `ready` after the first refetches the active queries (what was sent while the socket was
 *   down is lost: PostgreSQL is the truth);
 * - `fallbackInterval(ms)` is a `refetchInterval` that polls only while the socket is not open, and
 *   each change of the socket's status re-arms the intervals of the mounted queries.
 * Typed structurally, so @app/shared needs no TanStack dependency.
 */
import type { LiveClient } from './live-client.ts';

type Key = readonly unknown[];

interface ObserverLike {
  options: unknown;
  setOptions(options: never): void;
}

/** The part of TanStack's QueryClient used here. */
export interface QueryClientLike {
  invalidateQueries(filters?: { queryKey?: Key }): Promise<unknown>;
  getQueryCache(): { getAll(): Array<{ observers: readonly unknown[] }> };
}

/** Subject (`purchase_order`, `wallet`…) → the key prefixes of the queries showing it. */
export type SubjectKeys = Record<string, readonly Key[]>;

export function connectLiveQueries(
  live: LiveClient,
  client: QueryClientLike,
  subjects: SubjectKeys,
  batchMs = 50,
): () => void {
  let readyBefore = false;
  // A burst (a delivery request moves its parcels one by one) refetches each key once, not once per message.
  const due = new Map<string, Key>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    const keys = [...due.values()];
    due.clear();
    for (const queryKey of keys) void client.invalidateQueries({ queryKey });
  };
  const offs = [
    live.on('changed', (m) => {
      for (const queryKey of subjects[m.subject] ?? []) due.set(JSON.stringify(queryKey), queryKey);
      timer ??= setTimeout(flush, batchMs);
    }),
    live.onReady(() => {
      if (readyBefore) void client.invalidateQueries();
      readyBefore = true;
    }),
    live.onStatus(() => {
      // refetchInterval functions are read again when the observer's options are set.
      for (const query of client.getQueryCache().getAll())
        for (const o of query.observers as ObserverLike[]) o.setOptions(o.options as never);
    }),
  ];
  return () => {
    if (timer) clearTimeout(timer);
    for (const off of offs) off();
  };
}

/**
 * A `refetchInterval` for pages that wait on someone else: `ms` (or what `ms` computes) while the
 * live socket is not open, none while it is (the socket's `changed` refetches instead).
 */
export function fallbackInterval(live: Pick<LiveClient, 'status'>, ms: number | false): number | false {
  return live.status === 'open' ? false : ms;
}
