/**
 * Withdrawal (rút tiền) lifecycle: DESIGN.md §3.8. The amount is held at request; staff pay and
 * attach proof (`paid`) or reject (hold released); the customer may cancel while `pending`.
 */
import { defineMachine, type StatusOf } from './define-machine.ts';

export const withdrawalMachine = defineMachine({
  subject: 'withdrawal',
  statuses: ['pending', 'paid', 'rejected', 'cancelled'],
  labels: { pending: 'Chờ duyệt', paid: 'Đã chuyển tiền', rejected: 'Từ chối', cancelled: 'Đã hủy' },
  initial: ['pending'],
  transitions: { pending: ['paid', 'rejected', 'cancelled'], paid: [], rejected: [], cancelled: [] },
  roles: { pending: [], paid: ['admin', 'accountant'], rejected: ['admin', 'accountant'], cancelled: ['customer'] },
});
export type WithdrawalStatus = StatusOf<typeof withdrawalMachine>;
