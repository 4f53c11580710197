/** /Admin/Reconciliation: the day's reconciliation, its CSV, and the rows behind each figure (DESIGN.md §3.8). */
import { endpointsOf } from './endpoint.ts';

const root = '/Admin/Reconciliation';
const endpoint = endpointsOf('admin', () => import('./reconciliation.ts'));
const errors = [400, 401, 403] as const;

export const reconciliationEndpoints = {
  /** `?date=YYYY-MM-DD`, the day in Vietnam. */
  get: endpoint({
    method: 'GET',
    path: root,
    access: 'view:reconciliation',
    errors,
    schemas: (s) => ({ query: s.reconciliationQuery, response: s.reconciliation }),
  }),
  /** The same figures as CSV for Excel (decision 0041). */
  export: endpoint({
    method: 'GET',
    path: `${root}/Export`,
    access: 'view:reconciliation',
    errors,
    schemas: (s, { csvFile }) => ({ query: s.reconciliationQuery, response: csvFile }),
  }),
  /** The day's journal entries of one type (or movement), newest first: the rows behind a figure. */
  entries: endpoint({
    method: 'GET',
    path: `${root}/Entries`,
    access: 'view:reconciliation',
    errors,
    schemas: (s, { paged }) => ({ query: s.reconciliationEntriesQuery, response: paged(s.reconciliationEntry) }),
  }),
};
