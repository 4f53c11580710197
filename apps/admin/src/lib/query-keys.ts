/**
 * TanStack Query keys of the console, in one place so a screen that changes data refreshes what
 * another shows (the signed-in staff member, order lists and details, recharge lists, rates, bank accounts).
 */
export const queryKeys = {
  currentUser: ['currentUser'],
  orders: ['orders'],
  orderList: (filter: { status: string; page: number }) => ['orders', 'list', filter],
  order: (id: number) => ['orders', 'detail', id],
  purchaseQueue: (filter: Record<string, string | number>) => ['orders', 'queue', filter],
  purchasers: ['purchasers'],
  recharges: ['recharges'],
  rechargeList: (filter: { status: string; page: number }) => ['recharges', filter],
  exchangeRate: ['exchangeRate'],
  bankAccounts: ['bankAccounts'],
} as const;
