/**
 * The catalogue of every lifecycle in the product (DESIGN.md §3), by the subject type written on
 * status events, and of the ledger's entry types (§3.8). Codes are stable English strings; labels
 * are the Vietnamese shown to people. Each machine lives in machines/<lifecycle>.ts.
 */
import { adjustmentMachine } from './machines/adjustment.ts';
import { bankTransferMachine } from './machines/bank-transfer.ts';
import { commissionMachine } from './machines/commission.ts';
import { complaintMachine } from './machines/complaint.ts';
import { consignmentMachine } from './machines/consignment.ts';
import { deliveryMachine } from './machines/delivery.ts';
import { bagMachine, parcelMachine } from './machines/parcel.ts';
import { parcelClaimMachine } from './machines/parcel-claim.ts';
import { payOnBehalfMachine, refundRequestMachine } from './machines/pay-on-behalf.ts';
import { purchaseOrderMachine } from './machines/purchase-order.ts';
import { rechargeMachine } from './machines/recharge.ts';
import { taobaoGlobalOrderMachine, taobaoTokenMachine } from './machines/taobao-global.ts';
import { withdrawalMachine } from './machines/withdrawal.ts';

export const machines = {
  purchase_order: purchaseOrderMachine,
  pay_on_behalf_order: payOnBehalfMachine,
  refund_request: refundRequestMachine,
  taobao_global_order: taobaoGlobalOrderMachine,
  taobao_token: taobaoTokenMachine,
  consignment_order: consignmentMachine,
  parcel: parcelMachine,
  bag: bagMachine,
  delivery_request: deliveryMachine,
  recharge: rechargeMachine,
  withdrawal: withdrawalMachine,
  complaint: complaintMachine,
  adjustment: adjustmentMachine,
  bank_transfer: bankTransferMachine,
  commission_entry: commissionMachine,
  parcel_claim: parcelClaimMachine,
} as const;

/** The `subject_type` of a status event: one per lifecycle. */
export type SubjectType = keyof typeof machines;
export const subjectTypes = Object.keys(machines) as [SubjectType, ...SubjectType[]];

/** Ledger entry types with labels (DESIGN.md §3.8). */
export const ledgerEntryTypeLabels = {
  recharge: 'Nạp tiền',
  withdrawal: 'Rút tiền',
  withdrawal_cancelled: 'Hủy rút tiền',
  order_deposit: 'Đặt cọc đơn hàng',
  order_payment: 'Thanh toán đơn hàng',
  order_refund: 'Hoàn tiền đơn hàng',
  pob_payment: 'Thanh toán hộ',
  pob_refund: 'Hoàn tiền thanh toán hộ',
  complaint_refund: 'Hoàn tiền khiếu nại',
  commission: 'Hoa hồng',
  adjustment: 'Điều chỉnh',
} as const;
export type LedgerEntryType = keyof typeof ledgerEntryTypeLabels;
export const ledgerEntryTypes = Object.keys(ledgerEntryTypeLabels) as [LedgerEntryType, ...LedgerEntryType[]];
