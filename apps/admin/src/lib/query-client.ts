/**
 * The console's TanStack Query client. Client errors (4xx) are answers, not glitches, so only
 * network failures and 5xx are retried; data stays fresh for 30 s so switching pages does not
 * refetch everything, while a staff member's own changes invalidate what they touch. A query that
 * fails for want of the server (offline, 5xx) shows the connection banner; the next answer hides it.
 */
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { failureKind, setConnectionProblem } from './connection.ts';
import { onSessionChange } from './session.ts';

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        const kind = failureKind(error);
        if (kind !== 'refused' && !(error instanceof ApiError && error.status >= 400 && error.status < 500))
          setConnectionProblem(kind);
      },
      onSuccess: () => setConnectionProblem(null),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: true,
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
  // Nothing one staff member loaded may be shown to the next one who signs in on this browser.
  onSessionChange((session) => {
    if (session.token === null) client.clear();
  });
  return client;
}
