/**
 * Tariff versions (tariffEndpoints, decision 0099): the version in force, the versions, the preview of
 * a proposal, publishing; the routes (admin) to name and price each route. Publishing refreshes them.
 */
import type { TariffInput, TariffShape, tariffVersion } from '@app/shared/contracts/tariff';
import { tariffEndpoints } from '@app/shared/contracts/tariff.endpoints';
import { warehouseAdminEndpoints } from '@app/shared/contracts/warehouse-admin.endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import type { Parsed } from '../../lib/infer.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export type TariffVersion = Parsed<typeof tariffVersion>;

export const tariffQuery = queryOptions({
  queryKey: [...queryKeys.tariff, 'current'],
  queryFn: ({ signal }) => call(tariffEndpoints.current, { signal }),
});

export const versionsQuery = queryOptions({
  queryKey: [...queryKeys.tariff, 'versions'],
  queryFn: ({ signal }) => call(tariffEndpoints.versions, { signal }),
});

/** Route names for everyone who may view (the public price list names the active routes). */
export const publicTariffQuery = queryOptions({
  queryKey: [...queryKeys.tariff, 'public'],
  queryFn: ({ signal }) => call(tariffEndpoints.public, { signal }),
});

/** Every route (admin): the edit form prices each one. */
export const routesQuery = queryOptions({
  queryKey: queryKeys.routes,
  queryFn: ({ signal }) => call(warehouseAdminEndpoints.routes, { signal }),
});

export function usePreview() {
  return useMutation({ mutationFn: (body: TariffShape) => call(tariffEndpoints.preview, { body }) });
}

export function usePublish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TariffInput) => call(tariffEndpoints.publish, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tariff }),
  });
}
