/**
 * Ends a session the server refused (401 on a signed-in call, a refused refresh, or a refused
 * /CurrentUser; SPEC.md §4): to /auth/login with the notice 'Phiên đăng nhập đã hết hạn…' and
 * `returnTo` = the page she was on (lib/return-to.ts), then token and user are cleared. From an
 * /auth/* screen it only clears. Safe to call twice.
 */
import type { NavigateFunction } from 'react-router';
import { setConnectionProblem } from '../lib/connection.ts';
import { loginPathFor } from '../lib/return-to.ts';
import { clearSession } from '../lib/session.ts';
import { authMessages } from '../messages/auth.ts';

/** How long after a refused session a redirect to login still says why (loginState). */
export const EXPIRY_NOTICE_MS = 10_000;
let endedAt: number | null = null;

export function endExpiredSession(navigate: NavigateFunction): void {
  endedAt = Date.now();
  const { pathname, search, hash } = window.location;
  if (!pathname.startsWith('/auth/')) {
    navigate(loginPathFor(pathname + search + hash), {
      replace: true,
      state: { notice: authMessages.sessionExpired },
    });
  }
  clearSession();
  setConnectionProblem(null);
}

/**
 * The navigation state of any redirect to login: the expired-session notice while a session the
 * server refused ended less than EXPIRY_NOTICE_MS ago, else none. Clearing the session re-renders
 * the session gate, whose own redirect (no token) can overtake endExpiredSession's navigation on a
 * busy phone; both carry the notice, so she is told either way.
 */
export function loginState(): { notice: string } | undefined {
  return endedAt !== null && Date.now() - endedAt < EXPIRY_NOTICE_MS
    ? { notice: authMessages.sessionExpired }
    : undefined;
}
