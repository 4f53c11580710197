/**
 * The PWA's live connection (decision 0113): one socket per tab to `GET /api/ws` while signed in.
 * A `changed` refetches the queries showing that subject, a notification or an unread count updates
 * the bell, a chat message its thread; pages that wait on staff poll only while the socket is down
 * (`liveFallback`).
 */
import { connectLiveQueries, fallbackInterval, type SubjectKeys } from '@app/shared/live-queries';
import { live, startLiveSocket } from './live-socket.ts';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

export { live };

/** What each subject's change refetches. */
const subjects: SubjectKeys = {
  purchase_order: [queryKeys.orders, queryKeys.parcels],
  parcel: [queryKeys.parcels, queryKeys.orders, queryKeys.deliveries, queryKeys.consignments],
  parcel_claim: [queryKeys.parcels],
  recharge: [queryKeys.recharges],
  wallet: [queryKeys.currentUser, queryKeys.transactions],
  withdrawal: [queryKeys.withdrawals],
  delivery_request: [queryKeys.deliveries, queryKeys.parcels],
  consignment_order: [queryKeys.consignments],
  complaint: [queryKeys.complaints],
  adjustment: [queryKeys.transactions],
  pay_on_behalf_order: [queryKeys.pobOrders, queryKeys.agency, queryKeys.taobaoGlobal],
  refund_request: [queryKeys.pobOrders, queryKeys.taobaoGlobal],
  commission_entry: [queryKeys.agency],
  taobao_global_order: [queryKeys.taobaoGlobal],
};

/** `ms` while the socket is not open, else no polling: a `refetchInterval`. */
export function liveFallback(ms: number | false): number | false {
  return fallbackInterval(live, ms);
}

let started = false;

/**
 * Starts the socket if the tab bar has not yet (lib/live-socket.ts) and lets its messages refresh
 * the feature pages' queries (idempotent).
 */
export function startLive(): void {
  if (started || typeof WebSocket === 'undefined') return;
  started = true;
  startLiveSocket();
  connectLiveQueries(live, queryClient, subjects);
  live.on('notification', () => void queryClient.invalidateQueries({ queryKey: queryKeys.notifications }));
  live.on('unread', (m) => {
    if (m.chat !== undefined) void queryClient.invalidateQueries({ queryKey: queryKeys.chatUnread });
  });
  live.on('chat', (m) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.chatThread(m.thread) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.chatList });
    // The "Nhắn tin" buttons' counts (['chat', 'unread', thread]).
    void queryClient.invalidateQueries({ queryKey: queryKeys.chatUnread });
  });
}
