/**
 * The session rules of SPEC.md §4, applied to whatever route is shown:
 * - /auth/login (and /auth/logout): rendered as is, nothing is loaded.
 * - No token: public routes (/auth/*, /about, /splashScreen, 404) render; others go to login.
 * - Token but no user yet: the user is loaded (ensureUser); a failure clears token and user and
 *   goes to login (except from the other /auth/* screens, already sign-in screens). Private
 *   routes wait on the splash meanwhile; public ones render at once.
 */
import { type ReactNode, useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { clearSession, ensureUser, useCurrentUser } from '../lib/session.ts';
import { readToken } from '../lib/token-store.ts';
import { BootSplash } from './boot-splash.tsx';
import type { RouteHandle } from './route-handle.ts';

export const LOGIN_PATH = '/auth/login';

interface Props {
  pathname: string;
  handle: RouteHandle | undefined;
  children: ReactNode;
}

export function SessionGate({ pathname, handle, children }: Props) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const token = readToken();
  const skip = pathname === LOGIN_PATH || pathname === '/auth/logout';
  const isPublic = handle?.public === true;
  const needsUser = !skip && token !== null && user === null;

  useEffect(() => {
    if (!needsUser) return;
    ensureUser().catch(() => {
      clearSession();
      if (!window.location.pathname.startsWith('/auth/')) navigate(LOGIN_PATH, { replace: true });
    });
  }, [needsUser, navigate]);

  if (skip) return children;
  if (!token) return isPublic ? children : <Navigate to={LOGIN_PATH} replace />;
  if (!user && !isPublic) return <BootSplash />;
  return children;
}
