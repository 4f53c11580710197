/**
 * App-wide providers: antd in Vietnamese (ConfigProvider + vi_VN, dayjs 'vi' for its date
 * pickers), antd's `App` so `App.useApp()` messages and modals follow the theme and locale,
 * and the TanStack Query client.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import viVN from 'antd/locale/vi_VN';
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import { type ReactNode, useEffect, useState } from 'react';
import { startLive } from '../lib/live.ts';
import { createQueryClient } from '../lib/query-client.ts';

dayjs.locale('vi');

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // The live connection (decision 0113): queues and menu counts refresh when anyone moves something.
  useEffect(() => startLive(queryClient), [queryClient]);
  return (
    <ConfigProvider locale={viVN}>
      <AntApp>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
