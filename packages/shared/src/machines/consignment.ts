/** Consignment order (đơn ký gửi) lifecycle: DESIGN.md §3.4; cancellable only before `at_cn_warehouse`. */
import { defineMachine, type StatusOf } from './define-machine.ts';

export const consignmentMachine = defineMachine({
  subject: 'consignment_order',
  statuses: [
    'created',
    'at_cn_warehouse',
    'in_transit',
    'at_vn_warehouse',
    'delivering',
    'delivered',
    'completed',
    'cancelled',
  ],
  labels: {
    created: 'Đã ký gửi',
    at_cn_warehouse: 'Đã về kho TQ',
    in_transit: 'Đang về VN',
    at_vn_warehouse: 'Đã về kho VN',
    delivering: 'Đang giao',
    delivered: 'Đã giao',
    completed: 'Hoàn thành',
    cancelled: 'Đã hủy',
  },
  initial: ['created'],
  transitions: {
    created: ['at_cn_warehouse', 'cancelled'],
    at_cn_warehouse: ['in_transit'],
    in_transit: ['at_vn_warehouse'],
    at_vn_warehouse: ['delivering'],
    delivering: ['delivered'],
    delivered: ['completed'],
    completed: [],
    cancelled: [],
  },
  roles: {
    created: [],
    // Consequences of parcels (parcel/order-progress.ts, decision 0089): the system signs a move outside the
    // acting member's role, e.g. a customer declaring a code already received as unclaimed.
    at_cn_warehouse: ['admin', 'warehouse_cn', 'system'],
    in_transit: ['admin', 'warehouse_cn', 'system'],
    at_vn_warehouse: ['admin', 'warehouse_vn', 'system'],
    delivering: ['admin', 'warehouse_vn'],
    delivered: ['admin', 'warehouse_vn', 'sales'],
    completed: ['admin', 'sales', 'customer', 'system'],
    cancelled: ['customer', 'admin', 'sales'],
  },
});
export type ConsignmentStatus = StatusOf<typeof consignmentMachine>;
