/**
 * The PWA's one live socket (decision 0113) without TanStack Query: the tab bar starts it on every
 * page of the default layout, light pages (home, profile) included, so the bell's count arrives as
 * it changes everywhere; lib/live.ts adds the feature pages' query refreshes on the same socket.
 * Follows sign-in and sign-out; a token refreshed in another tab or a network back online re-sends
 * `auth`. While it is open the bell's interval polling stops (lib/unread-notifications.ts).
 */
import { createLiveClient, liveSocketUrl } from '@app/shared/live-client';
import { API_BASE_URL } from './api-base.ts';
import { getUser, subscribeUser } from './session.ts';
import { needsRefresh, refreshToken } from './token-refresh.ts';
import { readToken } from './token-store.ts';
import { pollUnreadWhile, refreshUnreadNotifications, setUnreadNotifications } from './unread-notifications.ts';

export const live = createLiveClient({
  url: typeof location === 'undefined' ? '' : liveSocketUrl(API_BASE_URL, location),
  async getToken() {
    const token = readToken();
    if (!needsRefresh(token)) return token;
    return refreshToken().catch(() => null);
  },
});

let started = false;

/** Starts the socket for the signed-in user and follows sign-in and sign-out (idempotent). */
export function startLiveSocket(): void {
  if (started || typeof WebSocket === 'undefined') return;
  started = true;
  pollUnreadWhile(() => live.status !== 'open');
  live.on('notification', () => void refreshUnreadNotifications());
  live.on('unread', (m) => {
    if (m.notifications !== undefined) setUnreadNotifications(m.notifications);
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
