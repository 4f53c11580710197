/**
 * Buying (adminBuyingEndpoints, decision 0050/0051): the "Mua hàng" queue by tab and filters, who may
 * be assigned, assigning, recording a shop order and quoting. Each action answers the whole order,
 * which replaces the cached detail; queue and lists refetch.
 */
import type { PurchaseInput, PurchaseQueueQuery, QueueTab } from '@app/shared/contracts/buying';
import { adminBuyingEndpoints } from '@app/shared/contracts/buying.endpoints';
import type { AdminPurchaseOrder } from '@app/shared/contracts/purchase-order';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { liveFallback } from '../../lib/live.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const QUEUE_PAGE_SIZE = 20;

/** The page's filters as the URL holds them. */
export interface QueueFilters {
  tab: QueueTab;
  q: string;
  site: string;
  shop: string;
  minAgeHours: number;
  /** `any`, `me`, `none`, or a purchaser's id. */
  assignee: string;
  page: number;
}

export function queueQuery(f: QueueFilters) {
  const query: PurchaseQueueQuery = {
    tab: f.tab,
    page: f.page,
    pageSize: QUEUE_PAGE_SIZE,
    ...(f.q ? { q: f.q } : {}),
    ...(f.site ? { site: f.site as PurchaseQueueQuery['site'] } : {}),
    ...(f.shop ? { shop: f.shop } : {}),
    ...(f.minAgeHours ? { minAgeHours: f.minAgeHours } : {}),
    ...(['any', 'me', 'none'].includes(f.assignee)
      ? { assignee: f.assignee as 'any' | 'me' | 'none' }
      : { assigneeId: Number(f.assignee) }),
  };
  return queryOptions({
    queryKey: queryKeys.purchaseQueue({ ...f }),
    queryFn: ({ signal }) => call(adminBuyingEndpoints.queue, { query, signal }),
    placeholderData: keepPreviousData,
    // Orders arrive as customers pay: the live socket refreshes the queue, polling only while it is down.
    refetchInterval: () => liveFallback(60_000),
  });
}

export function purchasersQuery() {
  return queryOptions({
    queryKey: queryKeys.purchasers,
    queryFn: ({ signal }) => call(adminBuyingEndpoints.purchasers, { signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * An action on order `id` answering the order: it replaces the cached detail; lists and queue refetch.
 * `onDone` runs even when the calling form has unmounted (the new order hides it), unlike mutate's own
 * callbacks.
 */
function useOrderAction<V>(
  id: number,
  action: (v: V) => Promise<AdminPurchaseOrder>,
  onDone?: (order: AdminPurchaseOrder) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (order) => {
      onDone?.(order);
      queryClient.setQueryData(queryKeys.order(id), order);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
  });
}

type Done = (order: AdminPurchaseOrder) => void;

export function useAssignOrder(id: number, onDone?: Done) {
  return useOrderAction(
    id,
    (assigneeId: number | null) => call(adminBuyingEndpoints.assign, { params: { id }, body: { assigneeId } }),
    onDone,
  );
}

export function usePurchase(id: number, onDone?: Done) {
  return useOrderAction(
    id,
    (body: PurchaseInput) => call(adminBuyingEndpoints.purchase, { params: { id }, body }),
    onDone,
  );
}

export function useQuote(id: number, onDone?: Done) {
  return useOrderAction(
    id,
    (body: { lines: { lineId: number; unitPriceFen: number }[]; note: string }) =>
      call(adminBuyingEndpoints.quote, { params: { id }, body }),
    onDone,
  );
}
