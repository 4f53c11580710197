/**
 * The permission catalogue: `action:entity` → the roles that hold it (DESIGN.md §3.12: each staff
 * role sees and does only its part). The API's route guards (`requirePermission`), the staff
 * transitions and the console's menu all read it; nothing else lists roles for an action.
 * Status changes are further cut per status by each machine's `roles` (machines/*.ts).
 */
import { type Role, staffRoles } from './roles.ts';

const anyStaff = staffRoles;

export const permissions = {
  'access:console': anyStaff,
  'view:purchase-order': anyStaff,
  // The order CSV carries every matching customer's name and phone number: only the roles that work
  // with customers (the same as view:customer) take it home (decision 0085).
  'export:purchase-order': ['admin', 'sales', 'accountant'],
  'set-status:purchase-order': ['admin', 'sales', 'purchaser', 'warehouse_cn', 'warehouse_vn'],
  'view:consignment-order': anyStaff,
  'view:recharge': ['admin', 'accountant'],
  'approve:recharge': ['admin', 'accountant'],
  'cancel:recharge': ['admin', 'accountant'],
  'view:exchange-rate': ['admin', 'accountant'],
  'set:exchange-rate': ['admin', 'accountant'],
  // Areas of the coming issues, declared so the catalogue is whole (their routes come later).
  'quote:purchase-order': ['admin', 'sales', 'purchaser'],
  'buy:purchase-order': ['admin', 'purchaser'],
  'scan:parcel': ['admin', 'warehouse_cn', 'warehouse_vn'],
  'measure:parcel': ['admin', 'warehouse_cn', 'warehouse_vn'],
  'manage:bag': ['admin', 'warehouse_cn', 'warehouse_vn'],
  'set-status:delivery-request': ['admin', 'warehouse_vn', 'sales'],
  'view:delivery-request': ['admin', 'warehouse_vn', 'sales'],
  'create:delivery-request': ['admin', 'warehouse_vn', 'sales'],
  // The money loop (withdrawals, bank notifications, complaints, adjustments, reconciliation).
  'view:withdrawal': ['admin', 'accountant'],
  'approve:withdrawal': ['admin', 'accountant'],
  'pay:withdrawal': ['admin', 'accountant'],
  'view:bank-transfer': ['admin', 'accountant'],
  'settle:bank-transfer': ['admin', 'accountant'],
  'propose:adjustment': ['admin', 'accountant'],
  'approve:adjustment': ['admin', 'accountant'],
  'view:reconciliation': ['admin', 'accountant'],
  'view:complaint': ['admin', 'sales', 'accountant'],
  'approve:complaint-offer': ['admin', 'accountant'],
  // Pay-on-behalf orders (decision 0114): the queue, taking and paying them; refunds are the money roles'.
  'view:pay-on-behalf-order': ['admin', 'purchaser', 'accountant', 'sales'],
  'handle:pay-on-behalf-order': ['admin', 'purchaser', 'accountant'],
  'approve:pob-refund': ['admin', 'accountant'],
  // Taobao Global orders imported from customers' linked accounts (decision 0117).
  'view:taobao-global-order': ['admin', 'sales', 'purchaser', 'accountant'],
  'handle:complaint': ['admin', 'sales'],
  'view:customer': ['admin', 'sales', 'accountant'],
  // Customer care (decision 0100): lock and unlock a customer, assign their sales member and note;
  // the levels and a customer's pinned level are the admin's.
  'lock:customer': ['admin', 'sales'],
  'update:customer': ['admin', 'sales'],
  'manage:customer-level': ['admin'],
  // Agency (decision 0118): who is an agent and what commissions pay move money, so the admin's.
  'manage:agent': ['admin'],
  'manage:commission-rule': ['admin'],
  'answer:chat': ['admin', 'sales'],
  'publish:article': ['admin', 'sales'],
  'manage:setting': ['admin'],
  // Tariff versions and the warehouse chain's records (decision 0099).
  'view:tariff': ['admin', 'accountant'],
  'manage:tariff': ['admin'],
  'manage:warehouse': ['admin'],
  'manage:staff': ['admin'],
  // Who did what from where (decision 0096): staff names, addresses and customer data in one place.
  'view:audit-log': ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof permissions;

/** True when one of `held` grants `permission`. */
export function can(held: readonly string[], permission: Permission): boolean {
  const allowed: readonly string[] = permissions[permission];
  return held.some((r) => allowed.includes(r));
}
