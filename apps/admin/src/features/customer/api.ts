/**
 * The customer lookup and customer page (customerEndpoints): the list by search text and page →
 * Page<CustomerSummary>; one customer → CustomerDetail (contact, balance, counts, addresses); their
 * wallet lines by page; their orders and recharges from the staff lists with `customerId`.
 */
import { customerEndpoints } from '@app/shared/contracts/customer.endpoints';
import { adminPurchaseOrderEndpoints } from '@app/shared/contracts/purchase-order.endpoints';
import { adminRechargeEndpoints } from '@app/shared/contracts/wallet.endpoints';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const CUSTOMER_PAGE_SIZE = 20;
/** Rows per page of the lists inside a customer's page. */
export const TAB_PAGE_SIZE = 10;

/** The list, or with `mine` the signed-in member's own customers ("Khách của tôi", decision 0100). */
export function customersQuery(q: string, page: number, mine = false) {
  return queryOptions({
    queryKey: queryKeys.customerList({ q, page, mine }),
    queryFn: ({ signal }) =>
      call(mine ? customerEndpoints.mine : customerEndpoints.list, {
        query: { q: q || undefined, page, pageSize: CUSTOMER_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function customerQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.customer(id),
    queryFn: ({ signal }) => call(customerEndpoints.get, { params: { id }, signal }),
  });
}

export function customerLedgerQuery(id: number, page: number) {
  return queryOptions({
    queryKey: queryKeys.customerLedger(id, page),
    queryFn: ({ signal }) =>
      call(customerEndpoints.transactions, { params: { id }, query: { page, pageSize: TAB_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function customerOrdersQuery(customerId: number, page: number) {
  return queryOptions({
    queryKey: queryKeys.orderList({ status: 'all', page, customerId }),
    queryFn: ({ signal }) =>
      call(adminPurchaseOrderEndpoints.list, { query: { customerId, page, pageSize: TAB_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function customerRechargesQuery(customerId: number, page: number) {
  return queryOptions({
    queryKey: queryKeys.rechargeList({ status: 'all', page, customerId }),
    queryFn: ({ signal }) =>
      call(adminRechargeEndpoints.list, { query: { customerId, page, pageSize: TAB_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}
