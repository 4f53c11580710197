/**
 * Staff money limits (DESIGN.md §3.12): what one member may decide alone, per kind of decision, in
 * integer đồng. Above it a second member must approve. An admin sets each member's limits on the
 * staff page; a member without one has the kind's default below (the company's own choice, made to
 * keep one person from crediting a large amount on a small request alone).
 *
 * - `recharge_difference`: approving a recharge with a received amount different from the request
 *   (the limit bounds the amount credited).
 * - `complaint_offer`: a complaint's refund offer.
 * - `adjustment`: approving a wallet adjustment (its absolute amount).
 * - `withdrawal`: approving and paying the same withdrawal.
 */
export const moneyLimitKinds = ['recharge_difference', 'complaint_offer', 'adjustment', 'withdrawal'] as const;
export type MoneyLimitKind = (typeof moneyLimitKinds)[number];

export const moneyLimitLabels: Record<MoneyLimitKind, string> = {
  recharge_difference: 'Duyệt nạp tiền khác số tiền yêu cầu',
  complaint_offer: 'Đề xuất hoàn tiền khiếu nại',
  adjustment: 'Duyệt điều chỉnh số dư',
  withdrawal: 'Vừa duyệt vừa chuyển tiền rút',
};

export const defaultMoneyLimits: Record<MoneyLimitKind, number> = {
  recharge_difference: 5_000_000,
  complaint_offer: 2_000_000,
  adjustment: 5_000_000,
  withdrawal: 20_000_000,
};

/** The most a limit may be set to: the settings' and contracts' largest amount. */
export const MONEY_LIMIT_MAX_VND = 2_000_000_000;
