/**
 * /Admin/Adjustment: wallet adjustments under two people's control (DESIGN.md §3.12). Proposing
 * needs an `Idempotency-Key` header: a retried proposal answers the first one and creates nothing.
 */
import { endpointsOf } from './endpoint.ts';

const root = '/Admin/Adjustment';
const endpoint = endpointsOf('admin', () => import('./adjustment.ts'));
const errors = [400, 401, 403, 404, 409] as const;

export const adjustmentEndpoints = {
  /** Newest first; `status` and `customerId` cut. */
  list: endpoint({
    method: 'GET',
    path: root,
    access: 'propose:adjustment',
    errors,
    schemas: (s, { paged }) => ({ query: s.adjustmentListQuery, response: paged(s.adjustment) }),
  }),
  /** A pending adjustment; nothing moves until another member approves it. */
  create: endpoint({
    method: 'POST',
    path: root,
    access: 'propose:adjustment',
    errors,
    idempotencyKey: true,
    schemas: (s) => ({ body: s.adjustmentInput, response: s.adjustment }),
  }),
  /** Posts it once; never by the proposer (409 `own-proposal`), within the approver's `adjustment` limit. */
  approve: endpoint({
    method: 'POST',
    path: `${root}/:id/Approve`,
    access: 'approve:adjustment',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.adjustment }),
  }),
  reject: endpoint({
    method: 'POST',
    path: `${root}/:id/Reject`,
    access: 'approve:adjustment',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.rejectAdjustmentInput, response: s.adjustment }),
  }),
};
