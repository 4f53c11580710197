/**
 * Complaint (khiếu nại) lifecycle: DESIGN.md §3.9. `resolved` credits the refund to the wallet; the
 * customer may cancel before `processing`.
 */
import { defineMachine, type StatusOf } from './define-machine.ts';

export const complaintMachine = defineMachine({
  subject: 'complaint',
  statuses: ['pending', 'processing', 'resolved', 'rejected', 'cancelled'],
  labels: {
    pending: 'Chờ tiếp nhận',
    processing: 'Đang xử lý',
    resolved: 'Đã xử lý',
    rejected: 'Từ chối',
    cancelled: 'Đã hủy',
  },
  initial: ['pending'],
  transitions: {
    pending: ['processing', 'rejected', 'cancelled'],
    processing: ['resolved', 'rejected'],
    resolved: [],
    rejected: [],
    cancelled: [],
  },
  roles: {
    pending: [],
    processing: ['admin', 'sales'],
    resolved: ['admin', 'sales', 'accountant'],
    rejected: ['admin', 'sales'],
    cancelled: ['customer'],
  },
});
export type ComplaintStatus = StatusOf<typeof complaintMachine>;
