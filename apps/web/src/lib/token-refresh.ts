/**
 * Keeps the access token fresh (DESIGN.md §5, SPEC.md §9): refresh 5 min before `exp`, treat a
 * token as expired 30 s early, and after a failed refresh retry in 30 s, doubling up to 16 min.
 * POST /auth/refresh uses the HttpOnly refresh cookie, so it needs `credentials: 'include'`
 * (the api client always sends it).
 */
import { api } from './api-client.ts';
import { readToken, writeToken } from './token-store.ts';

const REFRESH_BEFORE_MS = 5 * 60_000;
const EXPIRY_MARGIN_MS = 30_000;
const BACKOFF_START_MS = 30_000;
const BACKOFF_MAX_MS = 16 * 60_000;

let timer: ReturnType<typeof setTimeout> | undefined;
let backoff = BACKOFF_START_MS;

/** `exp` of a JWT in ms since epoch, or null when the token is not a readable JWT. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** True when the token is missing, unreadable or within 30 s of its expiry. */
export function isExpired(token: string | null, now = Date.now()): boolean {
  const exp = token ? tokenExpiry(token) : null;
  return exp === null || now >= exp - EXPIRY_MARGIN_MS;
}

/** POST /auth/refresh and store the new token. Throws ApiError on failure. */
export async function refreshToken(): Promise<string> {
  const { token } = await api<{ token: string }>('/auth/refresh', { method: 'POST' });
  writeToken(token);
  return token;
}

function schedule(delayMs: number) {
  clearTimeout(timer);
  timer = setTimeout(run, Math.max(0, delayMs));
}

async function run() {
  try {
    await refreshToken();
    backoff = BACKOFF_START_MS;
    startTokenRefresh();
  } catch {
    schedule(backoff);
    backoff = Math.min(backoff * 2, BACKOFF_MAX_MS);
  }
}

/** (Re)arms the timer for the stored token; nothing happens without a token. */
export function startTokenRefresh(): void {
  const token = readToken();
  const exp = token ? tokenExpiry(token) : null;
  if (!token || exp === null) {
    stopTokenRefresh();
    return;
  }
  schedule(exp - REFRESH_BEFORE_MS - Date.now());
}

export function stopTokenRefresh(): void {
  clearTimeout(timer);
  timer = undefined;
  backoff = BACKOFF_START_MS;
}
