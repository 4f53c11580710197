/**
 * What the signed-in staff member may do, from the current user the staff gate loaded before any
 * page showed (@app/shared/permissions). For courtesies only (a link to a page they may open); the
 * API's 403 is the guard.
 */
import type { CurrentUser } from '@app/shared/contracts/auth';
import { can, type Permission } from '@app/shared/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys.ts';

export function useCan(permission: Permission): boolean {
  const user = useQueryClient().getQueryData<CurrentUser>(queryKeys.currentUser);
  return can(user?.roles ?? [], permission);
}
