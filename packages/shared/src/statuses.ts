/**
 * Status catalogues and state machines (DESIGN.md §3). Codes are stable English strings;
 * labels are the Vietnamese shown to people.
 */

/** Purchase order statuses with labels, in lifecycle order (DESIGN.md §3.1). */
export const purchaseOrderStatusLabels = {
  awaiting_quote: 'Chờ báo giá',
  awaiting_deposit: 'Chờ đặt cọc',
  deposited: 'Đã đặt cọc',
  purchasing: 'Đang mua hàng',
  awaiting_customer_confirmation: 'Chờ khách xác nhận',
  purchased: 'Đã mua hàng',
  seller_shipped: 'Shop đã phát hàng',
  at_cn_warehouse: 'Đã về kho TQ',
  in_transit: 'Đang về VN',
  at_vn_warehouse: 'Đã về kho VN',
  delivering: 'Đang giao',
  delivered: 'Đã nhận hàng',
  completed: 'Hoàn thành',
  cancelled: 'Đã hủy',
} as const;

export type PurchaseOrderStatus = keyof typeof purchaseOrderStatusLabels;
export const purchaseOrderStatuses = Object.keys(purchaseOrderStatusLabels) as [
  PurchaseOrderStatus,
  ...PurchaseOrderStatus[],
];

/** Allowed next statuses of a purchase order: DESIGN.md §3.1's table, exactly. */
export const purchaseOrderTransitions: Record<PurchaseOrderStatus, readonly PurchaseOrderStatus[]> = {
  awaiting_quote: ['awaiting_deposit', 'cancelled'],
  awaiting_deposit: ['deposited', 'cancelled'],
  deposited: ['purchasing', 'cancelled'],
  purchasing: ['purchased', 'awaiting_customer_confirmation'],
  awaiting_customer_confirmation: ['purchasing', 'cancelled'],
  purchased: ['seller_shipped'],
  seller_shipped: ['at_cn_warehouse'],
  at_cn_warehouse: ['in_transit'],
  in_transit: ['at_vn_warehouse'],
  at_vn_warehouse: ['delivering'],
  delivering: ['delivered'],
  delivered: ['completed'],
  completed: [],
  cancelled: [],
};

/** True when `from → to` is in the purchase order table. */
export function canTransitionPurchaseOrder(from: PurchaseOrderStatus, to: PurchaseOrderStatus): boolean {
  return purchaseOrderTransitions[from].includes(to);
}

/** Statuses in which the customer may still cancel (before `purchasing`). */
export const customerCancellableStatuses: readonly PurchaseOrderStatus[] = [
  'awaiting_quote',
  'awaiting_deposit',
  'deposited',
];

/** Recharge statuses (DESIGN.md §3.8). */
export const rechargeStatusLabels = {
  pending: 'Chờ duyệt',
  approved: 'Đã duyệt',
  cancelled: 'Đã hủy',
} as const;
export type RechargeStatus = keyof typeof rechargeStatusLabels;
export const rechargeStatuses = Object.keys(rechargeStatusLabels) as [RechargeStatus, ...RechargeStatus[]];

/** Ledger entry types with labels (DESIGN.md §3.8). */
export const ledgerEntryTypeLabels = {
  recharge: 'Nạp tiền',
  withdrawal: 'Rút tiền',
  withdrawal_cancelled: 'Hủy rút tiền',
  order_deposit: 'Đặt cọc đơn hàng',
  order_payment: 'Thanh toán đơn hàng',
  order_refund: 'Hoàn tiền đơn hàng',
  pob_payment: 'Thanh toán hộ',
  pob_refund: 'Hoàn tiền thanh toán hộ',
  complaint_refund: 'Hoàn tiền khiếu nại',
  commission: 'Hoa hồng',
  adjustment: 'Điều chỉnh',
} as const;
export type LedgerEntryType = keyof typeof ledgerEntryTypeLabels;
export const ledgerEntryTypes = Object.keys(ledgerEntryTypeLabels) as [LedgerEntryType, ...LedgerEntryType[]];

/** Roles (issue 2 §3). Staff roles are every role but `customer` and `agent`. */
export const roleLabels = {
  customer: 'Khách hàng',
  agent: 'Đại lý',
  admin: 'Quản trị',
  sales: 'Chăm sóc khách hàng',
  purchaser: 'Mua hàng',
  warehouse_cn: 'Kho Trung Quốc',
  warehouse_vn: 'Kho Việt Nam',
  accountant: 'Kế toán',
} as const;
export type Role = keyof typeof roleLabels;
export const roles = Object.keys(roleLabels) as [Role, ...Role[]];
export const staffRoles: readonly Role[] = [
  'admin',
  'sales',
  'purchaser',
  'warehouse_cn',
  'warehouse_vn',
  'accountant',
];

/** Staff roles allowed to move a purchase order into each status (DESIGN.md §3.12: each role does its part). */
export const purchaseOrderStatusRoles: Record<PurchaseOrderStatus, readonly Role[]> = {
  awaiting_quote: ['admin', 'sales'],
  awaiting_deposit: ['admin', 'sales'],
  deposited: [],
  purchasing: ['admin', 'sales', 'purchaser'],
  awaiting_customer_confirmation: ['admin', 'sales', 'purchaser'],
  purchased: ['admin', 'purchaser'],
  seller_shipped: ['admin', 'purchaser', 'warehouse_cn'],
  at_cn_warehouse: ['admin', 'warehouse_cn'],
  in_transit: ['admin', 'warehouse_cn'],
  at_vn_warehouse: ['admin', 'warehouse_vn'],
  delivering: ['admin', 'warehouse_vn'],
  delivered: ['admin', 'warehouse_vn', 'sales'],
  completed: ['admin', 'sales'],
  cancelled: ['admin', 'sales'],
};
