/**
 * The console's menu: each page with the permission (@app/shared/permissions) the API checks on
 * its endpoints, so a staff member sees only the pages of their part (DESIGN.md §3.12). Hiding
 * the rest is a courtesy; the API's 403 still guards a typed URL, and the page then shows its message.
 */
import type { StaffCounts } from '@app/shared/contracts/staff-counts';
import { can, type Permission } from '@app/shared/permissions';
import { messages } from '../messages.ts';
import { agencyMessages } from '../messages-agency.ts';
import { bankTransferMessages } from '../messages-bank-transfer.ts';
import { chatMessages } from '../messages-chat.ts';
import { complaintMessages } from '../messages-complaint.ts';
import { consignmentMessages } from '../messages-consignment.ts';
import { moneyControlMessages } from '../messages-money-control.ts';
import { payOnBehalfMessages } from '../messages-pay-on-behalf.ts';
import { taobaoGlobalMessages } from '../messages-taobao-global.ts';
import { tariffMessages } from '../messages-tariff.ts';
import { warehouseAdminMessages } from '../messages-warehouse-admin.ts';
import { withdrawalMessages } from '../messages-withdrawal.ts';

export interface MenuItem {
  /** The page's path, also the antd Menu key. */
  key: string;
  label: string;
  permission: Permission;
  /** The count of GET /Admin/Counts shown as the item's badge: what waits for this member there. */
  badge?: BadgeCount;
}

/** The counts of GET /Admin/Counts a menu item may show (null: the member does not act on that queue). */
type BadgeCounts = Pick<
  StaffCounts,
  | 'ordersAwaitingStaff'
  | 'pendingRecharges'
  | 'pendingWithdrawals'
  | 'unmatchedBankTransfers'
  | 'complaintsAwaitingStaff'
  | 'pendingAdjustments'
  | 'pendingPayOnBehalf'
  | 'pendingPobRefunds'
>;
type BadgeCount = keyof BadgeCounts;

/** Each badge's accessible name and tooltip. */
const badgeTitles: Record<BadgeCount, (n: number) => string> = {
  ordersAwaitingStaff: messages.nav.ordersWaiting,
  pendingRecharges: messages.nav.rechargesWaiting,
  pendingWithdrawals: messages.nav.withdrawalsWaiting,
  unmatchedBankTransfers: messages.nav.bankTransfersUnmatched,
  complaintsAwaitingStaff: messages.nav.complaintsWaiting,
  pendingAdjustments: messages.nav.adjustmentsWaiting,
  pendingPayOnBehalf: payOnBehalfMessages.badge,
  pendingPobRefunds: payOnBehalfMessages.refundBadge,
};

export const menuItems: readonly MenuItem[] = [
  {
    key: '/orderOrdering',
    label: messages.nav.orders,
    permission: 'view:purchase-order',
    badge: 'ordersAwaitingStaff',
  },
  { key: '/orderShipping', label: consignmentMessages.nav, permission: 'view:consignment-order' },
  { key: '/purchasing', label: messages.nav.purchasing, permission: 'buy:purchase-order' },
  // Pay-on-behalf and Taobao Global (decisions 0114, 0117).
  {
    key: '/orderPob',
    label: payOnBehalfMessages.nav,
    permission: 'view:pay-on-behalf-order',
    badge: 'pendingPayOnBehalf',
  },
  {
    key: '/orderPob/refund',
    label: payOnBehalfMessages.refundNav,
    permission: 'view:pay-on-behalf-order',
    badge: 'pendingPobRefunds',
  },
  { key: '/taobaoIntOrder', label: taobaoGlobalMessages.nav, permission: 'view:taobao-global-order' },
  { key: '/recharge', label: messages.nav.recharges, permission: 'view:recharge', badge: 'pendingRecharges' },
  {
    key: '/bankTransfer',
    label: bankTransferMessages.nav,
    permission: 'view:bank-transfer',
    badge: 'unmatchedBankTransfers',
  },
  { key: '/withdraw', label: withdrawalMessages.nav, permission: 'view:withdrawal', badge: 'pendingWithdrawals' },
  { key: '/customer', label: messages.nav.customers, permission: 'view:customer' },
  { key: '/exchangeRate', label: messages.nav.exchangeRate, permission: 'view:exchange-rate' },
  { key: '/tariff', label: tariffMessages.nav, permission: 'view:tariff' },
  { key: '/warehouse', label: messages.warehouse.nav.scan, permission: 'scan:parcel' },
  { key: '/bag', label: messages.warehouse.nav.bags, permission: 'manage:bag' },
  { key: '/unclaimed', label: messages.warehouse.nav.unclaimed, permission: 'scan:parcel' },
  { key: '/delivery', label: messages.delivery.nav, permission: 'view:delivery-request' },
  { key: '/warehouses', label: warehouseAdminMessages.nav, permission: 'manage:warehouse' },
  { key: '/bankAccount', label: messages.nav.bankAccounts, permission: 'manage:setting' },
  { key: '/staff', label: messages.staff.nav, permission: 'manage:staff' },
  { key: '/commissionRule', label: agencyMessages.rulesNav, permission: 'manage:commission-rule' },
  { key: '/customerLevel', label: messages.customerCare.levels.nav, permission: 'manage:customer-level' },
  { key: '/article', label: messages.article.nav, permission: 'publish:article' },
  { key: '/staticPage', label: messages.article.pagesNav, permission: 'publish:article' },
  { key: '/settings', label: messages.settings.nav, permission: 'manage:setting' },
  { key: '/auditLog', label: messages.audit.nav, permission: 'view:audit-log' },
  // Adjustments and reconciliation (DESIGN.md §3.8, §3.12).
  {
    key: '/adjustment',
    label: moneyControlMessages.adjustment.nav,
    permission: 'propose:adjustment',
    badge: 'pendingAdjustments',
  },
  { key: '/reconciliation', label: moneyControlMessages.reconciliation.nav, permission: 'view:reconciliation' },
  { key: '/complaint', label: complaintMessages.nav, permission: 'view:complaint', badge: 'complaintsAwaitingStaff' },
  // Chat (decision 0112).
  { key: '/chat', label: chatMessages.nav, permission: 'answer:chat' },
];

/** The menu items one of `roles` grants, in menu order. */
export function menuFor(roles: readonly string[]): MenuItem[] {
  return menuItems.filter((item) => can(roles, item.permission));
}

/** The badge of `item` from the counts (null when none: no badge, or nothing known yet), with its accessible name. */
export function badgeOf(
  item: MenuItem,
  counts: Partial<BadgeCounts> | undefined,
): { count: number; title: string } | null {
  if (!item.badge || !counts) return null;
  const count = counts[item.badge];
  if (count === null || count === undefined) return null;
  return { count, title: badgeTitles[item.badge](count) };
}
