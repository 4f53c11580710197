/**
 * Purchase order (đơn mua hộ) lifecycle: DESIGN.md §3.1's table, plus `purchasing → cancelled` for a
 * shop that had none of the order's goods (decision 0050).
 */
import type { ErrorId } from '../errors.ts';
import { defineMachine, type Mover, type StatusOf } from './define-machine.ts';

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
    delivered: 'Đã giao',
    completed: 'Hoàn thành',
    cancelled: 'Đã hủy',
  },
  initial: ['awaiting_deposit', 'awaiting_quote'],
  // Each status lists its happy-path next status first (awaitingStaffStatuses and the test
  // factories' purchaseOrderPath read it so).
  transitions: {
    awaiting_quote: ['awaiting_deposit', 'cancelled'],
    awaiting_deposit: ['deposited', 'cancelled'],
    deposited: ['purchasing', 'cancelled'],
    purchasing: ['purchased', 'awaiting_customer_confirmation', 'cancelled'],
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
  // confirms receipt or the timed job completes a delivered order. A purchaser quotes
  // (`awaiting_deposit` from `awaiting_quote`); the customer accepting a price change puts the
  // recorded purchase into effect (`purchasing`, then `purchased`); a purchase of nothing at all
  // cancels the order as the system (decision 0050). The warehouse statuses also by the system: an
  // order follows its parcels (api parcel/order-progress.ts), e.g. when a purchaser attaches a
  // tracking code whose parcel was already received as unclaimed.
  roles: {
    awaiting_quote: ['admin', 'sales'],
    awaiting_deposit: ['admin', 'sales', 'purchaser'],
    deposited: ['customer'],
    purchasing: ['admin', 'sales', 'purchaser', 'customer'],
    awaiting_customer_confirmation: ['admin', 'sales', 'purchaser'],
    purchased: ['admin', 'purchaser', 'customer'],
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

/**
 * Statuses in which the next step is the customer's, or the timed job's, never a staff member's:
 * paying the deposit, answering a price change, confirming receipt (DESIGN.md §3.1). Staff may still
 * cancel such an order, or confirm for the customer on the phone, but nobody waits for them.
 */
export const awaitingCustomerStatuses: readonly PurchaseOrderStatus[] = [
  'awaiting_deposit',
  'awaiting_customer_confirmation',
  'delivered',
];

/**
 * The statuses in which an order waits for one of `movers` (a staff member's roles) to take its next
 * step (decision 0045): not final, not waiting for the customer, and the status's happy-path next
 * status (the first of its transitions, never a cancellation) is one `movers` may enter. For the
 * admin: awaiting_quote, deposited, purchasing, purchased, seller_shipped, at_cn_warehouse,
 * in_transit, at_vn_warehouse, delivering. An accountant has none. Lifecycle order.
 */
export function awaitingStaffStatuses(movers: readonly Mover[]): PurchaseOrderStatus[] {
  const m = purchaseOrderMachine;
  return m.statuses.filter((status) => {
    const next = m.transitions[status][0];
    if (!next || next === 'cancelled' || awaitingCustomerStatuses.includes(status)) return false;
    return m.mayEnter(
      next,
      movers.filter((r) => r !== 'customer' && r !== 'system'),
    );
  });
}

/**
 * Moves of DESIGN.md §3.1's table that have their own action, so the staff status form
 * (POST /Admin/OrderOrdering/{id}/Status) never makes them: the API refuses them with 409 and the
 * error naming the action, and the console never offers them (decision 0085). Keyed by
 * `from>to`; `*>to` covers every way into `to`. What is left for the form is cancelling (which runs
 * the real cancel: everything paid is refunded).
 */
const movesByAction: Readonly<Record<string, ErrorId>> = {
  '*>awaiting_deposit': 'status-needs-quote', // POST …/Quote prices the lines
  '*>deposited': 'deposit-only-from-wallet', // the customer's payment
  'deposited>purchasing': 'status-needs-purchase', // the first recorded shop order
  'awaiting_customer_confirmation>purchasing': 'price-change-only-by-customer',
  '*>awaiting_customer_confirmation': 'price-change-from-purchase', // a dearer recorded purchase
  '*>purchased': 'status-needs-purchase', // the last line recorded (short lines refunded)
  '*>seller_shipped': 'status-needs-tracking-code', // POST …/TrackingCodes
  '*>at_cn_warehouse': 'status-needs-parcel-scan', // the order follows its parcels
  '*>in_transit': 'status-needs-parcel-scan',
  '*>at_vn_warehouse': 'status-needs-parcel-scan',
  '*>delivering': 'status-needs-delivery-request', // the request shipped (paid in full)
  '*>delivered': 'status-needs-delivery-request', // starts the auto-complete timer
  '*>completed': 'status-needs-receipt', // the customer confirms, or the timed rule
};

/**
 * The action a move `from → to` must go through instead of the status form, as the error the API
 * answers (409); undefined when the status form may make it.
 */
export function purchaseOrderMoveAction(from: PurchaseOrderStatus, to: PurchaseOrderStatus): ErrorId | undefined {
  return movesByAction[`${from}>${to}`] ?? movesByAction[`*>${to}`];
}

/**
 * The statuses the staff status form may set from `from` for `movers` (a staff member's roles): the
 * table's next statuses the roles may enter, without those that have their own action. The API
 * answers it as `allowedNextStatuses`; the console's form offers exactly these.
 */
export function staffFormNextStatuses(from: PurchaseOrderStatus, movers: readonly Mover[]): PurchaseOrderStatus[] {
  return purchaseOrderMachine.allowedNext(from, movers).filter((to) => !purchaseOrderMoveAction(from, to));
}

/**
 * Statuses in which the deposit is still owed (decision 0093): only then is "Cần đặt cọc" a figure
 * to pay. Once paid, the deposit is part of "Đã thanh toán", and a 70 % recomputed on a new price
 * (after the customer accepted it) would read as underpaid.
 */
export function depositStillDue(status: PurchaseOrderStatus): boolean {
  return status === 'awaiting_deposit' || status === 'awaiting_quote';
}

/** What is left to pay on an order from its list figures: 0 once cancelled, never negative. */
export function remainingOf(order: { status: PurchaseOrderStatus; totalVnd: number; paidVnd: number }): number {
  return order.status === 'cancelled' ? 0 : Math.max(0, order.totalVnd - order.paidVnd);
}
