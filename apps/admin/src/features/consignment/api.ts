/**
 * Consignment orders for staff (adminConsignmentEndpoints, read-only): the list by status and page →
 * Page<ConsignmentSummary> with each customer; one order → ConsignmentOrder with its customer.
 */
import { adminConsignmentEndpoints } from '@app/shared/contracts/consignment.endpoints';
import type { ConsignmentStatus } from '@app/shared/machines/consignment';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';

export type ConsignmentFilter = ConsignmentStatus | 'all';
export const CONSIGNMENT_PAGE_SIZE = 20;

export function consignmentsQuery(status: ConsignmentFilter, page: number) {
  return queryOptions({
    queryKey: ['consignment', 'list', { status, page }],
    queryFn: ({ signal }) =>
      call(adminConsignmentEndpoints.list, {
        query: { status: status === 'all' ? undefined : status, page, pageSize: CONSIGNMENT_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function consignmentQuery(id: number) {
  return queryOptions({
    queryKey: ['consignment', id],
    queryFn: ({ signal }) => call(adminConsignmentEndpoints.get, { params: { id }, signal }),
  });
}
