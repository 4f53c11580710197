/**
 * Keeps the console's access token fresh with the shared timing (@app/shared/session-timing):
 * POST /auth/refresh 5 min before expiry, with the console's own refresh cookie, then back-off on
 * failure. Armed whenever the session's token changes; stopped on sign-out.
 */
import { createRefreshScheduler } from '@app/shared/session-timing';
import { refreshSession } from './api-client.ts';
import { getToken, onSessionChange } from './session.ts';

const scheduler = createRefreshScheduler({ readToken: getToken, refresh: refreshSession });

/** Starts refreshing for the stored token, and follows sign-in and sign-out from now on. */
export function keepTokenFresh(): () => void {
  scheduler.start();
  return onSessionChange((s) => (s.token ? scheduler.start() : scheduler.stop()));
}
