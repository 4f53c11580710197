/**
 * The one HTTP client of the PWA (SPEC.md §6–§8).
 * - Base URL: `VITE_API_BASE_URL` (SPEC's API_BASE_URL), default `/api` (same origin).
 * - Sends `Authorization: Bearer <jwt_token>` when a token is stored, JSON bodies, cookies
 *   (the refresh cookie lives on /api/auth).
 * - Failures throw `ApiError(status, code, message)`; message is the body's `Message`, else
 *   'Có lỗi xảy ra'. Network failure or timeout → status 0, code `network-request-failed`.
 * - Any 401 (except on /auth/* calls, whose 401 means "wrong credentials") calls the handler the
 *   session module registers with `onUnauthorized`, which clears the session and goes to login.
 */
import { errorMessages, messageOf } from '@app/shared/errors';
import { readToken } from './token-store.ts';

export class ApiError extends Error {
  constructor(
    public status: number,
    public code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

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

export interface ApiInit {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Calls `API_BASE_URL + path` and returns the parsed JSON answer (undefined for an empty body). */
export async function api<T>(path: string, init: ApiInit = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (init.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  const timeout = AbortSignal.timeout(timeoutMs());
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await fetch(API_BASE_URL + path, {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal,
      credentials: 'include',
    });
  } catch (err) {
    if (init.signal?.aborted) throw err; // the caller cancelled: not a network failure
    throw new ApiError(0, 'network-request-failed', errorMessages['network-request-failed']);
  }
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!res.ok) {
    if (res.status === 401 && !path.startsWith('/auth/')) unauthorizedHandler?.();
    const code = data && typeof data === 'object' && 'code' in data ? String(data.code) : `http-${res.status}`;
    throw new ApiError(res.status, code, messageOf(data));
  }
  return data as T;
}

/** Vietnamese text for any thrown value: the ApiError's message, else 'Có lỗi xảy ra'. */
export function errorText(err: unknown): string {
  return err instanceof ApiError ? err.message : errorMessages['internal-error'];
}
