/**
 * The console's menu: each page with the permission (@app/shared/permissions) the API checks on
 * its endpoints, so a staff member sees only the pages of their part (DESIGN.md §3.12). Hiding
 * the rest is a courtesy; the API's 403 still guards a typed URL, and the page then shows its message.
 */
import { can, type Permission } from '@app/shared/permissions';
import { messages } from '../messages.ts';

export interface MenuItem {
  /** The page's path, also the antd Menu key. */
  key: string;
  label: string;
  permission: Permission;
}

export const menuItems: readonly MenuItem[] = [
  { key: '/orderOrdering', label: messages.nav.orders, permission: 'view:purchase-order' },
  { key: '/recharge', label: messages.nav.recharges, permission: 'view:recharge' },
  { key: '/exchangeRate', label: messages.nav.exchangeRate, permission: 'view:exchange-rate' },
  { key: '/warehouse', label: messages.warehouse.nav.scan, permission: 'scan:parcel' },
  { key: '/bag', label: messages.warehouse.nav.bags, permission: 'manage:bag' },
  { key: '/unclaimed', label: messages.warehouse.nav.unclaimed, permission: 'scan:parcel' },
  { key: '/bankAccount', label: messages.nav.bankAccounts, permission: 'manage:setting' },
];

/** The menu items one of `roles` grants, in menu order. */
export function menuFor(roles: readonly string[]): MenuItem[] {
  return menuItems.filter((item) => can(roles, item.permission));
}
