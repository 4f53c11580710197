/**
 * Commission entry (hoa hồng đại lý) lifecycle (DESIGN.md §3.10, decision 0119): one entry per
 * (agent, order kind, order id), created `pending` when the order's fee is earned; `available` when
 * the complaint window after the order closes; `paid` when the nightly job credits it to the agent's
 * wallet (`commission` posting); `reversed` when a refund takes the whole fee back before payment.
 * Only the system moves an entry (timed jobs and domain-event subscribers).
 */
import { defineMachine, type StatusOf } from './define-machine.ts';

export const commissionMachine = defineMachine({
  subject: 'commission_entry',
  statuses: ['pending', 'available', 'paid', 'reversed'],
  labels: {
    pending: 'Chờ đối soát',
    available: 'Chờ chi trả',
    paid: 'Đã cộng vào ví',
    reversed: 'Đã thu hồi',
  },
  // A claw-back entry (a refund after payment) is created `available`: the next payout deducts it.
  initial: ['pending', 'available'],
  transitions: {
    pending: ['available', 'reversed'],
    available: ['paid', 'reversed'],
    paid: [],
    reversed: [],
  },
  roles: { pending: ['system'], available: ['system'], paid: ['system'], reversed: ['system'] },
});
export type CommissionStatus = StatusOf<typeof commissionMachine>;
