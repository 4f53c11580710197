/**
 * The PWA's configuration of the shared typed client (@app/shared/client, SPEC.md §6–§8):
 * `call(endpoint, { params, query, body, signal })` with the endpoints of @app/shared/contracts.
 * - Base URL: `VITE_API_BASE_URL` (SPEC's API_BASE_URL), default `/api` (same origin).
 * - Sends `Authorization: Bearer <jwt_token>` on signed-in calls, refreshing the token first when
 *   it has expired on the server's clock (a customer back after a day stays signed in; one refresh
 *   for all tabs, lib/token-refresh.ts). Public calls (/auth/*) never send a stale token: logout
 *   sends it only while it is valid (else the API revokes the session by its refresh cookie).
 * - Failures throw `ApiError(status, code, message)`; message is the body's `Message`, else
 *   'Có lỗi xảy ra'. Network failure or timeout → status 0, code `network-request-failed`.
 * - A 401 on a signed-in call, or a refused refresh, calls the handler the app shell registers
 *   with `onUnauthorized` (clears the session, goes to login saying the session expired). A 401
 *   on /auth/* means "wrong credentials" and calls nothing. Network errors and 5xx never do.
 */
import { ApiError, createApiClient } from '@app/shared/client';
import { authEndpoints } from '@app/shared/contracts/auth.endpoints';
import type { Endpoint } from '@app/shared/contracts/endpoint';
import { API_BASE_URL, timeoutMs } from './api-base.ts';
import { isStale, needsRefresh, refreshToken } from './token-refresh.ts';
import { readToken } from './token-store.ts';

export { ApiError, errorText } from '@app/shared/client';
export { API_BASE_URL } from './api-base.ts';

let unauthorizedHandler: (() => void) | null = null;

/** Registers what a 401 does (the app shell: clear token and user, go to /auth/login). Returns an unregister function. */
export function onUnauthorized(handler: () => void): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

/**
 * The stored token, refreshed first when it has expired. A refused refresh (401) ends the session
 * through the 401 handler and throws; any other refresh failure throws as is (offline, 5xx), so the
 * call fails like the network did and the session stays.
 */
export async function currentToken(): Promise<string | null> {
  const token = readToken();
  if (!needsRefresh(token)) return token;
  try {
    return await refreshToken();
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) unauthorizedHandler?.();
    throw err;
  }
}

function tokenFor(endpoint: Endpoint): string | null | Promise<string | null> {
  if (endpoint === authEndpoints.logout) {
    const token = readToken();
    return token && !isStale(token) ? token : null;
  }
  return endpoint.access === 'public' ? null : currentToken();
}

export const { call } = createApiClient({
  baseUrl: API_BASE_URL,
  getToken: tokenFor,
  onUnauthorized: (_error, endpoint) => {
    if (endpoint.access !== 'public') unauthorizedHandler?.();
  },
  timeoutMs,
  credentials: 'include',
});
