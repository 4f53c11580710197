/**
 * Complaint (khiếu nại) lifecycle: DESIGN.md §3.9. Staff take it (`processing`), may ask for more,
 * and offer a refund (`offered`; an offer above the member's limit stays `processing` until a second
 * member approves it). The customer accepts (`resolved`, the refund credited once) or counters
 * (back to `processing`); the customer may cancel before `processing`.
 */
import { defineMachine, type StatusOf } from './define-machine.ts';

export const complaintMachine = defineMachine({
  subject: 'complaint',
  statuses: ['pending', 'processing', 'offered', 'resolved', 'rejected', 'cancelled'],
  labels: {
    pending: 'Chờ tiếp nhận',
    processing: 'Đang xử lý',
    offered: 'Đề xuất hoàn tiền',
    resolved: 'Đã xử lý',
    rejected: 'Từ chối',
    cancelled: 'Đã hủy',
  },
  initial: ['pending'],
  transitions: {
    pending: ['processing', 'rejected', 'cancelled'],
    processing: ['offered', 'rejected'],
    offered: ['resolved', 'processing', 'rejected'],
    resolved: [],
    rejected: [],
    cancelled: [],
  },
  roles: {
    pending: [],
    // Staff take it; the customer's counter-offer sends an offer back to it.
    processing: ['admin', 'sales', 'customer'],
    offered: ['admin', 'sales', 'accountant'],
    resolved: ['customer'],
    rejected: ['admin', 'sales'],
    cancelled: ['customer'],
  },
});
export type ComplaintStatus = StatusOf<typeof complaintMachine>;
