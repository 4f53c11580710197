/**
 * TanStack Query keys of the console, in one place so a screen that changes data refreshes what
 * another shows (the signed-in staff member, order lists and details, recharge lists, rates, bank accounts).
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
  warehouses: ['warehouses'],
  scans: (warehouseId: number) => ['scans', warehouseId],
  parcels: ['parcels'],
  parcel: (id: number) => ['parcels', 'detail', id],
  unclaimed: (filter: { warehouseId: number | 'all'; page: number }) => ['parcels', 'unclaimed', filter],
  bags: ['bags'],
  bagList: (filter: { warehouseId: number | 'all'; status: string; page: number }) => ['bags', 'list', filter],
  bag: (id: number) => ['bags', 'detail', id],
} as const;
