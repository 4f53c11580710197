/**
 * Waiting for a recharge to be approved (decision 0037): while one of the customer's recharges is pending,
 * the list is checked every PENDING_POLL_MS (only while the tab is visible: TanStack's
 * refetchIntervalInBackground stays off), and at once when she comes back to the tab, typically from
 * her banking app (`visibilitychange` to visible, or window `focus`). A recharge seen pending and then
 * approved has arrived: the balance (`queryKeys.currentUser`) and the wallet lines are refetched, and
 * the caller is told, to say so.
 */
import type { Recharge } from '@app/shared/contracts/wallet';
import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { liveFallback } from '../../../lib/live.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { rechargesQuery } from './wallet.ts';

/** Short enough that the money shows while she is still looking, long enough for 2 cores (decision 0037). */
export const PENDING_POLL_MS = 5_000;

type Pages = InfiniteData<{ items: Recharge[] }, unknown>;

const itemsOf = (data: Pages | undefined) => data?.pages.flatMap((p) => p.items) ?? [];

/** The list's refetch interval: PENDING_POLL_MS while any loaded recharge is pending, else none. */
export function pendingPollMs(data: Pages | undefined): number | false {
  return itemsOf(data).some((r) => r.status === 'pending') ? PENDING_POLL_MS : false;
}

/** The amount the wallet received for an approved recharge. */
export function creditedVnd(r: Recharge): number {
  return r.receivedVnd ?? r.amountVnd;
}

/**
 * The recharges that arrived while this screen was open (newest last), and `latest(r)`: the list's
 * current copy of a recharge shown elsewhere on the screen, so its status follows.
 */
export function useRechargeWatch(onArrive?: (r: Recharge) => void) {
  const queryClient = useQueryClient();
  const list = useInfiniteQuery({
    ...rechargesQuery,
    refetchInterval: (query) => liveFallback(pendingPollMs(query.state.data)),
  });
  const items = itemsOf(list.data);
  const pendingIds = useRef<Set<number> | null>(null);
  const [arrived, setArrived] = useState<Recharge[]>([]);
  const onArriveRef = useRef(onArrive);
  onArriveRef.current = onArrive;

  const hasPending = items.some((r) => r.status === 'pending');
  const { refetch } = list;
  useEffect(() => {
    if (!hasPending) return;
    const check = () => {
      if (document.visibilityState === 'visible') void refetch({ cancelRefetch: false });
    };
    document.addEventListener('visibilitychange', check);
    window.addEventListener('focus', check);
    return () => {
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('focus', check);
    };
  }, [hasPending, refetch]);

  useEffect(() => {
    if (!list.data) return;
    const now = itemsOf(list.data);
    const before = pendingIds.current;
    pendingIds.current = new Set(now.filter((r) => r.status === 'pending').map((r) => r.id));
    if (!before) return; // the first look only sets what is pending
    const landed = now.filter((r) => r.status === 'approved' && before.has(r.id));
    if (landed.length === 0) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
    void queryClient.invalidateQueries({ queryKey: ['transactions'] });
    setArrived((prev) => [...prev, ...landed]);
    for (const r of landed) onArriveRef.current?.(r);
  }, [list.data, queryClient]);

  const latest = (r: Recharge) => items.find((i) => i.id === r.id) ?? r;
  return { arrived, latest };
}
