/**
 * The role catalogue (DESIGN.md §3.12). A user holds one or more roles; staff roles are every role
 * but `customer` and `agent`. What each role may do is in permissions.ts.
 */
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

/** True when `held` includes at least one staff role. */
export function isStaff(held: readonly string[]): boolean {
  return held.some((r) => (staffRoles as readonly string[]).includes(r));
}
