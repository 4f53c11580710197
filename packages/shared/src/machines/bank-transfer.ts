/**
 * Bank transfer notification (giao dịch ngân hàng) lifecycle: DESIGN.md §3.8. A transfer a bank
 * notification service (SePay, Casso) reports is `matched` at once when it settles a recharge or a
 * withdrawal by its memo and amount, else `unmatched` in the review queue, where an accountant
 * assigns it (`matched`) or ignores it with a reason.
 */
import { defineMachine, type StatusOf } from './define-machine.ts';

export const bankTransferMachine = defineMachine({
  subject: 'bank_transfer',
  statuses: ['unmatched', 'matched', 'ignored'],
  labels: { unmatched: 'Chưa khớp', matched: 'Đã khớp', ignored: 'Bỏ qua' },
  initial: ['unmatched', 'matched'],
  transitions: { unmatched: ['matched', 'ignored'], matched: [], ignored: [] },
  roles: { unmatched: [], matched: ['admin', 'accountant', 'system'], ignored: ['admin', 'accountant'] },
});
export type BankTransferStatus = StatusOf<typeof bankTransferMachine>;
