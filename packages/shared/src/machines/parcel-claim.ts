/**
 * A customer's claim on an unclaimed parcel (DESIGN.md §3.5, decision 0083): made with proof on the
 * unclaimed list or by declaring the parcel's code in a consignment order, then confirmed (the parcel
 * goes to the claimant) or rejected by staff of the parcel's warehouse. Confirming one claim rejects
 * the parcel's other pending claims in the same move.
 */
import { defineMachine, type StatusOf } from './define-machine.ts';

export const parcelClaimMachine = defineMachine({
  subject: 'parcel_claim',
  statuses: ['pending', 'confirmed', 'rejected'],
  labels: {
    pending: 'Chờ xác nhận',
    confirmed: 'Đã xác nhận',
    rejected: 'Bị từ chối',
  },
  initial: ['pending'],
  transitions: {
    pending: ['confirmed', 'rejected'],
    confirmed: [],
    rejected: [],
  },
  roles: {
    pending: [],
    // The staff who may see unclaimed parcels (`scan:parcel`); the service checks the warehouse.
    confirmed: ['admin', 'warehouse_cn', 'warehouse_vn'],
    // The system rejects the other claims when a parcel goes to someone else by another step (a
    // purchaser's tracking code, staff assigning it).
    rejected: ['admin', 'warehouse_cn', 'warehouse_vn', 'system'],
  },
});
export type ParcelClaimStatus = StatusOf<typeof parcelClaimMachine>;
