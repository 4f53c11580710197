/**
 * The warehouses where the signed-in member works (GET /Admin/Warehouse/Mine, decision 0103): every
 * one for an admin, the assigned ones for a warehouse member, none for other staff. The warehouse
 * chain's pages offer only these; an empty list means the member has no warehouse yet.
 */
import { adminWarehouseEndpoints } from '@app/shared/contracts/warehouse.endpoints';
import { queryOptions } from '@tanstack/react-query';
import { call } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

export const myWarehousesQuery = () =>
  queryOptions({
    queryKey: queryKeys.myWarehouses,
    queryFn: ({ signal }) => call(adminWarehouseEndpoints.mine, { signal }),
    // An admin may change the assignment meanwhile: read it again when the member comes back.
    staleTime: 60_000,
  });
