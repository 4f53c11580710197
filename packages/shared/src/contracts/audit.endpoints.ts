/** /Admin/AuditLog: reading the audit log (decision 0096). Admin only; nothing updates or deletes a row. */
import { endpointsOf } from './endpoint.ts';

const root = '/Admin/AuditLog';
const endpoint = endpointsOf('admin', () => import('./audit.ts'));
const errors = [400, 401, 403] as const;

export const auditEndpoints = {
  /** Newest first, keyset-paged: pass the answer's `nextCursor` as `cursor` for the next page. */
  list: endpoint({
    method: 'GET',
    path: root,
    access: 'view:audit-log',
    errors,
    schemas: (s) => ({ query: s.auditLogQuery, response: s.auditLogPage }),
  }),
  /** The filtered rows as CSV (decision 0041); the export writes its own audit row. */
  export: endpoint({
    method: 'GET',
    path: `${root}/Export`,
    access: 'view:audit-log',
    errors,
    schemas: (s, { csvFile }) => ({ query: s.auditLogFilter, response: csvFile }),
  }),
};
