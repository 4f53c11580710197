/**
 * TanStack Query keys of the console, in one place so a screen that changes data refreshes what
 * another shows (the signed-in staff member, order lists and details, recharge lists, customers, rates,
 * bank accounts, the menu's counts).
 */
export const queryKeys = {
  currentUser: ['currentUser'],
  orders: ['orders'],
  orderList: (filter: { status: string; page: number; q?: string; customerId?: number }) => ['orders', 'list', filter],
  order: (id: number) => ['orders', 'detail', id],
  trackingCodes: (orderId: number) => ['orders', 'tracking', orderId],
  purchaseQueue: (filter: Record<string, string | number>) => ['orders', 'queue', filter],
  purchasers: ['purchasers'],
  recharges: ['recharges'],
  rechargeList: (filter: { status: string; page: number; q?: string; customerId?: number }) => ['recharges', filter],
  customers: ['customers'],
  customerList: (filter: { q: string; page: number; mine?: boolean }) => ['customers', 'list', filter],
  customerLevels: ['customerLevels'],
  salesStaff: ['salesStaff'],
  customer: (id: number) => ['customers', 'detail', id],
  customerLedger: (id: number, page: number) => ['customers', 'ledger', id, page],
  exchangeRate: ['exchangeRate'],
  settings: ['settings'],
  /** The signed-in member's two-factor sign-in (decision 0098). */
  totpStatus: ['totpStatus'],
  staff: ['staff'],
  staffList: (filter: { q: string; role: string; active: string; page: number }) => ['staff', 'list', filter],
  articles: ['articles'],
  staticPages: ['staticPages'],
  tariff: ['tariff'],
  routes: ['routes'],
  adminWarehouses: ['adminWarehouses'],
  bankAccounts: ['bankAccounts'],
  /** What waits for the signed-in member (menu badges): refreshed by every change of an order or a recharge. */
  staffCounts: ['staffCounts'],
  warehouses: ['warehouses'],
  /** The signed-in member's own warehouses (decision 0103). */
  myWarehouses: ['warehouses', 'mine'],
  scans: (warehouseId: number) => ['scans', warehouseId],
  parcels: ['parcels'],
  parcel: (id: number) => ['parcels', 'detail', id],
  unclaimed: (filter: { warehouseId: number | 'all'; page: number }) => ['parcels', 'unclaimed', filter],
  bags: ['bags'],
  bagList: (filter: { warehouseId: number | 'all'; status: string; page: number }) => ['bags', 'list', filter],
  bag: (id: number) => ['bags', 'detail', id],
  deliveries: ['deliveries'],
  deliveryQueue: (filter: { warehouseId: number | 'all'; status: string; page: number }) => [
    'deliveries',
    'list',
    filter,
  ],
  delivery: (id: number) => ['deliveries', 'detail', id],
  exportSlip: (id: number) => ['deliveries', 'slip', id],
  /** Keys the live connection refreshes (lib/live.ts) whose queries live in one feature. */
  withdrawals: ['withdrawals'],
  bankTransfers: ['bankTransfers'],
  complaints: ['complaints'],
  adjustments: ['adjustments'],
  consignments: ['consignment'],
  /** Pay-on-behalf orders and their refund requests (decision 0114). */
  payOnBehalf: ['payOnBehalf'],
  /** Taobao Global orders (decision 0117). */
  taobaoGlobal: ['taobaoGlobal'],
  /** Commission rules of agents (decision 0119). */
  commissionRules: ['commissionRules'],
  /** Notifications: the bell's unread count (data: a number, set by the live connection) and the lists. */
  notifications: ['notifications'],
  notificationUnread: ['notifications', 'unread'],
  /** Chat ("Tin nhắn"): the unread count (a number), the threads, one thread's messages. */
  chat: ['chat'],
  chatUnread: ['chat', 'unread'],
  chatThread: (thread: string) => ['chat', 'thread', thread],
  /** The audit log under a filter (its pages load by keyset cursor, decision 0096). */
  auditLog: (filter: Record<string, string | number | undefined>) => ['auditLog', filter],
} as const;
