/**
 * Pay-on-behalf order (thanh toán hộ) and its refund requests: DESIGN.md §3.2. The wallet is debited
 * at `accepted`; `failed` refunds it; the customer may cancel only before `accepted`.
 */
import { defineMachine, type StatusOf } from './define-machine.ts';

export const payOnBehalfMachine = defineMachine({
  subject: 'pay_on_behalf_order',
  statuses: ['pending', 'accepted', 'paid', 'completed', 'failed', 'cancelled'],
  labels: {
    pending: 'Chờ duyệt',
    accepted: 'Đã tiếp nhận',
    paid: 'Đã thanh toán',
    completed: 'Hoàn thành',
    failed: 'Thất bại',
    cancelled: 'Đã hủy',
  },
  initial: ['pending'],
  transitions: {
    pending: ['accepted', 'cancelled'],
    accepted: ['paid', 'failed'],
    paid: ['completed', 'failed'],
    completed: [],
    failed: [],
    cancelled: [],
  },
  roles: {
    pending: [],
    accepted: ['admin', 'purchaser', 'accountant'],
    paid: ['admin', 'purchaser', 'accountant'],
    completed: ['admin', 'purchaser', 'system'],
    failed: ['admin', 'purchaser', 'accountant'],
    cancelled: ['customer', 'agent', 'admin', 'sales'],
  },
});
export type PayOnBehalfStatus = StatusOf<typeof payOnBehalfMachine>;

/** A refund request on a pay-on-behalf or Taobao Global order (yêu cầu hoàn tiền). */
export const refundRequestMachine = defineMachine({
  subject: 'refund_request',
  statuses: ['pending', 'approved', 'rejected', 'cancelled'],
  labels: { pending: 'Chờ duyệt', approved: 'Đã hoàn tiền', rejected: 'Từ chối', cancelled: 'Đã hủy' },
  initial: ['pending'],
  transitions: { pending: ['approved', 'rejected', 'cancelled'], approved: [], rejected: [], cancelled: [] },
  roles: {
    pending: [],
    approved: ['admin', 'accountant'],
    rejected: ['admin', 'accountant', 'sales'],
    cancelled: ['customer', 'agent'],
  },
});
export type RefundRequestStatus = StatusOf<typeof refundRequestMachine>;
