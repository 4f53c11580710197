/**
 * The one way the console talks to the API: same origin under `/api`, JSON in and out,
 * `Authorization: Bearer <admin_jwt_token>`. Failures throw `ApiError` whose `message` is what
 * people see: the API's `Message` (messageOf), else `Có lỗi xảy ra`. Any 401 on a signed-in call
 * ends the session, which sends the console back to its login screen.
 */
import { errorMessages, messageOf } from '@app/shared/errors';
import { isExpired, tokenExpiry } from '@app/shared/session-timing';
import { endSession, getToken, startSession } from './session.ts';

export const API_BASE = '/api';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** `false`: no bearer token and a 401 is only an error (login). A string: use this token. */
  auth?: boolean | string;
}

/** A paginated list as every list endpoint answers it (DESIGN.md §5). */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

function urlOf(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

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

/** POST /auth/refresh with the console's refresh cookie; stores the new token. */
export async function refreshSession(): Promise<void> {
  const { token } = await api<{ token: string }>('/auth/refresh', { method: 'POST', auth: false });
  startSession(token);
}

/** Calls `path` (below /api) and returns the parsed JSON body typed as `T` (shapes from the shared contracts). */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, auth = true } = options;
  const token = typeof auth === 'string' ? auth : auth && getToken() ? await currentToken() : null;
  // X-Auth-Client: the API keeps the console's refresh cookie (`rt_console`) apart from the PWA's.
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Auth-Client': 'console' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(urlOf(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      // Same-origin cookies: /auth/refresh reads the console's own refresh cookie (decision 0011).
      credentials: 'same-origin',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(errorMessages['network-request-failed'], 0, 'network-request-failed');
  }

  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null; // an HTML error page from a proxy: fall back to the generic message
  }
  if (response.ok) return data as T;

  const message = messageOf(data);
  const code = data && typeof data === 'object' && 'code' in data ? String(data.code) : null;
  if (response.status === 401 && auth === true) endSession(message);
  throw new ApiError(message, response.status, code);
}

/** Text to show for any thrown value. */
export function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : errorMessages['internal-error'];
}
