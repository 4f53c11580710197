/**
 * The console's configuration of the shared typed client (@app/shared/client): same origin under
 * `/api`, JSON in and out, `Authorization: Bearer <admin_jwt_token>` (refreshed first when it has
 * expired), `X-Auth-Client: console` so the API keeps the console's refresh cookie apart from the
 * PWA's. Failures throw `ApiError` whose `message` is what people see: the API's `Message`
 * (messageOf), else `Có lỗi xảy ra`. Any 401 on a signed-in call ends the session, which sends the
 * console back to its login screen; public endpoints (login, refresh, logout) never send the
 * session's token, and a call given its own `token` never ends the session.
 */
import { createApiClient } from '@app/shared/client';
import { authEndpoints } from '@app/shared/contracts/auth.endpoints';
import { isExpired, tokenExpiry } from '@app/shared/session-timing';
import { endSession, getToken, startSession } from './session.ts';

export { ApiError, errorText } from '@app/shared/client';

export const API_BASE = '/api';

let refreshing: Promise<void> | null = null;

/**
 * The session's token, refreshed first when it has expired (staff back after the tab was closed
 * for more than an hour): the console's refresh cookie usually still holds, so no new sign-in.
 * One refresh at a time; if it fails, the stale token goes out and its 401 ends the session.
 */
async function currentToken(): Promise<string | null> {
  const token = getToken();
  // An unreadable token is not ours to judge: send it and let the API answer.
  if (token && tokenExpiry(token) !== null && isExpired(token)) {
    refreshing ??= refreshSession()
      .catch(() => undefined)
      .finally(() => {
        refreshing = null;
      });
    await refreshing;
  }
  return getToken();
}

export const { call } = createApiClient({
  baseUrl: API_BASE,
  headers: { 'X-Auth-Client': 'console' },
  // Same-origin cookies: /auth/refresh reads the console's own refresh cookie (decision 0011).
  credentials: 'same-origin',
  getToken: (endpoint) => (endpoint.access === 'public' || !getToken() ? null : currentToken()),
  onUnauthorized: (error, endpoint) => {
    if (endpoint.access !== 'public') endSession(error.message);
  },
});

/** POST /auth/refresh with the console's refresh cookie; stores the new token. */
export async function refreshSession(): Promise<void> {
  const { token } = await call(authEndpoints.refresh);
  startSession(token);
}
