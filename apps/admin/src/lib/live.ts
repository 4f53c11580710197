/**
 * The console's live connection (decision 0113): one socket per tab to `GET /api/ws` while signed in.
 * Staff hear every `changed` of the queues (the `staff` topic): the lists and the menu counts showing
 * that subject refetch; notifications and unread counts update the bell, chat messages the threads.
 * Queues poll only while the socket is down (`liveFallback`).
 */
import { createLiveClient, liveSocketUrl } from '@app/shared/live-client';
import { connectLiveQueries, fallbackInterval, type SubjectKeys } from '@app/shared/live-queries';
import { isExpired, tokenExpiry } from '@app/shared/session-timing';
import type { QueryClient } from '@tanstack/react-query';
import { API_BASE, refreshSession } from './api-client.ts';
import { queryKeys } from './query-keys.ts';
import { getClockOffset, getToken, onSessionChange, TOKEN_KEY } from './session.ts';

const k = queryKeys;
/** What each subject's change refetches (the menu counts with every queue). */
const subjects: SubjectKeys = {
  purchase_order: [k.orders, k.parcels, k.staffCounts],
  recharge: [k.recharges, k.staffCounts],
  parcel: [k.parcels, k.orders, k.deliveries, k.bags, k.consignments],
  parcel_claim: [k.parcels],
  bag: [k.bags, k.parcels],
  consignment_order: [k.consignments, k.staffCounts],
  delivery_request: [k.deliveries, k.parcels, k.staffCounts],
  withdrawal: [k.withdrawals, k.staffCounts],
  complaint: [k.complaints, k.staffCounts],
  adjustment: [k.adjustments, k.staffCounts],
  bank_transfer: [k.bankTransfers, k.recharges, k.staffCounts],
  pay_on_behalf_order: [k.payOnBehalf, k.staffCounts],
  refund_request: [k.payOnBehalf, k.staffCounts],
  taobao_global_order: [k.taobaoGlobal],
  wallet: [k.customers],
};

export const live = createLiveClient({
  url: typeof location === 'undefined' ? '' : liveSocketUrl(API_BASE, location),
  async getToken() {
    const token = getToken();
    if (token && tokenExpiry(token) !== null && isExpired(token, Date.now(), getClockOffset()))
      return refreshSession()
        .then(getToken)
        .catch(() => null);
    return token;
  },
});

/** `ms` while the socket is not open, else no polling: a `refetchInterval`. */
export function liveFallback(ms: number | false): number | false {
  return fallbackInterval(live, ms);
}

/** Connects `queryClient` to the socket and follows sign-in and sign-out; returns the stop. */
export function startLive(queryClient: QueryClient): () => void {
  if (typeof WebSocket === 'undefined') return () => {};
  const offs = [
    connectLiveQueries(live, queryClient, subjects),
    live.on('notification', () => void queryClient.invalidateQueries({ queryKey: k.notifications })),
    live.on('unread', (m) => {
      // The bell's query holds the endpoint's answer, `{ count }`.
      if (m.notifications !== undefined) queryClient.setQueryData(k.notificationUnread, { count: m.notifications });
      if (m.chat !== undefined) void queryClient.invalidateQueries({ queryKey: k.chatUnread });
    }),
    live.on('chat', (m) => {
      void queryClient.invalidateQueries({ queryKey: k.chatThread(m.thread) });
      void queryClient.invalidateQueries({ queryKey: [...k.chat, 'list'] });
    }),
    onSessionChange((s) => {
      if (!s.token) return live.stop();
      live.start();
      live.reauth();
    }),
  ];
  const onStorage = (e: StorageEvent) => e.key === TOKEN_KEY && live.reauth();
  const onOnline = () => live.reauth();
  window.addEventListener('storage', onStorage);
  window.addEventListener('online', onOnline);
  if (getToken()) live.start();
  return () => {
    for (const off of offs) off();
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('online', onOnline);
    live.stop();
  };
}
