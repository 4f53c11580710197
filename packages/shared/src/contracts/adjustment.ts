/**
 * Wallet adjustments (điều chỉnh số dư, DESIGN.md §3.12): one member proposes a signed amount for a
 * customer's wallet with a reason and evidence photos; another member approves it (the `adjustment`
 * posting) or rejects it. The console's form resolves with the same `adjustmentInput`.
 */
import { z } from 'zod';
import { adjustmentMachine } from '../machines/adjustment.ts';
import { MONEY_LIMIT_MAX_VND } from '../money-limits.ts';
import { id, idQuery, isoDate, pageNumber, pageSize, safeText, vnd } from './common.ts';

/** Most evidence photos one adjustment carries. */
export const ADJUSTMENT_MAX_PHOTOS = 10;
/** The shortest reason: a word or two the customer will read on their wallet line, never one character. */
export const ADJUSTMENT_REASON_MIN = 5;

/** POST /Admin/Adjustment: signed integer đồng (never 0), at most MONEY_LIMIT_MAX_VND either way. */
export const adjustmentInput = z.object({
  customerId: id,
  amountVnd: z
    .number({ error: 'Vui lòng nhập số tiền' })
    .int('Số tiền phải là số nguyên đồng')
    .min(-MONEY_LIMIT_MAX_VND, 'Số tiền điều chỉnh tối đa 2.000.000.000 ₫')
    .max(MONEY_LIMIT_MAX_VND, 'Số tiền điều chỉnh tối đa 2.000.000.000 ₫')
    .refine((n) => n !== 0, 'Số tiền điều chỉnh phải khác 0 ₫'),
  reason: safeText(500, 'Lý do tối đa 500 ký tự', 'Vui lòng nhập lý do')
    .trim()
    .min(ADJUSTMENT_REASON_MIN, `Vui lòng ghi rõ lý do (ít nhất ${ADJUSTMENT_REASON_MIN} ký tự)`),
  evidencePhotoIds: z
    .array(id, { error: 'Ảnh đính kèm không hợp lệ' })
    .max(ADJUSTMENT_MAX_PHOTOS, `Tối đa ${ADJUSTMENT_MAX_PHOTOS} ảnh`)
    .default([]),
});
export type AdjustmentInput = z.input<typeof adjustmentInput>;

export const rejectAdjustmentInput = z.object({
  reason: safeText(500, 'Lý do tối đa 500 ký tự', 'Vui lòng nhập lý do').trim().min(1, 'Vui lòng nhập lý do'),
});

export const adjustmentListQuery = z.object({
  status: z.enum(adjustmentMachine.statuses, { error: 'Trạng thái không hợp lệ' }).optional(),
  customerId: idQuery.optional(),
  page: pageNumber.default(1),
  pageSize: pageSize.default(20),
});

const person = z.object({ id: z.number().int(), fullName: z.string() });

export const adjustment = z.object({
  id: z.number().int(),
  code: z.string(),
  customer: z.object({ id: z.number().int(), fullName: z.string(), phone: z.string(), email: z.string() }),
  /** Signed: positive credits the wallet, negative debits it. */
  amountVnd: vnd,
  reason: z.string(),
  evidencePhotos: z.array(z.object({ id: z.number().int(), url: z.string() })),
  status: z.enum(adjustmentMachine.statuses),
  proposedBy: person,
  decidedBy: person.nullable(),
  decidedAt: isoDate.nullable(),
  rejectReason: z.string(),
  /** The journal entry's code once approved (`GD…`), else null. */
  entryCode: z.string().nullable(),
  createdAt: isoDate,
});
export type Adjustment = z.infer<typeof adjustment>;
