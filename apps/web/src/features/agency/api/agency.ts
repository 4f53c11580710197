/**
 * Agency (@app/shared/contracts/agency.endpoints, pay-on-behalf.endpoints' agency part; decisions
 * 0118, 0119): the agent's overview, its commission entries, its customers (search, add), and its
 * customers' pay-on-behalf orders (list, create for a customer). Keys under `queryKeys.agency`;
 * the live connection refreshes them when an order or a commission entry changes.
 */
import type { CreateAgencyCustomerInput } from '@app/shared/contracts/agency';
import { agencyEndpoints } from '@app/shared/contracts/agency.endpoints';
import type { AgencyCreatePobInput } from '@app/shared/contracts/pay-on-behalf';
import { agencyPayOnBehalfEndpoints } from '@app/shared/contracts/pay-on-behalf.endpoints';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const nextPage = (last: { page: number; pageSize: number; total: number }) =>
  last.page * last.pageSize < last.total ? last.page + 1 : undefined;

export const agencySummaryQuery = queryOptions({
  queryKey: [...queryKeys.agency, 'summary'],
  queryFn: ({ signal }) => call(agencyEndpoints.summary, { signal }),
});

/** The newest commission entries (the overview shows 10). */
export const recentCommissionsQuery = queryOptions({
  queryKey: [...queryKeys.agency, 'commissions'],
  queryFn: ({ signal }) => call(agencyEndpoints.commissions, { query: { page: 1, pageSize: 10 }, signal }),
});

export function agencyCustomersQuery(q: string) {
  return infiniteQueryOptions({
    queryKey: [...queryKeys.agency, 'customers', q],
    queryFn: ({ pageParam, signal }) =>
      call(agencyEndpoints.customers, { query: { page: pageParam, pageSize: 20, q: q || undefined }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** Every customer for the order form's picker (at most 100, newest link first). */
export const customerChoicesQuery = queryOptions({
  queryKey: [...queryKeys.agency, 'customers', 'choices'],
  queryFn: ({ signal }) => call(agencyEndpoints.customers, { query: { page: 1, pageSize: 100 }, signal }),
});

export const agencyOrdersQuery = infiniteQueryOptions({
  queryKey: [...queryKeys.agency, 'orders'],
  queryFn: ({ pageParam, signal }) =>
    call(agencyPayOnBehalfEndpoints.list, { query: { page: pageParam, pageSize: 20 }, signal }),
  initialPageParam: 1,
  getNextPageParam: nextPage,
});

/** Adds a customer (the API mails them a set-password link); `key` once per filled form. */
export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: CreateAgencyCustomerInput; key: string }) =>
      call(agencyEndpoints.createCustomer, { body: input, idempotencyKey: key }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.agency }),
  });
}

/** An order for one of the agent's customers, `awaiting_customer` until they confirm it. */
export function useCreateCustomerOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: AgencyCreatePobInput; key: string }) =>
      call(agencyPayOnBehalfEndpoints.create, { body: input, idempotencyKey: key }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.agency }),
  });
}
