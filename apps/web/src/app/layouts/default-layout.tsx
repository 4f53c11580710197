/**
 * Default layout (SPEC.md §2, issue §4): top bar (back arrow + title), the page in <main>, and
 * the bottom tab bar. Feature pages are wrapped in the lazily loaded AppProviders (TanStack
 * Query, antd-mobile locale); routes marked `handle.lite` (home) render without them, which keeps
 * signed-in `/` under its 100 KB budget (docs/decisions/0012).
 */
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { BootSplash } from '../boot-splash.tsx';
import { useRouteHandle } from '../use-route-handle.ts';
import { AppTabBar } from './app-tab-bar.tsx';
import { AppTopBar } from './app-top-bar.tsx';

const AppProviders = lazy(() => import('./app-providers.tsx'));

export function Component() {
  const handle = useRouteHandle();
  const page = (
    <Suspense fallback={<BootSplash inline />}>
      <Outlet />
    </Suspense>
  );
  return (
    <div className="default-layout">
      <AppTopBar />
      <main className="default-layout__main" id="main">
        {handle?.lite ? page : <AppProviders>{page}</AppProviders>}
      </main>
      <AppTabBar />
    </div>
  );
}
