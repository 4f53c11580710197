/**
 * TanStack Query keys of the console, in one place so a screen that changes data refreshes what
 * another shows (the signed-in staff member, order lists and details, recharge lists, rates, bank
 * accounts, the menu's counts).
 */
export const queryKeys = {
  currentUser: ['currentUser'],
  orders: ['orders'],
  orderList: (filter: { status: string; page: number }) => ['orders', 'list', filter],
  order: (id: number) => ['orders', 'detail', id],
  recharges: ['recharges'],
  rechargeList: (filter: { status: string; page: number }) => ['recharges', filter],
  exchangeRate: ['exchangeRate'],
  bankAccounts: ['bankAccounts'],
  /** What waits for the signed-in member (menu badges): refreshed by every change of an order or a recharge. */
  staffCounts: ['staffCounts'],
} as const;
