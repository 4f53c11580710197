/**
 * Taobao Global orders for staff (adminTaobaoOrderEndpoints, decision 0117): the list by trade
 * state, search (platform order id, tracking number, nick, customer) and page; one order with its
 * sub-orders, tracking numbers and parcels. A server without a provider answers 404
 * `taobao-global-not-configured`: `isNotEnabled` tells the pages to say so.
 */
import { adminTaobaoOrderEndpoints as api } from '@app/shared/contracts/taobao-global.endpoints';
import type { TaobaoGlobalOrderStatus } from '@app/shared/machines/taobao-global';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, call } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export type TaobaoFilter = TaobaoGlobalOrderStatus | 'all';
export const TAOBAO_PAGE_SIZE = 20;
const key = queryKeys.taobaoGlobal;

export function taobaoOrdersQuery(status: TaobaoFilter, page: number, q = '') {
  return queryOptions({
    queryKey: [...key, 'list', { status, page, q }],
    queryFn: ({ signal }) =>
      call(api.list, {
        query: { status: status === 'all' ? undefined : status, q: q || undefined, page, pageSize: TAOBAO_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: (count, error) => !isNotEnabled(error) && count < 2,
  });
}

export const taobaoOrderQuery = (id: number) =>
  queryOptions({
    queryKey: [...key, 'detail', id],
    queryFn: ({ signal }) => call(api.get, { params: { id }, signal }),
    retry: (count, error) => !isNotEnabled(error) && count < 2,
  });

/** The server has no Taobao Global provider configured. */
export function isNotEnabled(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'taobao-global-not-configured';
}
