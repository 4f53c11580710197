/**
 * The console's configuration of the shared typed client (@app/shared/client): same origin under
 * `/api`, JSON in and out, `Authorization: Bearer <admin_jwt_token>` (refreshed first when it has
 * expired), `X-Auth-Client: console` so the API keeps the console's refresh cookie apart from the
 * PWA's. Failures throw `ApiError` whose `message` is what people see: the API's `Message`
 * (messageOf), else `Có lỗi xảy ra`. Any 401 on a signed-in call ends the session, which sends the
 * console back to its login screen; public endpoints (login, refresh, logout) never send the
 * session's token, and a call given its own `token` never ends the session. Network errors and
 * 5xx never end it (decision 0020).
 */
import { type ApiClientOptions, ApiError, createApiClient, createDownloader } from '@app/shared/client';
import { authEndpoints } from '@app/shared/contracts/auth.endpoints';
import { errorMessages, messageOf } from '@app/shared/errors';
import { isExpired, tokenExpiry } from '@app/shared/session-timing';
import { browserLocks, browserStorage, createTabRefresh } from '@app/shared/tab-refresh';
import { endSession, getClockOffset, getToken, startSession, TOKEN_KEY } from './session.ts';

export { ApiError, errorText } from '@app/shared/client';

export const API_BASE = '/api';

/** The session's token as localStorage holds it now (another tab may have refreshed it). */
function storedToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return getToken();
  }
}

const refreshAcrossTabs = createTabRefresh({
  name: 'admin_jwt_token-refresh',
  readToken: storedToken,
  isFresh: (token) => !isExpired(token, Date.now(), getClockOffset()),
  async refresh() {
    const { token } = await call(authEndpoints.refresh);
    startSession(token);
    return token;
  },
  locks: browserLocks(),
  storage: browserStorage(),
});

/**
 * The session's token, refreshed first when it has expired on the server's clock (staff back after
 * the tab was closed for more than an hour): the console's refresh cookie usually still holds, so
 * no new sign-in. One refresh for all tabs and calls. A refused refresh (401) ends the session; any
 * other failure (offline, 5xx) fails the call and keeps the session.
 */
async function currentToken(): Promise<string | null> {
  const token = getToken();
  // An unreadable token is not ours to judge: send it and let the API answer.
  if (token && tokenExpiry(token) !== null && isExpired(token, Date.now(), getClockOffset())) {
    try {
      await refreshSession();
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) endSession(err.message);
      throw err;
    }
  }
  return getToken();
}

const clientOptions: ApiClientOptions = {
  baseUrl: API_BASE,
  headers: { 'X-Auth-Client': 'console' },
  // Same-origin cookies: /auth/refresh reads the console's own refresh cookie (decision 0011).
  credentials: 'same-origin',
  getToken: (endpoint) => (endpoint.access === 'public' || !getToken() ? null : currentToken()),
  onUnauthorized: (error, endpoint) => {
    if (endpoint.access !== 'public') endSession(error.message);
  },
};

export const { call } = createApiClient(clientOptions);
/** CSV exports (decision 0041): the same session, refresh and errors as `call`. */
export const { download } = createDownloader(clientOptions);

/**
 * A fresh token through POST /auth/refresh with the console's refresh cookie (stored), unless
 * another tab refreshed meanwhile (Web Locks, else a storage lease: @app/shared/tab-refresh).
 */
export async function refreshSession(): Promise<void> {
  const token = await refreshAcrossTabs(storedToken());
  if (token !== getToken()) startSession(token);
}

/**
 * A GET whose answer is not JSON (a parcel label's SVG), with the session's token, failing as `call`
 * fails: ApiError with the API's `Message`; a 401 ends the session.
 */
export async function fetchText(path: string): Promise<string> {
  const token = await currentToken();
  let res: Response;
  try {
    res = await fetch(API_BASE + path, {
      headers: { 'X-Auth-Client': 'console', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'network-request-failed', errorMessages['network-request-failed']);
  }
  const text = await res.text();
  if (res.ok) return text;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    data = undefined;
  }
  const code = data && typeof data === 'object' && 'code' in data ? String(data.code) : `http-${res.status}`;
  const error = new ApiError(res.status, code, messageOf(data));
  if (res.status === 401) endSession(error.message);
  throw error;
}

/**
 * POSTs a file as the request body itself (Content-Type from the file: a parcel photo), with the
 * session's token; answers the JSON reply, failing as `call` fails.
 */
export async function postFile<T>(path: string, file: Blob): Promise<T> {
  const token = await currentToken();
  let res: Response;
  try {
    res = await fetch(API_BASE + path, {
      method: 'POST',
      headers: {
        'X-Auth-Client': 'console',
        'Content-Type': file.type || 'application/octet-stream',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: file,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'network-request-failed', errorMessages['network-request-failed']);
  }
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (res.ok) return data as T;
  const code = data && typeof data === 'object' && 'code' in data ? String(data.code) : `http-${res.status}`;
  const error = new ApiError(res.status, code, messageOf(data));
  if (res.status === 401) endSession(error.message);
  throw error;
}
