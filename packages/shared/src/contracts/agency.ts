/**
 * Agency (DESIGN.md §3.10, decisions 0118 and 0119): an agent is a customer holding the `agent` role
 * and a referral code; its customers registered with the code or were created by it. The agent's
 * overview (/Agency), its customers (/Agency/Customer, phones and e-mails masked, never balances),
 * its commission entries (/Agency/Commission), the admin's switch on a customer
 * (/Admin/Customer/{id}/Agent) and the commission rules (/Admin/CommissionRule). Amounts are integer
 * đồng; percentages are basis points (1 % = 100).
 */
import { z } from 'zod';
import { commissionMachine } from '../machines/commission.ts';
import { isoDate, pageNumber, pageSize, safeText, searchText, vnd, vnMobilePhone } from './common.ts';

/** 4–16 upper-case letters or digits; typed in any case (`abc123` → `ABC123`), spaces around dropped. */
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{4,16}$/;

/** A referral code as typed: trimmed, upper-cased, then 4–16 letters or digits. */
export const referralCode = safeText(40, 'Mã giới thiệu gồm 4–16 chữ cái hoặc chữ số')
  .trim()
  .toUpperCase()
  .pipe(z.string().regex(REFERRAL_CODE_PATTERN, 'Mã giới thiệu gồm 4–16 chữ cái hoặc chữ số (không dấu)'));

/** The link an agent shares: the PWA's register page with the code. */
export function registerLinkOf(code: string): string {
  return `/auth/register?ref=${encodeURIComponent(code)}`;
}

/**
 * PUT /Admin/Customer/{id}/Agent: grant (`isAgent: true`, with a code or one generated) or remove
 * the `agent` role. Removing keeps the customers' link; the code stops working (decision 0118).
 */
export const setAgentInput = z.object({
  isAgent: z.boolean({ error: 'Vui lòng chọn có là đại lý hay không' }),
  referralCode: referralCode.nullable().optional(),
});
export type SetAgentInput = z.input<typeof setAgentInput>;

/** What the staff's customer page shows of agency (part of GET /Admin/Customer/{id}). */
export const customerAgency = z.object({
  /** Holds the `agent` role. */
  isAgent: z.boolean(),
  /** The agent's code (kept when the role is removed, then inactive); null: never an agent. */
  referralCode: z.string().nullable(),
  /** The agent this customer belongs to, and since when; null: none. */
  agent: z.object({ id: z.number().int(), fullName: z.string(), referralCode: z.string().nullable() }).nullable(),
  agentLinkedAt: isoDate.nullable(),
  /** How many customers belong to this user as an agent. */
  agentCustomerCount: z.number().int(),
});
export type CustomerAgency = z.infer<typeof customerAgency>;

/** The commission totals of an agent, đồng. */
export const commissionTotals = z.object({
  /** Earned, waiting for the complaint window to close. */
  pendingVnd: vnd,
  /** The window closed: credited by the next nightly payout. */
  availableVnd: vnd,
  /** Credited to the agent's wallet. */
  paidVnd: vnd,
});
export type CommissionTotals = z.infer<typeof commissionTotals>;

/** GET /Agency: the agent's overview. */
export const agencySummary = z.object({
  referralCode: z.string(),
  /** `/auth/register?ref=CODE` (below the PWA's origin). */
  registerLink: z.string(),
  /** How many customers belong to the agent. */
  customers: z.number().int(),
  /** Orders (purchase and pay-on-behalf) of the agent's customers created this month (Vietnam time). */
  ordersThisMonth: z.number().int(),
  commission: commissionTotals,
});
export type AgencySummary = z.infer<typeof agencySummary>;

/** One of the agent's customers: masked contact details, never a balance. */
export const agencyCustomer = z.object({
  id: z.number().int(),
  fullName: z.string(),
  /** `09••••••78`: the first two and the last two digits. */
  phoneMasked: z.string(),
  /** `ng•••@gmail.com`: the first two characters of the name part and the domain. */
  emailMasked: z.string(),
  linkedAt: isoDate,
  /** Purchase and pay-on-behalf orders the customer placed (any status). */
  orderCount: z.number().int(),
  /** False while the customer created by the agent has not set a password yet. */
  activated: z.boolean(),
});
export type AgencyCustomer = z.infer<typeof agencyCustomer>;

/** GET /Agency/Customer: the search box matches the name (without accents), the phone or the e-mail. */
export const agencyCustomerListQuery = z.object({
  q: searchText.optional(),
  page: pageNumber.default(1),
  pageSize: pageSize.default(20),
});

/** POST /Agency/Customer (with `Idempotency-Key`): the customer gets a set-password link by e-mail. */
export const createAgencyCustomerInput = z.object({
  name: safeText(100, 'Họ và tên tối đa 100 ký tự', 'Vui lòng nhập họ và tên').trim().min(2, 'Vui lòng nhập họ và tên'),
  phone: vnMobilePhone,
  email: safeText(254, 'Email không hợp lệ', 'Vui lòng nhập email')
    .trim()
    .toLowerCase()
    .min(1, 'Vui lòng nhập email')
    .pipe(z.email('Email không hợp lệ')),
});
export type CreateAgencyCustomerInput = z.input<typeof createAgencyCustomerInput>;

/** The services a commission is earned on, and the fee it is a percentage of. */
export const commissionServices = ['purchase', 'pay_on_behalf'] as const;
export type CommissionService = (typeof commissionServices)[number];
export const commissionServiceLabels: Record<CommissionService, string> = {
  purchase: 'Đơn mua hộ',
  pay_on_behalf: 'Thanh toán hộ',
};
export const commissionBases = ['service_fee', 'pob_fee'] as const;
export type CommissionBase = (typeof commissionBases)[number];
export const commissionBaseLabels: Record<CommissionBase, string> = {
  service_fee: 'Phí dịch vụ mua hộ',
  pob_fee: 'Phí thanh toán hộ',
};

/** One commission rule: `percentBasisPoints` of the order's `base` fee, for `months` after linking (0: forever). */
export const commissionRule = z.object({
  service: z.enum(commissionServices, { error: 'Dịch vụ không hợp lệ' }),
  base: z.enum(commissionBases, { error: 'Loại phí không hợp lệ' }),
  percentBasisPoints: z
    .number({ error: 'Vui lòng nhập tỷ lệ hoa hồng' })
    .int('Tỷ lệ hoa hồng tính theo phần vạn (1 % = 100)')
    .min(0, 'Tỷ lệ hoa hồng từ 0 % đến 100 %')
    .max(10_000, 'Tỷ lệ hoa hồng từ 0 % đến 100 %'),
  months: z
    .number({ error: 'Vui lòng nhập số tháng' })
    .int('Số tháng phải là số nguyên')
    .min(0, 'Số tháng từ 0 (không giới hạn) đến 120')
    .max(120, 'Số tháng từ 0 (không giới hạn) đến 120'),
});
export type CommissionRule = z.infer<typeof commissionRule>;

/** GET /Admin/CommissionRule: the rules in force (one per service), who last changed them and when. */
export const commissionRuleList = z.object({
  rules: z.array(commissionRule),
  updatedAt: isoDate.nullable(),
  updatedBy: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
});
export type CommissionRuleList = z.infer<typeof commissionRuleList>;

/**
 * PUT /Admin/CommissionRule: the whole list (one rule per service; a service left out earns nothing).
 * The base must suit the service: `service_fee` for `purchase`, `pob_fee` for `pay_on_behalf`.
 */
export const commissionRulesInput = z.object({
  rules: z
    .array(commissionRule, { error: 'Danh sách quy tắc không hợp lệ' })
    .max(commissionServices.length, 'Mỗi dịch vụ chỉ có một quy tắc')
    .refine((rules) => new Set(rules.map((r) => r.service)).size === rules.length, 'Mỗi dịch vụ chỉ có một quy tắc')
    .refine(
      (rules) => rules.every((r) => (r.service === 'purchase') === (r.base === 'service_fee')),
      'Đơn mua hộ tính trên phí dịch vụ, thanh toán hộ tính trên phí thanh toán hộ',
    ),
});
export type CommissionRulesInput = z.input<typeof commissionRulesInput>;

/** One commission entry (DESIGN.md §3.10, decision 0119). */
export const commissionEntry = z.object({
  id: z.number().int(),
  service: z.enum(commissionServices),
  /** The order's id and code (`/order/{id}` or `/orderPob/{id}`). */
  orderId: z.number().int(),
  orderCode: z.string(),
  customer: z.object({ id: z.number().int(), fullName: z.string() }),
  /** The fee the commission is a percentage of, đồng (as earned; refunds do not change it). */
  baseVnd: vnd,
  percentBasisPoints: z.number().int(),
  /** What the agent gets now, đồng: after any proportional reversal; negative for a claw-back entry. */
  amountVnd: vnd,
  /** What refunds took back from the first amount, đồng. */
  reversedVnd: vnd,
  status: z.enum(commissionMachine.statuses),
  /** When the fee was earned (the order delivered, or the pay-on-behalf fee recorded). */
  earnedAt: isoDate,
  /** When the complaint window closes (null until the order is delivered or paid). */
  availableAt: isoDate.nullable(),
  paidAt: isoDate.nullable(),
  /** A claw-back entry (negative amount) names the entry it takes back from. */
  reversalOf: z.number().int().nullable(),
});
export type CommissionEntry = z.infer<typeof commissionEntry>;

/** GET /Agency/Commission. */
export const commissionListQuery = z.object({
  status: z.enum(commissionMachine.statuses, { error: 'Trạng thái không hợp lệ' }).optional(),
  page: pageNumber.default(1),
  pageSize: pageSize.default(20),
});
