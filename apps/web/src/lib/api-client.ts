/**
 * The PWA's configuration of the shared typed client (@app/shared/client, SPEC.md §6–§8):
 * `call(endpoint, { params, query, body, signal })` with the endpoints of @app/shared/contracts.
 * - Base URL: `VITE_API_BASE_URL` (SPEC's API_BASE_URL), default `/api` (same origin).
 * - Sends `Authorization: Bearer <jwt_token>` when a token is stored, JSON bodies, cookies
 *   (the refresh cookie lives on /api/auth).
 * - Failures throw `ApiError(status, code, message)`; message is the body's `Message`, else
 *   'Có lỗi xảy ra'. Network failure or timeout → status 0, code `network-request-failed`.
 * - Any 401 (except on /auth/* calls, whose 401 means "wrong credentials") calls the handler the
 *   session module registers with `onUnauthorized`, which clears the session and goes to login.
 */
import { createApiClient } from '@app/shared/client';
import { readToken } from './token-store.ts';

export { ApiError, errorText } from '@app/shared/client';

export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '/api';

let unauthorizedHandler: (() => void) | null = null;

/** Registers what a 401 does (the app shell: clear token and user, go to /auth/login). Returns an unregister function. */
export function onUnauthorized(handler: () => void): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

/** SPEC.md §9: network timeout 30 s on desktop, 60 s on mobile, at most 5 s when offline. */
function timeoutMs(): number {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 5_000;
  const mobile = typeof navigator !== 'undefined' && /Mobi|Android|iPhone/i.test(navigator.userAgent);
  return mobile ? 60_000 : 30_000;
}

export const { call } = createApiClient({
  baseUrl: API_BASE_URL,
  getToken: readToken,
  onUnauthorized: (_error, endpoint) => {
    if (!endpoint.path.startsWith('/auth/')) unauthorizedHandler?.();
  },
  timeoutMs,
  credentials: 'include',
});
