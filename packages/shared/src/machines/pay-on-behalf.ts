/**
 * Pay-on-behalf order (thanh toán hộ) and its refund requests: DESIGN.md §3.2, decision 0114. The
 * wallet is debited when the order enters `pending` (at creation, or at the customer's confirmation
 * of an agent's order in `awaiting_customer`); `cancelled` and `failed` refund amount and fee in the
 * same transaction. `paid` keeps the Alipay trade number and proofs; `completed` when the customer
 * confirms or `system` after the setting's days.
 */
import { defineMachine, type StatusOf } from './define-machine.ts';

export const payOnBehalfMachine = defineMachine({
  subject: 'pay_on_behalf_order',
  statuses: ['awaiting_customer', 'pending', 'processing', 'paid', 'completed', 'cancelled', 'failed'],
  labels: {
    awaiting_customer: 'Chờ khách xác nhận',
    pending: 'Chờ xử lý',
    processing: 'Đang thanh toán',
    paid: 'Đã thanh toán',
    completed: 'Hoàn thành',
    cancelled: 'Đã hủy',
    failed: 'Thất bại',
  },
  initial: ['awaiting_customer', 'pending'],
  transitions: {
    awaiting_customer: ['pending', 'cancelled'],
    pending: ['processing', 'cancelled', 'failed'],
    processing: ['paid', 'failed'],
    paid: ['completed'],
    completed: [],
    cancelled: [],
    failed: [],
  },
  roles: {
    awaiting_customer: [],
    pending: ['customer'],
    processing: ['admin', 'purchaser', 'accountant'],
    paid: ['admin', 'purchaser', 'accountant'],
    completed: ['customer', 'system'],
    cancelled: ['customer'],
    failed: ['admin', 'purchaser', 'accountant'],
  },
});
export type PayOnBehalfStatus = StatusOf<typeof payOnBehalfMachine>;

/** Statuses in which an order's references are taken (a new order may not reuse them). */
export const payOnBehalfOpenStatuses: readonly PayOnBehalfStatus[] = [
  'awaiting_customer',
  'pending',
  'processing',
  'paid',
  'completed',
];

/**
 * A refund request on a pay-on-behalf order (yêu cầu hoàn tiền), also for a Taobao Global sub-order
 * paid through one. `approved` credits the wallet at the order's rate.
 */
export const refundRequestMachine = defineMachine({
  subject: 'refund_request',
  statuses: ['pending', 'approved', 'rejected', 'cancelled'],
  labels: { pending: 'Chờ duyệt', approved: 'Đã hoàn tiền', rejected: 'Từ chối', cancelled: 'Đã hủy' },
  initial: ['pending'],
  transitions: { pending: ['approved', 'rejected', 'cancelled'], approved: [], rejected: [], cancelled: [] },
  roles: {
    pending: [],
    approved: ['admin', 'accountant', 'system'],
    rejected: ['admin', 'accountant', 'system'],
    cancelled: ['customer', 'system'],
  },
});
export type RefundRequestStatus = StatusOf<typeof refundRequestMachine>;
