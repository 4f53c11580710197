// @vitest-environment jsdom
/**
 * A delivery action ends with its answer (api.ts useDeliveryAction): the queue's refetch runs in the
 * background, so the next step's button, rendered from the answer, is never left loading meanwhile.
 */
import { QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useSetStatus } from './api.ts';

afterEach(() => vi.unstubAllGlobals());

describe('useSetStatus', () => {
  it('is no longer pending once the answer arrived, while the queue is still refetching', async () => {
    const shipped = { id: 7, status: 'shipped' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).includes('/Status')
          ? new Response(JSON.stringify(shipped), { status: 200, headers: { 'content-type': 'application/json' } })
          : new Promise<Response>(() => {}),
      ),
    );
    const client = createQueryClient();
    // An open queue page (an active observer): invalidating it starts a refetch that never ends here.
    const queueKey = queryKeys.deliveryQueue({ warehouseId: 'all', status: 'all', page: 1 });
    client.setQueryData(queueKey, { items: [] });
    const unsubscribe = new QueryObserver(client, {
      queryKey: queueKey,
      queryFn: () => new Promise(() => {}),
      staleTime: Number.POSITIVE_INFINITY,
    }).subscribe(() => {});
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSetStatus(7), { wrapper });
    await act(async () => {
      result.current.mutate({ status: 'shipped', note: '' } as never);
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.isPending).toBe(false);
    expect(client.getQueryData(queryKeys.delivery(7))).toEqual(shipped);
    unsubscribe();
  });
});
