/**
 * The console's session: the access token (JWT) kept in localStorage under `admin_jwt_token`,
 * separate from the PWA's `jwt_token` so a staff member and a customer can be signed in on the
 * same browser. A small external store so React re-renders (and the route guard redirects to
 * the login screen) when the token appears or disappears, also from another tab. Next to the token,
 * `admin_jwt_clock_offset` keeps the server-minus-device clock offset (ms) measured from the `iat`
 * of the last token received, so refresh timing follows the server's clock (decision 0020).
 */
import { clockOffsetOf } from '@app/shared/session-timing';
import { useSyncExternalStore } from 'react';

export const TOKEN_KEY = 'admin_jwt_token';
export const CLOCK_OFFSET_KEY = 'admin_jwt_clock_offset';

/** `notice`: why the session ended (401 message, not a staff account…), shown on the login screen. */
export interface SessionState {
  token: string | null;
  notice: string | null;
}

let state: SessionState = { token: readToken(), notice: null };
const listeners = new Set<() => void>();

function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null; // storage disabled (private mode): the session lives for this page only
  }
}

function set(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Current token, for the API client. */
export function getToken(): string | null {
  return state.token;
}

let memoryOffset = 0;

/** Server clock minus device clock (ms) as last measured; 0 before any token arrived. */
export function getClockOffset(): number {
  try {
    const stored = Number(localStorage.getItem(CLOCK_OFFSET_KEY));
    return Number.isFinite(stored) ? stored : memoryOffset;
  } catch {
    return memoryOffset;
  }
}

/** Stores a token the API has just issued (sign-in, refresh) and measures the clock offset from its `iat`. */
export function startSession(token: string) {
  memoryOffset = clockOffsetOf(token);
  try {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(CLOCK_OFFSET_KEY, String(memoryOffset));
  } catch {
    // keep it in memory only
  }
  set({ token, notice: null });
}

/** Forgets the token; `notice` is shown on the login screen. */
export function endSession(notice: string | null = null) {
  try {
    localStorage.removeItem(TOKEN_KEY);
  } catch {
    // nothing stored
  }
  if (state.token !== null || state.notice !== notice) set({ token: null, notice });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  // Signing in or out in another tab applies here too.
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY && event.newValue !== state.token) set({ token: event.newValue, notice: null });
  });
}

/** The session state; re-renders on sign-in and sign-out. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, () => state);
}

/** Subscribes outside React (the app clears its query cache on sign-out). */
export function onSessionChange(listener: (s: SessionState) => void): () => void {
  const wrapped = () => listener(state);
  listeners.add(wrapped);
  return () => listeners.delete(wrapped);
}
