import { z } from 'zod';
import { rechargeMachine } from '../machines/recharge.ts';
import { ledgerEntryTypes } from '../statuses.ts';
import { idQuery, isoDate, pageNumber, pageSize, safeText, searchText, vnd } from './common.ts';

/** Recharge limits in đồng (decision 0006). */
export const RECHARGE_MIN_VND = 10_000;
export const RECHARGE_MAX_VND = 500_000_000;

export const rechargeInput = z.object({
  amountVnd: z
    .number({ error: 'Vui lòng nhập số tiền' })
    .int('Số tiền phải là số nguyên đồng')
    .min(RECHARGE_MIN_VND, 'Số tiền nạp tối thiểu 10.000 ₫')
    .max(RECHARGE_MAX_VND, 'Số tiền nạp tối đa 500.000.000 ₫'),
});

export const companyBankAccount = z.object({
  bankBin: z.string(),
  bankShortName: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
});
export type CompanyBankAccount = z.infer<typeof companyBankAccount>;

export const recharge = z.object({
  id: z.number().int(),
  code: z.string(),
  memo: z.string(),
  /** What the customer asked to add (and the VietQR code asks to transfer). */
  amountVnd: vnd,
  /** What the bank received and the wallet was credited; null until approved (decision 0046). */
  receivedVnd: vnd.nullable(),
  /** The staff's note of the decision: why a different amount was credited, or why it was cancelled. */
  note: z.string(),
  status: z.enum(rechargeMachine.statuses),
  bankAccount: companyBankAccount,
  vietQrPayload: z.string(),
  createdAt: isoDate,
  decidedAt: isoDate.nullable(),
  customer: z.object({ id: z.number().int(), fullName: z.string(), phone: z.string(), email: z.string() }).optional(),
  /** Staff lists only: who approved or cancelled it; null while pending. */
  decidedBy: z.object({ id: z.number().int(), fullName: z.string() }).nullable().optional(),
  /**
   * Staff only: an approval above its member's `recharge_difference` limit (DESIGN.md §3.12), recorded
   * and not credited; while the recharge is `pending` it waits for a second member whose limit covers
   * it. `proposedBy` null: the system. Null when there was none.
   */
  proposal: z
    .object({
      receivedVnd: vnd,
      note: z.string(),
      proposedBy: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
      proposedAt: isoDate,
    })
    .nullable()
    .optional(),
});
export type Recharge = z.infer<typeof recharge>;

export const ledgerEntry = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.enum(ledgerEntryTypes),
  description: z.string(),
  amountVnd: vnd,
  balanceAfterVnd: vnd,
  createdAt: isoDate,
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

export const rechargeListQuery = z.object({
  status: z.enum(rechargeMachine.statuses, { error: 'Trạng thái không hợp lệ' }).optional(),
  page: pageNumber.default(1),
  pageSize: pageSize.default(20),
});

/** What the staff recharge list and its CSV export filter by: status, the search box, one customer. */
export const adminRechargeFilter = z.object({
  status: z.enum(rechargeMachine.statuses, { error: 'Trạng thái không hợp lệ' }).optional(),
  q: searchText.optional(),
  customerId: idQuery.optional(),
});
export const adminRechargeListQuery = adminRechargeFilter.extend({
  page: pageNumber.default(1),
  pageSize: pageSize.default(20),
});

export const cancelRechargeInput = z.object({ note: safeText(500).trim().default('') });

/**
 * POST /Admin/Recharge/{id}/Approve (decision 0046). Without `receivedVnd` the requested amount is
 * credited. With it, the amount the bank actually received: a positive integer of đồng up to
 * RECHARGE_MAX_VND; when it differs from the request, `note` is required (the API answers 400
 * `recharge-note-required`, the console's form says so first). No body: the requested amount.
 */
/** The fields of an approval (the console's form checks each with these). */
export const approveRechargeFields = z.object({
  receivedVnd: z
    .number({ error: 'Vui lòng nhập số tiền đã nhận' })
    .int('Số tiền phải là số nguyên đồng')
    .min(1, 'Số tiền đã nhận phải lớn hơn 0 ₫')
    .max(RECHARGE_MAX_VND, 'Số tiền đã nhận tối đa 500.000.000 ₫')
    .optional(),
  note: safeText(500, 'Ghi chú tối đa 500 ký tự').trim().default(''),
});
// No body at all (Fastify passes null) approves the requested amount, as before this input existed.
export const approveRechargeInput = approveRechargeFields.nullish();
export type ApproveRechargeInput = z.input<typeof approveRechargeInput>;

/** Purchase exchange rate, VND per CNY, with when it took effect. */
export const exchangeRate = z.object({
  id: z.number().int(),
  rate: z.number().int(),
  effectiveFrom: isoDate,
  createdBy: z.string(),
});
export const exchangeRateInput = z.object({
  rate: z
    .number({ error: 'Vui lòng nhập tỷ giá' })
    .int('Tỷ giá phải là số nguyên đồng')
    .min(1000, 'Tỷ giá không hợp lý (1.000–10.000 ₫/¥)')
    .max(10_000, 'Tỷ giá không hợp lý (1.000–10.000 ₫/¥)'),
});
export const exchangeRateList = z.object({ current: exchangeRate.nullable(), history: z.array(exchangeRate) });
