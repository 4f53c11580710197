/**
 * The session rules of SPEC.md §4, applied to whatever route is shown (decision 0020):
 * - /auth/login (and /auth/logout): rendered as is, nothing is loaded.
 * - No token: public routes (/auth/*, /about, /splashScreen, 404) render; others go to login,
 *   with `returnTo` so signing in comes back here.
 * - Token but no user yet: the user is loaded (ensureUser; an expired token is refreshed first).
 *   Only a 401 ends the session (login with 'Phiên đăng nhập đã hết hạn' and `returnTo`). A
 *   network error or a 5xx keeps token and shell: the offline banner shows, and the load is retried
 *   with back-off and as soon as the browser is back online. Private routes wait on the splash
 *   until the user is there or the connection problem is known; public ones render at once.
 */
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { retryUntilDone, setConnectionProblem, useConnectionProblem } from '../lib/connection.ts';
import { LOGIN_PATH, loginPathFor } from '../lib/return-to.ts';
import { ensureUser, useCurrentUser } from '../lib/session.ts';
import { readToken } from '../lib/token-store.ts';
import { BootSplash } from './boot-splash.tsx';
import type { RouteHandle } from './route-handle.ts';
import { endExpiredSession, loginState } from './session-expiry.ts';

export { LOGIN_PATH } from '../lib/return-to.ts';

interface Props {
  pathname: string;
  handle: RouteHandle | undefined;
  children: ReactNode;
}

export function SessionGate({ pathname, handle, children }: Props) {
  const user = useCurrentUser();
  const problem = useConnectionProblem();
  const { search } = useLocation();
  const navigate = useNavigate();
  const token = readToken();
  const skip = pathname === LOGIN_PATH || pathname === '/auth/logout';
  const isPublic = handle?.public === true;
  const needsUser = !skip && token !== null && user === null;

  useEffect(() => {
    if (!needsUser) return;
    return retryUntilDone(ensureUser, {
      onProblem: setConnectionProblem,
      onRefused: () => endExpiredSession(navigate),
      onDone: () => setConnectionProblem(null),
    });
  }, [needsUser, navigate]);

  if (skip) return children;
  if (!token) {
    return isPublic ? children : <Navigate to={loginPathFor(pathname + search)} replace state={loginState()} />;
  }
  if (!user && !isPublic && problem === null) return <BootSplash />;
  return children;
}
