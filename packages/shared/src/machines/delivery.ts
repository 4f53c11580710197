/**
 * Delivery request (yêu cầu giao) lifecycle: DESIGN.md §3.6. Creating it pays every remaining order
 * amount; `processing` makes the export slip; cancelling before `shipped` reverses the payments.
 */
import { defineMachine, type StatusOf } from './define-machine.ts';

export const deliveryMachine = defineMachine({
  subject: 'delivery_request',
  statuses: ['requested', 'processing', 'shipped', 'delivered', 'cancelled'],
  labels: {
    requested: 'Chờ xử lý',
    processing: 'Đang chuẩn bị hàng',
    shipped: 'Đã giao cho vận chuyển',
    delivered: 'Đã giao',
    cancelled: 'Đã hủy',
  },
  initial: ['requested'],
  transitions: {
    requested: ['processing', 'cancelled'],
    processing: ['shipped', 'cancelled'],
    shipped: ['delivered'],
    delivered: [],
    cancelled: [],
  },
  roles: {
    requested: [],
    processing: ['admin', 'warehouse_vn'],
    shipped: ['admin', 'warehouse_vn'],
    delivered: ['admin', 'warehouse_vn', 'sales'],
    cancelled: ['customer', 'admin', 'sales', 'warehouse_vn'],
  },
});
export type DeliveryStatus = StatusOf<typeof deliveryMachine>;
