/**
 * What the feature pages of the default layout need and a light page (home) does without:
 * TanStack Query, antd-mobile's ConfigProvider with the vi-VN locale (uneven strings replaced,
 * STACK.md trap 8; also antd-mobile's global default, for imperative dialogs: lib/antd-setup.ts)
 * and its React 19 render hook, and the ['currentUser'] query kept in sync with
 * the session store. Loaded lazily, so signed-in `/` stays within its JavaScript budget.
 */
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import { type ReactNode, useEffect } from 'react';
import { appLocale } from '../../lib/antd-setup.ts';
import { currentUserQuery } from '../../lib/current-user.ts';
import { startLive } from '../../lib/live.ts';
import { queryClient } from '../../lib/query-client.ts';
import { readToken } from '../../lib/token-store.ts';

function CurrentUserSync() {
  // A public page of this layout (the fee calculator) signed out has no user to load: asking would
  // answer 401 and send the visitor to the login page.
  useQuery({ ...currentUserQuery(), enabled: readToken() !== null });
  // The live connection (decision 0113): pages refresh when staff move what they show.
  useEffect(startLive, []);
  return null;
}

export default function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={appLocale}>
        <CurrentUserSync />
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
