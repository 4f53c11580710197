/**
 * Keeps the PWA's access token fresh (DESIGN.md §5, SPEC.md §9, decision 0020):
 * - timing on the server's clock (@app/shared/session-timing with the offset token-store measured):
 *   refresh 5 min before `exp`, back-off 30 s doubling to 16 min, at most one attempt per step
 *   even when the device clock is hours off;
 * - one refresh for all tabs (@app/shared/tab-refresh: Web Locks, else a storage lease);
 * - POST /auth/refresh carries only the HttpOnly refresh cookie, never the (stale) bearer token.
 * Failures throw `ApiError`: status 401 means the refresh cookie was refused (the session is over);
 * status 0 or 5xx/429 mean "try again later" and keep the session.
 */
import { createApiClient } from '@app/shared/client';
import { authEndpoints } from '@app/shared/contracts/auth.endpoints';
import { createRefreshScheduler, isExpired, tokenExpiry } from '@app/shared/session-timing';
import { browserLocks, browserStorage, createTabRefresh } from '@app/shared/tab-refresh';
import { API_BASE_URL, timeoutMs } from './api-base.ts';
import { readClockOffset, readToken, writeToken } from './token-store.ts';

export { isExpired, tokenExpiry } from '@app/shared/session-timing';

/** A client of its own for the refresh call: no bearer token, no 401 handler. */
const refreshClient = createApiClient({
  baseUrl: API_BASE_URL,
  getToken: () => null,
  timeoutMs,
  credentials: 'include',
});

/** True when `token` is expired (30 s margin) on the server's clock. */
export function isStale(token: string | null, now = Date.now()): boolean {
  return isExpired(token, now, readClockOffset());
}

/** True when `token` is a readable JWT that is stale: an unreadable one is the API's to judge. */
export function needsRefresh(token: string | null): token is string {
  return token !== null && tokenExpiry(token) !== null && isStale(token);
}

const refreshAcrossTabs = createTabRefresh({
  name: 'jwt_token-refresh',
  readToken,
  isFresh: (token) => !isStale(token),
  async refresh() {
    const { token } = await refreshClient.call(authEndpoints.refresh);
    writeToken(token);
    return token;
  },
  locks: browserLocks(),
  storage: browserStorage(),
});

/** A fresh token: another tab's if it refreshed meanwhile, else POST /auth/refresh (stored). Throws ApiError. */
export function refreshToken(): Promise<string> {
  return refreshAcrossTabs(readToken());
}

const scheduler = createRefreshScheduler({ readToken, refresh: refreshToken, clockOffset: readClockOffset });

/** (Re)arms the timer for the stored token; nothing happens without a token. */
export const startTokenRefresh = scheduler.start;
export const stopTokenRefresh = scheduler.stop;
