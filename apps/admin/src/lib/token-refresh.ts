/**
 * Keeps the console's access token fresh with the shared timing (@app/shared/session-timing):
 * POST /auth/refresh 5 min before expiry on the server's clock (offset from the token's `iat`), with
 * the console's own refresh cookie, one refresh for all tabs, then back-off on failure (at most one
 * attempt per step whatever the device clock says). Armed whenever the session's token changes;
 * stopped on sign-out.
 */
import { createRefreshScheduler } from '@app/shared/session-timing';
import { refreshSession } from './api-client.ts';
import { getClockOffset, getToken, onSessionChange } from './session.ts';

const scheduler = createRefreshScheduler({
  readToken: getToken,
  refresh: refreshSession,
  clockOffset: getClockOffset,
});

/** Starts refreshing for the stored token, and follows sign-in and sign-out from now on. */
export function keepTokenFresh(): () => void {
  scheduler.start();
  return onSessionChange((s) => (s.token ? scheduler.start() : scheduler.stop()));
}
