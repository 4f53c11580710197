/**
 * Withdrawal (rút tiền) lifecycle: DESIGN.md §3.8. The amount is held at request; staff approve,
 * then pay out of the company's bank account and attach proof (`paid`), or reject (hold released);
 * the customer may cancel while `pending`. `system`: an outgoing bank notification carrying the
 * memo `RUT {code}` marks an approved withdrawal paid.
 */
import { defineMachine, type StatusOf } from './define-machine.ts';

export const withdrawalMachine = defineMachine({
  subject: 'withdrawal',
  statuses: ['pending', 'approved', 'paid', 'rejected', 'cancelled'],
  labels: {
    pending: 'Chờ duyệt',
    approved: 'Đã duyệt',
    paid: 'Đã chuyển',
    rejected: 'Từ chối',
    cancelled: 'Đã hủy',
  },
  initial: ['pending'],
  transitions: {
    pending: ['approved', 'rejected', 'cancelled'],
    approved: ['paid', 'rejected'],
    paid: [],
    rejected: [],
    cancelled: [],
  },
  roles: {
    pending: [],
    approved: ['admin', 'accountant', 'system'],
    paid: ['admin', 'accountant', 'system'],
    rejected: ['admin', 'accountant'],
    cancelled: ['customer'],
  },
});
export type WithdrawalStatus = StatusOf<typeof withdrawalMachine>;
