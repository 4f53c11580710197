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

export function endExpiredSession(navigate: NavigateFunction): void {
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
