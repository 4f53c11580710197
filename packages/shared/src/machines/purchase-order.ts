/** Purchase order (đơn mua hộ) lifecycle: DESIGN.md §3.1's table, exactly. */
import { defineMachine, type StatusOf } from './define-machine.ts';

export const purchaseOrderMachine = defineMachine({
  subject: 'purchase_order',
  statuses: [
    'awaiting_quote',
    'awaiting_deposit',
    'deposited',
    'purchasing',
    'awaiting_customer_confirmation',
    'purchased',
    'seller_shipped',
    'at_cn_warehouse',
    'in_transit',
    'at_vn_warehouse',
    'delivering',
    'delivered',
    'completed',
    'cancelled',
  ],
  labels: {
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
  },
  initial: ['awaiting_deposit', 'awaiting_quote'],
  transitions: {
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
  },
  // Each staff role does its part (DESIGN.md §3.12). `deposited` only by the customer's payment;
  // `purchasing` also when the customer accepts a price change; `completed` also when the customer
  // confirms receipt or the timed job completes a delivered order. The warehouse statuses also by
  // the system: an order follows its parcels (api parcel/order-progress.ts), e.g. when a purchaser
  // attaches a tracking code whose parcel was already received as unclaimed.
  roles: {
    awaiting_quote: ['admin', 'sales'],
    awaiting_deposit: ['admin', 'sales'],
    deposited: ['customer'],
    purchasing: ['admin', 'sales', 'purchaser', 'customer'],
    awaiting_customer_confirmation: ['admin', 'sales', 'purchaser'],
    purchased: ['admin', 'purchaser'],
    seller_shipped: ['admin', 'purchaser', 'warehouse_cn', 'system'],
    at_cn_warehouse: ['admin', 'warehouse_cn', 'system'],
    in_transit: ['admin', 'warehouse_cn', 'system'],
    at_vn_warehouse: ['admin', 'warehouse_vn', 'system'],
    delivering: ['admin', 'warehouse_vn'],
    delivered: ['admin', 'warehouse_vn', 'sales'],
    completed: ['admin', 'sales', 'customer', 'system'],
    cancelled: ['admin', 'sales', 'customer', 'system'],
  },
});
export type PurchaseOrderStatus = StatusOf<typeof purchaseOrderMachine>;

/** Statuses in which the customer may still cancel (before `purchasing`). */
export const customerCancellableStatuses: readonly PurchaseOrderStatus[] = [
  'awaiting_quote',
  'awaiting_deposit',
  'deposited',
];
