/**
 * Keeps the PWA's access token fresh with the shared timing (refresh 5 min before `exp`, back-off
 * 30 s doubling to 16 min: @app/shared/session-timing). POST /auth/refresh uses the HttpOnly
 * refresh cookie, so it needs `credentials: 'include'` (the api client always sends it).
 */
import { authEndpoints } from '@app/shared/contracts/auth.endpoints';
import { createRefreshScheduler } from '@app/shared/session-timing';
import { call } from './api-client.ts';
import { readToken, writeToken } from './token-store.ts';

export { isExpired, tokenExpiry } from '@app/shared/session-timing';

/** POST /auth/refresh and store the new token. Throws ApiError on failure. */
export async function refreshToken(): Promise<string> {
  const { token } = await call(authEndpoints.refresh);
  writeToken(token);
  return token;
}

const scheduler = createRefreshScheduler({ readToken, refresh: refreshToken });

/** (Re)arms the timer for the stored token; nothing happens without a token. */
export const startTokenRefresh = scheduler.start;
export const stopTokenRefresh = scheduler.stop;
