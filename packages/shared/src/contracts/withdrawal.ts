/**
 * Withdrawals (DESIGN.md §3.8): the customer's own bank accounts (/Wallet/BankAccount), their
 * requests to take money out of the wallet (/Wallet/Withdraw) and the staff queue (/Admin/Withdraw).
 * Amounts are integer đồng; the per-request and per-day bounds and a new account's waiting hours
 * are settings (contracts/setting.ts), checked by the API.
 */
import { z } from 'zod';
import { bankByBin } from '../banks.ts';
import { withdrawalMachine } from '../machines/withdrawal.ts';
import { id, isoDate, pageNumber, pageSize, safeText, searchText, vnd } from './common.ts';

/**
 * The holder's name as banks print it: capitals without accents. What a customer types
 * (`Nguyễn Văn Đức`) is turned into `NGUYEN VAN DUC`; what still holds another character is refused.
 */
export function bankAccountName(raw: string): string {
  return raw
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** POST /Wallet/BankAccount: bank from the VietQR list, account number 6–19 digits, holder's name. */
export const customerBankAccountInput = z.object({
  bankBin: z
    .string({ error: 'Vui lòng chọn ngân hàng' })
    .max(10, 'Vui lòng chọn ngân hàng trong danh sách')
    .refine((bin) => bankByBin(bin) !== undefined, 'Vui lòng chọn ngân hàng trong danh sách hỗ trợ VietQR'),
  accountNumber: z
    .string({ error: 'Vui lòng nhập số tài khoản' })
    .max(40, 'Số tài khoản gồm 6–19 chữ số')
    .transform((s) => s.replace(/[\s.-]/g, ''))
    .pipe(z.string().regex(/^\d{6,19}$/, 'Số tài khoản gồm 6–19 chữ số')),
  accountName: safeText(80, 'Tên chủ tài khoản tối đa 50 ký tự', 'Vui lòng nhập tên chủ tài khoản')
    .transform(bankAccountName)
    .pipe(
      z
        .string()
        .min(2, 'Vui lòng nhập tên chủ tài khoản')
        .max(50, 'Tên chủ tài khoản tối đa 50 ký tự')
        .regex(/^[A-Z0-9 .,&()-]+$/, 'Tên chủ tài khoản chỉ gồm chữ cái không dấu, chữ số và khoảng trắng'),
    ),
});
export type CustomerBankAccountInput = z.input<typeof customerBankAccountInput>;

export const customerBankAccount = z.object({
  id: z.number().int(),
  bankBin: z.string(),
  bankShortName: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  createdAt: isoDate,
  /** From when it may be used for a withdrawal (`createdAt` + `withdrawAccountWaitHours`). */
  usableFrom: isoDate,
  usable: z.boolean(),
});
export type CustomerBankAccount = z.infer<typeof customerBankAccount>;
export const customerBankAccountList = z.array(customerBankAccount);

/** POST /Wallet/Withdraw (with `Idempotency-Key`). The bounds of the settings are checked by the API. */
export const withdrawInput = z.object({
  bankAccountId: id,
  amountVnd: z
    .number({ error: 'Vui lòng nhập số tiền' })
    .int('Số tiền phải là số nguyên đồng')
    .min(1, 'Số tiền rút phải lớn hơn 0 ₫')
    .max(2_000_000_000, 'Số tiền rút quá lớn'),
  note: safeText(500, 'Ghi chú tối đa 500 ký tự').trim().default(''),
});
export type WithdrawInput = z.input<typeof withdrawInput>;

const person = z.object({ id: z.number().int(), fullName: z.string() });

export const withdrawal = z.object({
  id: z.number().int(),
  code: z.string(),
  /** The payout transfer's memo: `RUT {code}`. */
  memo: z.string(),
  amountVnd: vnd,
  note: z.string(),
  status: z.enum(withdrawalMachine.statuses),
  bankAccount: z.object({
    id: z.number().int(),
    bankBin: z.string(),
    bankShortName: z.string(),
    accountNumber: z.string(),
    accountName: z.string(),
  }),
  bankReference: z.string().nullable(),
  proofPhotos: z.array(z.object({ id: z.number().int(), url: z.string() })),
  rejectReason: z.string(),
  createdAt: isoDate,
  approvedAt: isoDate.nullable(),
  paidAt: isoDate.nullable(),
  decidedAt: isoDate.nullable(),
  /** Still `pending` more than 24 hours after the request (the staff queue flags it). */
  overdue: z.boolean(),
  /** Staff answers only. */
  customer: z.object({ id: z.number().int(), fullName: z.string(), phone: z.string(), email: z.string() }).optional(),
  approvedBy: person.nullable().optional(),
  paidBy: person.nullable().optional(),
  decidedBy: person.nullable().optional(),
});
export type Withdrawal = z.infer<typeof withdrawal>;

const statusFilter = z.enum(withdrawalMachine.statuses, { error: 'Trạng thái không hợp lệ' }).optional();

export const withdrawalListQuery = z.object({
  status: statusFilter,
  page: pageNumber.default(1),
  pageSize: pageSize.default(20),
});

/** GET /Admin/Withdraw: status, the search box (code, customer's name, phone, e-mail). */
export const adminWithdrawalListQuery = withdrawalListQuery.extend({ q: searchText.optional() });

export const payWithdrawalInput = z.object({
  bankReference: safeText(100, 'Mã giao dịch ngân hàng tối đa 100 ký tự', 'Vui lòng nhập mã giao dịch ngân hàng')
    .trim()
    .min(1, 'Vui lòng nhập mã giao dịch ngân hàng'),
  proofPhotoIds: z
    .array(id, { error: 'Ảnh chứng từ không hợp lệ' })
    .min(1, 'Vui lòng đính kèm ít nhất một ảnh chứng từ chuyển khoản')
    .max(5, 'Tối đa 5 ảnh chứng từ'),
});
export type PayWithdrawalInput = z.input<typeof payWithdrawalInput>;

export const rejectWithdrawalInput = z.object({
  reason: safeText(500, 'Lý do tối đa 500 ký tự', 'Vui lòng nhập lý do từ chối')
    .trim()
    .min(1, 'Vui lòng nhập lý do từ chối'),
});
export type RejectWithdrawalInput = z.input<typeof rejectWithdrawalInput>;

/** GET /Admin/Withdraw/{id}/PayoutQr: the VietQR the accountant scans to pay the customer. */
export const payoutQr = z.object({
  payload: z.string(),
  bankBin: z.string(),
  bankShortName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  amountVnd: vnd,
  memo: z.string(),
});
export type PayoutQr = z.infer<typeof payoutQr>;
