/**
 * The PWA's live connection (decision 0113): one socket per tab to `GET /api/ws` while signed in.
 * A `changed` refetches the queries showing that subject, a notification or an unread count updates
 * the bell, a chat message its thread; pages that wait on staff poll only while the socket is down
 * (`liveFallback`).
 */
import { createLiveClient, liveSocketUrl } from '@app/shared/live-client';
import { connectLiveQueries, fallbackInterval, type SubjectKeys } from '@app/shared/live-queries';
import { API_BASE_URL } from './api-base.ts';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { getUser, subscribeUser } from './session.ts';
import { needsRefresh, refreshToken } from './token-refresh.ts';
import { readToken } from './token-store.ts';
import { pollUnreadWhile, refreshUnreadNotifications, setUnreadNotifications } from './unread-notifications.ts';

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
};

export const live = createLiveClient({
  url: typeof location === 'undefined' ? '' : liveSocketUrl(API_BASE_URL, location),
  async getToken() {
    const token = readToken();
    if (!needsRefresh(token)) return token;
    return refreshToken().catch(() => null);
  },
});

/** `ms` while the socket is not open, else no polling: a `refetchInterval`. */
export function liveFallback(ms: number | false): number | false {
  return fallbackInterval(live, ms);
}

let started = false;

/** Starts the socket for the signed-in user and follows sign-in and sign-out (idempotent). */
export function startLive(): void {
  if (started || typeof WebSocket === 'undefined') return;
  started = true;
  connectLiveQueries(live, queryClient, subjects);
  pollUnreadWhile(() => live.status !== 'open');
  live.on('notification', () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
    void refreshUnreadNotifications();
  });
  live.on('unread', (m) => {
    if (m.notifications !== undefined) setUnreadNotifications(m.notifications);
    if (m.chat !== undefined) void queryClient.invalidateQueries({ queryKey: queryKeys.chatUnread });
  });
  live.on('chat', (m) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.chatThread(m.thread) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.chatList });
    // The "Nhắn tin" buttons' counts (['chat', 'unread', thread]).
    void queryClient.invalidateQueries({ queryKey: queryKeys.chatUnread });
  });
  const follow = () => (getUser() || readToken() ? live.start() : live.stop());
  subscribeUser(follow);
  // A token refreshed in another tab: send it before the old one expires here.
  window.addEventListener('storage', (e) => {
    if (e.key === 'jwt_token') live.reauth();
  });
  window.addEventListener('online', () => live.reauth());
  follow();
}
