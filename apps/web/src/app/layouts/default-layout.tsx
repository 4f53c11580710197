/**
 * Default layout (SPEC.md §2, issue §4): top bar (back arrow + title), the page in <main>, and
 * the bottom tab bar. Provides what signed-in pages need and the login route must not load:
 * TanStack Query, antd-mobile's ConfigProvider with the vi-VN locale (trap 8), and keeps the
 * current user in sync with the ['currentUser'] query.
 */
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import viVN from 'antd-mobile/es/locales/vi-VN';
import '../../lib/antd-setup.ts';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { currentUserQuery } from '../../lib/current-user.ts';
import { queryClient } from '../../lib/query-client.ts';
import { antdLocaleOverrides } from '../../messages/common.ts';
import { BootSplash } from '../boot-splash.tsx';
import { AppTabBar } from './app-tab-bar.tsx';
import { AppTopBar } from './app-top-bar.tsx';

const locale = {
  ...viVN,
  ...antdLocaleOverrides,
  common: { ...viVN.common, ...antdLocaleOverrides.common },
  ErrorBlock: { ...viVN.ErrorBlock, ...antdLocaleOverrides.ErrorBlock },
  InfiniteScroll: { ...viVN.InfiniteScroll, ...antdLocaleOverrides.InfiniteScroll },
};

function CurrentUserSync() {
  useQuery(currentUserQuery());
  return null;
}

export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale}>
        <CurrentUserSync />
        <div className="default-layout">
          <AppTopBar />
          <main className="default-layout__main" id="main">
            <Suspense fallback={<BootSplash inline />}>
              <Outlet />
            </Suspense>
          </main>
          <AppTabBar />
        </div>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
