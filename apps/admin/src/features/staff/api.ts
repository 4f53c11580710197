/**
 * Staff management (staffEndpoints, admin only; decision 0097): the list by text, role, status and
 * page → Page<StaffView>; create and edit → StaffView; disable with a reason, enable, reset the
 * password. Every change refreshes the staff lists. Warehouses for the form come from GET /Warehouse.
 */
import type { MoneyLimitsInput, StaffInput } from '@app/shared/contracts/staff';
import { staffEndpoints } from '@app/shared/contracts/staff.endpoints';
import { warehouseEndpoints } from '@app/shared/contracts/warehouse.endpoints';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const STAFF_PAGE_SIZE = 20;

export interface StaffFilter {
  q: string;
  role: string;
  active: string;
  page: number;
}

export function staffListQuery(f: StaffFilter) {
  return queryOptions({
    queryKey: queryKeys.staffList(f),
    queryFn: ({ signal }) =>
      call(staffEndpoints.list, {
        query: {
          q: f.q || undefined,
          role: (f.role || undefined) as never,
          active: (f.active || undefined) as 'true' | 'false' | undefined,
          page: f.page,
          pageSize: STAFF_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const warehousesQuery = () =>
  queryOptions({
    queryKey: queryKeys.warehouses,
    queryFn: ({ signal }) => call(warehouseEndpoints.list, { signal }),
    staleTime: 10 * 60_000,
  });

/** One mutation of the staff list; the lists refresh after it. */
function useStaffChange<V>(fn: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staff }),
  });
}

export const useCreateStaff = () => useStaffChange((body: StaffInput) => call(staffEndpoints.create, { body }));
export const useUpdateStaff = () =>
  useStaffChange((v: { id: number; body: StaffInput }) =>
    call(staffEndpoints.update, { params: { id: v.id }, body: v.body }),
  );
export const useDisableStaff = () =>
  useStaffChange((v: { id: number; reason: string }) =>
    call(staffEndpoints.disable, { params: { id: v.id }, body: { reason: v.reason } }),
  );
export const useEnableStaff = () => useStaffChange((id: number) => call(staffEndpoints.enable, { params: { id } }));
export const useResetStaffPassword = () =>
  useStaffChange((id: number) => call(staffEndpoints.resetPassword, { params: { id } }));

/** One member with their money limits (GET /Admin/Staff/{id}). */
export const staffMemberQuery = (id: number) =>
  queryOptions({
    queryKey: [...queryKeys.staff, 'detail', id],
    queryFn: ({ signal }) => call(staffEndpoints.get, { params: { id }, signal }),
  });

/** Saves a member's money limits (DESIGN.md §3.12); the staff queries refresh after it. */
export const useSetMoneyLimits = () =>
  useStaffChange((v: { id: number; body: MoneyLimitsInput }) =>
    call(staffEndpoints.setMoneyLimits, { params: { id: v.id }, body: v.body }),
  );
