/**
 * The scan station's calls (adminParcelEndpoints): scan a code at a warehouse → ScanResult; the staff
 * member's last scans there; weigh a parcel → AdminParcelSummary; its label as SVG text.
 */
import type { AdminParcel, MeasureInput } from '@app/shared/contracts/parcel';
import { adminParcelEndpoints } from '@app/shared/contracts/parcel.endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, fetchText, postFile } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const scansQuery = (warehouseId: number) =>
  queryOptions({
    queryKey: queryKeys.scans(warehouseId),
    queryFn: ({ signal }) => call(adminParcelEndpoints.scans, { params: { id: warehouseId }, signal }),
  });

/** Scans one code; the station's history refreshes after each scan. */
export function useScan(warehouseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(adminParcelEndpoints.scan, { params: { id: warehouseId }, body: { code } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.scans(warehouseId) }),
  });
}

export function useMeasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: MeasureInput & { id: number }) =>
      call(adminParcelEndpoints.measure, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.parcels }),
  });
}

/** The label of parcel `id` as an SVG document. */
export function fetchLabel(id: number): Promise<string> {
  return fetchText(adminParcelEndpoints.label.path.replace(':id', String(id)));
}

/** Uploads a photo of parcel `id` (the file is the body); answers the parcel with its photos. */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) =>
      postFile<AdminParcel>(adminParcelEndpoints.addPhoto.path.replace(':id', String(id)), file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.parcels }),
  });
}
