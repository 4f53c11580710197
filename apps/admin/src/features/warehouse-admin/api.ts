/**
 * Warehouses and routes (warehouseAdminEndpoints, admin only, decision 0099); the tariff in force to
 * tell which routes have their own shipping tariff. Each change refreshes the lists.
 */

import { tariffEndpoints } from '@app/shared/contracts/tariff.endpoints';
import type { adminRoute, adminWarehouse, RouteInput, WarehouseInput } from '@app/shared/contracts/warehouse-admin';
import { warehouseAdminEndpoints as e } from '@app/shared/contracts/warehouse-admin.endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import type { Parsed } from '../../lib/infer.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export type AdminWarehouse = Parsed<typeof adminWarehouse>;
export type AdminRoute = Parsed<typeof adminRoute>;

export const warehousesQuery = queryOptions({
  queryKey: queryKeys.adminWarehouses,
  queryFn: ({ signal }) => call(e.list, { signal }),
});

export const routesQuery = queryOptions({
  queryKey: queryKeys.routes,
  queryFn: ({ signal }) => call(e.routes, { signal }),
});

export const tariffQuery = queryOptions({
  queryKey: [...queryKeys.tariff, 'current'],
  queryFn: ({ signal }) => call(tariffEndpoints.current, { signal }),
});

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [queryKeys.adminWarehouses, queryKeys.routes, queryKeys.warehouses]) {
      queryClient.invalidateQueries({ queryKey });
    }
  };
}

/** Creates (no id) or updates warehouse `id`. */
export function useSaveWarehouse() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: WarehouseInput }) =>
      id ? call(e.update, { params: { id }, body }) : call(e.create, { body }),
    onSuccess,
  });
}

export function useDeleteWarehouse() {
  const onSuccess = useRefresh();
  return useMutation({ mutationFn: (id: number) => call(e.remove, { params: { id } }), onSuccess });
}

/** Creates (no id) or updates route `id`. */
export function useSaveRoute() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: RouteInput }) =>
      id ? call(e.updateRoute, { params: { id }, body }) : call(e.createRoute, { body }),
    onSuccess,
  });
}
