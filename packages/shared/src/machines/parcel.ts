/**
 * Parcel (kiện hàng) and bag (bao hàng) lifecycles: DESIGN.md §3.5 and §3.5b. A parcel is received by
 * scanning its tracking code; a bag groups parcels for the trip CN → VN.
 */
import { defineMachine, type StatusOf } from './define-machine.ts';

export const parcelMachine = defineMachine({
  subject: 'parcel',
  statuses: ['expected', 'at_cn_warehouse', 'in_transit', 'at_vn_warehouse', 'delivering', 'delivered', 'lost'],
  labels: {
    expected: 'Chờ nhập kho',
    at_cn_warehouse: 'Đã về kho TQ',
    in_transit: 'Đang về VN',
    at_vn_warehouse: 'Đã về kho VN',
    delivering: 'Đang giao',
    delivered: 'Đã giao',
    lost: 'Thất lạc',
  },
  // Expected when the seller's tracking code is entered; created at a warehouse when an unknown code
  // is scanned there (an unclaimed parcel, kiện trôi nổi), in China or, mislabelled, in Vietnam.
  initial: ['expected', 'at_cn_warehouse', 'at_vn_warehouse'],
  transitions: {
    expected: ['at_cn_warehouse', 'lost'],
    at_cn_warehouse: ['in_transit', 'lost'],
    in_transit: ['at_vn_warehouse', 'lost'],
    at_vn_warehouse: ['delivering', 'lost'],
    delivering: ['delivered', 'at_vn_warehouse', 'lost'],
    delivered: [],
    lost: [],
  },
  roles: {
    expected: [],
    at_cn_warehouse: ['admin', 'warehouse_cn'],
    in_transit: ['admin', 'warehouse_cn'],
    at_vn_warehouse: ['admin', 'warehouse_vn'],
    delivering: ['admin', 'warehouse_vn'],
    // Sales too: they may mark a delivery request delivered when the customer calls (decision 0065).
    delivered: ['admin', 'warehouse_vn', 'sales'],
    lost: ['admin'],
  },
});
export type ParcelStatus = StatusOf<typeof parcelMachine>;

export const bagMachine = defineMachine({
  subject: 'bag',
  statuses: ['open', 'closed', 'shipped', 'received'],
  labels: { open: 'Đang đóng bao', closed: 'Đã đóng bao', shipped: 'Đã xuất kho TQ', received: 'Đã nhận tại kho VN' },
  initial: ['open'],
  transitions: { open: ['closed'], closed: ['open', 'shipped'], shipped: ['received'], received: [] },
  roles: {
    open: ['admin', 'warehouse_cn'],
    closed: ['admin', 'warehouse_cn'],
    shipped: ['admin', 'warehouse_cn'],
    received: ['admin', 'warehouse_vn'],
  },
});
export type BagStatus = StatusOf<typeof bagMachine>;
