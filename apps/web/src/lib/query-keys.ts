/**
 * TanStack Query keys that more than one feature reads or invalidates, so a change made in one
 * place refreshes what another shows: the current user (balance after a deposit or a recharge),
 * the cart (products add to it, orders take from it), the address book (the order page offers
 * it), the orders. Keys one feature keeps to itself stay in that feature's api module.
 */
export const queryKeys = {
  currentUser: ['currentUser'],
  cart: ['cart'],
  addresses: ['addresses'],
  address: (id: number) => ['addresses', id],
  orders: ['orders'],
  orderLists: ['orders', 'list'],
  orderList: (status: string) => ['orders', 'list', status],
  order: (id: number) => ['orders', id],
  parcels: ['parcels'],
  parcelList: (filter: { status: string; orderId?: number }) => ['parcels', 'list', filter],
  parcel: (id: number) => ['parcels', id],
  /** Complaints: the list, one complaint, an order's complaints (the order pages read them too). */
  complaints: ['complaints'],
  orderComplaints: (orderType: string, orderId: number) => ['complaints', 'order', orderType, orderId],
  /** Keys the live connection refreshes (lib/live.ts) whose queries live in one feature. */
  recharges: ['recharges'],
  transactions: ['transactions'],
  withdrawals: ['withdrawals'],
  deliveries: ['delivery'],
  consignments: ['consignment'],
  /** Taobao Global accounts, orders, refunds (their pay-on-behalf order's changes refresh them too). */
  taobaoGlobal: ['taobao-global'],
  /** Notifications: the bell's unread count (data: a number, set by the live connection) and the lists. */
  notifications: ['notifications'],
  notificationUnread: ['notifications', 'unread'],
  /** Chat: the unread count (a number), the threads, one thread's messages. */
  chat: ['chat'],
  chatUnread: ['chat', 'unread'],
  chatList: ['chat', 'list'],
  chatThread: (thread: string) => ['chat', 'thread', thread],
  /** Pay-on-behalf orders and their refund requests (the live connection refreshes them); agency. */
  pobOrders: ['pob'],
  agency: ['agency'],
  /** The public price list (decision 0099). */
  publicTariff: ['tariff', 'public'],
} as const;
