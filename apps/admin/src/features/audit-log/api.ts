/**
 * The audit log (auditEndpoints.list, admin only): pages of 50 rows, newest first, each after the
 * previous page's `nextCursor` ("Xem thêm" loads the next), under the filters of the URL.
 */
import type { AuditLogFilter, AuditLogPage } from '@app/shared/contracts/audit';
import { auditEndpoints } from '@app/shared/contracts/audit.endpoints';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const AUDIT_PAGE_SIZE = 50;

/** The filter as the URL carries it (`?actorId=3&subjectType=bag&from=2026-11-01`), empty ones dropped. */
export function filterOf(params: URLSearchParams): AuditLogFilter {
  const actorId = Number(params.get('actorId'));
  const text = (key: string) => params.get(key)?.trim() || undefined;
  return {
    actorId: Number.isInteger(actorId) && actorId > 0 ? actorId : undefined,
    subjectType: text('subjectType'),
    subjectId: text('subjectId'),
    from: text('from'),
    to: text('to'),
  };
}

export function auditLogQuery(filter: AuditLogFilter) {
  return infiniteQueryOptions({
    queryKey: queryKeys.auditLog(filter),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      call(auditEndpoints.list, {
        query: { ...filter, cursor: pageParam, pageSize: AUDIT_PAGE_SIZE },
        signal,
      }) as Promise<AuditLogPage>,
    getNextPageParam: (last: AuditLogPage) => last.nextCursor ?? undefined,
  });
}
