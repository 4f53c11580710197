/**
 * The app under the router: renders the route table (useRoutes) inside the session gate and an
 * error boundary, gives the shown route's handle to the layouts and pages (useRouteHandle), sets
 * document.title from the route's `handle.title` (404: 'Page Not Found:
 * {path}', SPEC.md §2), sends any 401 to login (session expired, with returnTo), shows the
 * connection banner, turns the first navigation after a new build
 * into a full page load (SPEC.md §4, §9), shows the install banner, and asks for a new terms
 * version to be accepted (decision 0102).
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useRoutes } from 'react-router';
import { TermsSheet } from '../features/article/components/terms-sheet.tsx';
import { onUnauthorized } from '../lib/api-client.ts';
import { getAppState, useAppState } from '../lib/app-state.ts';
import { watchBrowserConnection } from '../lib/connection.ts';
import { reloadTo } from '../lib/reload-guard.ts';
import { commonMessages } from '../messages/common.ts';
import { notFoundTitle } from '../messages/pages.ts';
import { BootSplash } from './boot-splash.tsx';
import { ConnectionBanner } from './connection-banner.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { handleOf, routeTree } from './routes.tsx';
import { endExpiredSession } from './session-expiry.ts';
import { SessionGate } from './session-gate.tsx';
import { RouteHandleContext } from './use-route-handle.ts';

const InstallBanner = lazy(() => import('./install-banner.tsx').then((m) => ({ default: m.InstallBanner })));

export function RootShell() {
  const location = useLocation();
  const navigate = useNavigate();
  const element = useRoutes(routeTree);
  const { installState } = useAppState();
  const handle = handleOf(location.pathname);
  const title =
    handle?.id === 'notFound' ? notFoundTitle(location.pathname) : (handle?.title ?? commonMessages.appName);

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => onUnauthorized(() => endExpiredSession(navigate)), [navigate]);
  useEffect(() => watchBrowserConnection(), []);

  // A newer build is out: the first navigation after that is a full load of its target.
  const firstKey = useRef(location.key);
  useEffect(() => {
    if (location.key === firstKey.current || !getAppState().updatePending) return;
    const href = window.location.href;
    void import('../lib/pwa.ts')
      .then((m) => m.activateUpdate())
      .catch(() => undefined)
      .finally(() => reloadTo(href));
  }, [location.key]);

  return (
    <RouteHandleContext value={handle}>
      <ConnectionBanner />
      <RouteErrorBoundary resetKey={location.pathname}>
        <Suspense fallback={<BootSplash />}>
          <SessionGate pathname={location.pathname} handle={handle}>
            {element}
          </SessionGate>
        </Suspense>
      </RouteErrorBoundary>
      <TermsSheet />
      {installState === 'available' ? (
        <Suspense>
          <InstallBanner />
        </Suspense>
      ) : null}
    </RouteHandleContext>
  );
}
