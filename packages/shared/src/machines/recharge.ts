/** Recharge (nạp tiền) lifecycle: DESIGN.md §3.8. Approval credits the wallet exactly once. */
import { defineMachine, type StatusOf } from './define-machine.ts';

export const rechargeMachine = defineMachine({
  subject: 'recharge',
  statuses: ['pending', 'approved', 'cancelled'],
  labels: { pending: 'Chờ duyệt', approved: 'Đã duyệt', cancelled: 'Đã hủy' },
  initial: ['pending'],
  transitions: { pending: ['approved', 'cancelled'], approved: [], cancelled: [] },
  // `system`: the bank-notification webhook that matches memo and amount.
  roles: { pending: [], approved: ['admin', 'accountant', 'system'], cancelled: ['admin', 'accountant'] },
});
export type RechargeStatus = StatusOf<typeof rechargeMachine>;
