/**
 * The one TanStack Query client. Lives in the signed-in part of the app only (the login route
 * never loads TanStack Query, to keep its JavaScript small; see docs/decisions/0012).
 * 4xx answers are not retried (they will not change); network failures retry once.
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failures, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && failures < 1,
    },
    mutations: { retry: false },
  },
});
