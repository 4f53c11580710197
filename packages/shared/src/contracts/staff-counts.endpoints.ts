/** What waits for the signed-in staff member (the console's menu badges): /Admin/Counts. */
import { endpointsOf } from './endpoint.ts';

const staffEndpoint = endpointsOf('admin', () => import('./staff-counts.ts'));

export const staffCountsEndpoints = {
  /** Recharges waiting for approval and orders waiting for this member's next step; cached, cheap to poll. */
  get: staffEndpoint({
    method: 'GET',
    path: '/Admin/Counts',
    access: 'access:console',
    errors: [401, 403],
    schemas: (s) => ({ response: s.staffCounts }),
  }),
};
