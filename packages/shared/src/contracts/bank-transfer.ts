/**
 * Bank notifications (DESIGN.md §3.8): the review queue "Đối soát ngân hàng" of the transfers SePay
 * and Casso report, and what the notification services get back.
 */
import { z } from 'zod';
import { bankTransferMachine } from '../machines/bank-transfer.ts';
import { id, isoDate, pageNumber, pageSize, safeText, vnd } from './common.ts';
import { reconciliationDate } from './reconciliation.ts';

/** What each notification service expects on success (SePay: `{ "success": true }` with 200). */
export const webhookAck = z.object({ success: z.literal(true) });

export const bankTransfer = z.object({
  id: z.number().int(),
  provider: z.enum(['sepay', 'casso']),
  providerTransactionId: z.string(),
  direction: z.enum(['in', 'out']),
  amountVnd: vnd,
  content: z.string(),
  accountNumber: z.string(),
  bankReference: z.string(),
  occurredAt: isoDate,
  status: z.enum(bankTransferMachine.statuses),
  /** Why it did not match on arrival, in Vietnamese ('' when it matched). */
  unmatchedReason: z.string(),
  ignoreReason: z.string(),
  /** The recharge it credited, or the withdrawal it paid. */
  recharge: z.object({ id: z.number().int(), code: z.string() }).nullable(),
  withdrawal: z.object({ id: z.number().int(), code: z.string() }).nullable(),
  customer: z.object({ id: z.number().int(), fullName: z.string(), phone: z.string(), email: z.string() }).nullable(),
  decidedBy: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  decidedAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type BankTransfer = z.infer<typeof bankTransfer>;

/**
 * GET /Admin/BankTransfer: the transfers of `status`, of `direction` (`in` money received, `out` money
 * paid), of `date` (YYYY-MM-DD, the day in Vietnam on the bank's transaction time, as the day's
 * reconciliation counts it). Without `status`: every status when a direction is given, else `unmatched`.
 */
export const bankTransferListQuery = z.object({
  status: z.enum(bankTransferMachine.statuses, { error: 'Trạng thái không hợp lệ' }).optional(),
  direction: z.enum(['in', 'out'], { error: 'Chiều giao dịch không hợp lệ (tiền vào hoặc tiền ra)' }).optional(),
  date: reconciliationDate.optional(),
  page: pageNumber.default(1),
  pageSize: pageSize.default(20),
});

/**
 * POST /Admin/BankTransfer/{id}/Assign: credit a pending recharge (`rechargeId`) with the transfer's
 * amount, or credit a customer (`customerId`) through a new recharge approved at once. Exactly one.
 */
export const assignBankTransferInput = z.union(
  [z.object({ rechargeId: id }).strict(), z.object({ customerId: id }).strict()],
  { error: 'Chọn một yêu cầu nạp tiền hoặc một khách hàng' },
);
export type AssignBankTransferInput = z.infer<typeof assignBankTransferInput>;

export const ignoreBankTransferInput = z.object({
  reason: safeText(500, 'Lý do tối đa 500 ký tự').trim().min(3, 'Vui lòng nhập lý do bỏ qua (ít nhất 3 ký tự)'),
});
