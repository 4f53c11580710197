/**
 * Company bank accounts customers pay into (VietQR, decision 0021): the console lists, adds and
 * activates them. The bank must take VietQR transfers (../banks.ts); one account is active at a time.
 */
import { z } from 'zod';
import { bankByBin } from '../banks.ts';

export const bankAccount = z.object({
  id: z.number().int(),
  bankBin: z.string(),
  bankShortName: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  active: z.boolean(),
});

export const bankAccountList = z.array(bankAccount);

/**
 * A new account: the bank's NAPAS BIN, the account number (6–19 digits) and the holder's name as
 * the bank prints it for VietQR (capital letters without diacritics, digits, spaces and `.,-&()`,
 * at most 50 characters).
 */
export const bankAccountInput = z.object({
  bankBin: z
    .string({ error: 'Vui lòng chọn ngân hàng' })
    .refine((bin) => bankByBin(bin) !== undefined, 'Ngân hàng không hỗ trợ chuyển khoản VietQR'),
  accountNumber: z
    .string({ error: 'Vui lòng nhập số tài khoản' })
    .trim()
    .regex(/^\d{6,19}$/, 'Số tài khoản gồm 6–19 chữ số'),
  accountName: z
    .string({ error: 'Vui lòng nhập tên chủ tài khoản' })
    .trim()
    .min(2, 'Vui lòng nhập tên chủ tài khoản')
    .max(50, 'Tên chủ tài khoản tối đa 50 ký tự')
    .regex(/^[A-Z0-9 .,&()-]+$/, 'Tên chủ tài khoản viết hoa, không dấu (như trên thẻ ngân hàng)'),
});

export type BankAccountInput = z.infer<typeof bankAccountInput>;
