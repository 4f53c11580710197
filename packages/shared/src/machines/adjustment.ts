/**
 * Wallet adjustment (điều chỉnh số dư) lifecycle: DESIGN.md §3.8. One member proposes a signed
 * amount with a reason and evidence; another member approves it (the `adjustment` posting) or
 * rejects it. Never the proposer.
 */
import { defineMachine, type StatusOf } from './define-machine.ts';

export const adjustmentMachine = defineMachine({
  subject: 'adjustment',
  statuses: ['pending', 'approved', 'rejected'],
  labels: { pending: 'Chờ duyệt', approved: 'Đã duyệt', rejected: 'Từ chối' },
  initial: ['pending'],
  transitions: { pending: ['approved', 'rejected'], approved: [], rejected: [] },
  roles: { pending: [], approved: ['admin', 'accountant'], rejected: ['admin', 'accountant'] },
});
export type AdjustmentStatus = StatusOf<typeof adjustmentMachine>;
