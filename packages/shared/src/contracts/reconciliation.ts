/**
 * The day's reconciliation (đối soát, DESIGN.md §3.8): for one calendar day in Vietnam, the opening
 * and closing balance of every ledger account kind, the day's entries per type, recharges credited
 * against bank notifications matched, withdrawals paid against outgoing transfers, refunds and
 * adjustments, each with the console link to its rows; and the last ledger check's result.
 */
import { z } from 'zod';
import { ledgerEntryTypes } from '../statuses.ts';
import { isoDate, pageNumber, pageSize, vnd } from './common.ts';

/** A real calendar date `YYYY-MM-DD` from 2000 to 2099 (the day in Vietnam). */
export const reconciliationDate = z
  .string({ error: 'Vui lòng chọn ngày' })
  .regex(/^20\d\d-\d\d-\d\d$/, 'Ngày không hợp lệ, dạng YYYY-MM-DD')
  .refine((d) => {
    const t = new Date(`${d}T00:00:00Z`);
    return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d;
  }, 'Ngày không hợp lệ');

export const reconciliationQuery = z.object({ date: reconciliationDate });

/** The account kinds of the ledger (ledger_accounts.kind), customer wallets summed as one. */
export const ledgerAccountKindLabels = {
  customer_wallet: 'Ví khách hàng (tổng)',
  bank_clearing: 'Tiền qua ngân hàng',
  order_prepayments: 'Tiền khách trả trước cho đơn',
  fee_revenue: 'Doanh thu phí',
  supplier_payables: 'Phải trả người bán (thanh toán hộ)',
  withdrawals_payable: 'Tiền rút đang giữ',
  complaint_refunds: 'Chi hoàn tiền khiếu nại',
  commissions: 'Chi hoa hồng',
  adjustments: 'Điều chỉnh số dư',
} as const;
export type LedgerAccountKind = keyof typeof ledgerAccountKindLabels;
export const ledgerAccountKinds = Object.keys(ledgerAccountKindLabels) as [LedgerAccountKind, ...LedgerAccountKind[]];

/** A figure of the day: how many rows, their amount in đồng, and the console route listing them. */
export const figure = z.object({ count: z.number().int(), amountVnd: vnd, link: z.string() });
export type Figure = z.infer<typeof figure>;

export const reconciliation = z.object({
  date: z.string(),
  /** The day's bounds: 00:00 in Vietnam (UTC+7) to the next 00:00. */
  from: isoDate,
  to: isoDate,
  balances: z.array(
    z.object({
      kind: z.enum(ledgerAccountKinds),
      label: z.string(),
      openingVnd: vnd,
      closingVnd: vnd,
      changeVnd: vnd,
    }),
  ),
  entryTotals: z.array(
    z.object({
      type: z.enum(ledgerEntryTypes),
      label: z.string(),
      count: z.number().int(),
      amountVnd: vnd,
      walletNetVnd: vnd,
      link: z.string(),
    }),
  ),
  recharges: z.object({
    credited: figure,
    bankMatched: figure,
    bankUnmatched: figure,
    /** Credited minus matched notifications: what staff credited without a matching notification (or the reverse). */
    differenceVnd: vnd,
  }),
  withdrawals: z.object({
    paid: figure,
    bankOutgoing: figure,
    /** Paid minus outgoing transfers seen by the bank. */
    differenceVnd: vnd,
  }),
  refunds: z.array(z.object({ type: z.enum(ledgerEntryTypes), label: z.string(), ...figure.shape })),
  adjustments: z.object({ credits: figure, debits: figure, pending: figure }),
  /** The last stored run of the ledger invariant check (nightly); null before the first. */
  ledgerCheck: z
    .object({
      ok: z.boolean(),
      at: isoDate,
      problems: z.array(z.object({ kind: z.string(), subject: z.string(), expected: z.string(), actual: z.string() })),
    })
    .nullable(),
});
export type Reconciliation = z.infer<typeof reconciliation>;

/** GET /Admin/Reconciliation/Entries: the day's journal entries of one type or one movement. */
export const reconciliationEntriesQuery = z.object({
  date: reconciliationDate,
  type: z.enum(ledgerEntryTypes, { error: 'Loại giao dịch không hợp lệ' }).optional(),
  /** One movement within a type: `withdrawal-paid` (payouts), `withdrawal-hold` (requests). */
  movement: z.enum(['withdrawal-paid', 'withdrawal-hold'], { error: 'Loại giao dịch không hợp lệ' }).optional(),
  page: pageNumber.default(1),
  pageSize: pageSize.default(50),
});

export const reconciliationEntry = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.string(),
  description: z.string(),
  /** The money the entry moved (đồng). */
  amountVnd: vnd,
  /** Its change to the customer's wallet (signed), null when it touches none. */
  walletVnd: vnd.nullable(),
  customer: z.object({ id: z.number().int(), fullName: z.string(), phone: z.string(), email: z.string() }).nullable(),
  createdAt: isoDate,
});
export type ReconciliationEntry = z.infer<typeof reconciliationEntry>;
