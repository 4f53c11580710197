/**
 * The session of SPEC.md §4: the token (localStorage `jwt_token`) and the current user.
 * - `loadUser()` GETs /CurrentUser; `signIn(token)` stores the token and loads the user;
 *   `clearSession()` drops both. Navigation is the caller's job (guard, pages, 401 handler).
 * - `useCurrentUser()` reads the user in React (useSyncExternalStore; no UI library here, so
 *   the login route stays small).
 * - An expired token is refreshed before the load (api-client), so a customer who comes back after
 *   a day lands signed in. Only the server refusing the session (401) ends it: a network error or a
 *   5xx leaves token and user as they are (decision 0020).
 */

import type { CurrentUser } from '@app/shared/contracts/auth';
import { authEndpoints } from '@app/shared/contracts/auth.endpoints';
import { currentUserEndpoints } from '@app/shared/contracts/user.endpoints';
import { useSyncExternalStore } from 'react';
import { call } from './api-client.ts';
import { forgetPushDevice, syncPushSubscription } from './push-device.ts';
import { startTokenRefresh, stopTokenRefresh } from './token-refresh.ts';
import { readToken, refuseToken, writeToken } from './token-store.ts';

let user: CurrentUser | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

export function getUser(): CurrentUser | null {
  return user;
}

/** Replaces the cached user (after /CurrentUser or ChangeInformation answers). */
export function setUser(next: CurrentUser | null): void {
  user = next;
  emit();
}

export function subscribeUser(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentUser(): CurrentUser | null {
  return useSyncExternalStore(subscribeUser, getUser, getUser);
}

/** GET /CurrentUser into the store. Throws ApiError on failure (a 401 has already ended the session). */
export async function loadUser(): Promise<CurrentUser> {
  const u = await call(currentUserEndpoints.get);
  setUser(u);
  startTokenRefresh();
  return u;
}

let pending: Promise<CurrentUser> | null = null;

/**
 * Loads the user once for everyone asking at the same time. A token that has expired is refreshed
 * first through the refresh cookie (api-client), so a returning customer stays signed in.
 */
export function ensureUser(): Promise<CurrentUser> {
  pending ??= loadUser().finally(() => {
    pending = null;
  });
  return pending;
}

/** Login/register success: store the token, then load the user (SPEC.md §4). */
export async function signIn(token: string): Promise<CurrentUser> {
  writeToken(token);
  try {
    const signedIn = await loadUser();
    void syncPushSubscription(); // this device's pushes, when notifications are already allowed (decision 0111)
    return signedIn;
  } catch (err) {
    clearSession();
    throw err;
  }
}

/**
 * Token removed, user cleared, refresh timer stopped. `refused`: the server refused the session,
 * which is remembered (token-store refuseToken) before anyone hears of the change.
 */
export function clearSession(opts: { refused?: boolean } = {}): void {
  stopTokenRefresh();
  if (opts.refused) refuseToken();
  else writeToken(null);
  setUser(null);
}

/**
 * RemoveFcmToken for this device (at most 1 s), POST /auth/logout (revokes the refresh cookie;
 * failures ignored), then clear the session.
 */
export async function signOut(): Promise<void> {
  // While the token is still good: this device stops receiving the account's pushes (≤ 1 s).
  if (readToken()) await forgetPushDevice();
  try {
    if (readToken()) await call(authEndpoints.logout);
  } catch {
    // the local session ends anyway; the server token expires on its own
  }
  clearSession();
}
