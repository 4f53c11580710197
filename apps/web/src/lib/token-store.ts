/**
 * The access token in localStorage under `jwt_token` (SPEC.md §3, §9), and next to it under
 * `jwt_clock_offset` the server-minus-device clock offset in ms measured when the token arrived
 * (its `iat` against the local clock; decision 0020). Tiny on purpose: the api client and the
 * router guards read it without pulling in the session module.
 */
import { clockOffsetOf } from '@app/shared/session-timing';

export const TOKEN_KEY = 'jwt_token';
export const CLOCK_OFFSET_KEY = 'jwt_clock_offset';
/** Set when the server refused this device's session; gone once a token is stored or removed by sign-out. */
export const REFUSED_KEY = 'jwt_refused';

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

let memoryOffset = 0;

/** Server clock minus device clock (ms), as last measured; 0 before any token arrived. */
export function readClockOffset(): number {
  try {
    const stored = Number(localStorage.getItem(CLOCK_OFFSET_KEY));
    return Number.isFinite(stored) ? stored : memoryOffset;
  } catch {
    return memoryOffset;
  }
}

/**
 * Stores a token the API has just issued (login, register, refresh) and measures the clock offset
 * from its `iat`; null removes both. Either way a mark of a refused session goes: she has a new
 * session, or she ended it herself.
 */
export function writeToken(token: string | null, receivedAt = Date.now()): void {
  memoryOffset = token ? clockOffsetOf(token, receivedAt) : 0;
  try {
    if (token) {
      localStorage.setItem(TOKEN_KEY, token);
      localStorage.setItem(CLOCK_OFFSET_KEY, String(memoryOffset));
    } else {
      localStorage.removeItem(TOKEN_KEY);
      localStorage.removeItem(CLOCK_OFFSET_KEY);
    }
    localStorage.removeItem(REFUSED_KEY);
  } catch {
    // storage disabled (private mode quotas): the session then lives only until reload
  }
}

/**
 * Removes the token and remembers that the server refused the session, so every later redirect to
 * login says so, in this page and in any page loaded after it (a reload, another tab), until she
 * signs in or out (writeToken).
 */
export function refuseToken(): void {
  writeToken(null);
  try {
    localStorage.setItem(REFUSED_KEY, '1');
  } catch {
    // storage disabled: the login page is told by the navigation's own state only
  }
}

/** Whether the last session here ended because the server refused it (refuseToken). */
export function tokenWasRefused(): boolean {
  try {
    return localStorage.getItem(REFUSED_KEY) !== null;
  } catch {
    return false;
  }
}
