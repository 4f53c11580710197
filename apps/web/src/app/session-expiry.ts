/**
 * Ends a session the server refused (401 on a signed-in call, a refused refresh, or a refused
 * /CurrentUser; SPEC.md §4): to /auth/login with the notice 'Phiên đăng nhập đã hết hạn…' and
 * `returnTo` = the page she was on (lib/return-to.ts), then token and user are cleared and the
 * refusal is remembered (loginState). From an /auth/* screen it only clears. Safe to call twice.
 */
import type { NavigateFunction } from 'react-router';
import { setConnectionProblem } from '../lib/connection.ts';
import { loginPathFor } from '../lib/return-to.ts';
import { clearSession } from '../lib/session.ts';
import { tokenWasRefused } from '../lib/token-store.ts';
import { authMessages } from '../messages/auth.ts';

export function endExpiredSession(navigate: NavigateFunction): void {
  const { pathname, search, hash } = window.location;
  if (!pathname.startsWith('/auth/')) {
    navigate(loginPathFor(pathname + search + hash), {
      replace: true,
      state: { notice: authMessages.sessionExpired },
    });
  }
  clearSession({ refused: true });
  setConnectionProblem(null);
}

/**
 * The navigation state of any redirect to login: the expired-session notice while the last session
 * here was refused by the server and she has not signed in or out since, else none. The session
 * gate's own redirect (no token) carries it too: it can overtake endExpiredSession's navigation on a
 * busy phone, and a page loaded after the refusal (a reload, another tab; the 401 of a request
 * still in flight can clear the token just as the page unloads) only finds the token gone.
 */
export function loginState(): { notice: string } | undefined {
  return tokenWasRefused() ? { notice: authMessages.sessionExpired } : undefined;
}
