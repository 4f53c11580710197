/**
 * The registry of subjects whose status `transition()` moves: subject type (the catalogue's
 * `SubjectType`, @app/shared/statuses) → its table, and the Vietnamese noun naming it in a refused
 * transition's message. A new lifecycle adds one line here once its table exists (decision 0015).
 * Every registered table has `id` and `status`, and `user_id` (the customer it belongs to) when it
 * belongs to one (a bag does not; an unclaimed parcel has none yet); a table with `updated_at` gets it set with every status change.
 */
import type { Machine, StatusOf } from '@app/shared/machines/define-machine';
import { machines, type SubjectType } from '@app/shared/statuses';
import { adjustments } from '../../db/schema/adjustment.ts';
import { commissionEntries } from '../../db/schema/agency.ts';
import { bankTransfers } from '../../db/schema/bank-transfer.ts';
import { complaints } from '../../db/schema/complaint.ts';
import { consignmentOrders } from '../../db/schema/consignment.ts';
import { deliveryRequests } from '../../db/schema/delivery.ts';
import { parcelClaims, parcels } from '../../db/schema/parcel.ts';
import { payOnBehalfOrders, refundRequests } from '../../db/schema/pay-on-behalf.ts';
import { purchaseOrders } from '../../db/schema/purchase-order.ts';
import { taobaoGlobalOrders, taobaoTokens } from '../../db/schema/taobao-global.ts';
import { recharges } from '../../db/schema/wallet.ts';
import { bags } from '../../db/schema/warehouse-ops.ts';
import { withdrawals } from '../../db/schema/withdrawal.ts';

export const statusSubjects = {
  purchase_order: { table: purchaseOrders, noun: 'đơn' },
  recharge: { table: recharges, noun: 'yêu cầu nạp tiền' },
  parcel: { table: parcels, noun: 'kiện' },
  bag: { table: bags, noun: 'bao' },
  consignment_order: { table: consignmentOrders, noun: 'đơn ký gửi' },
  delivery_request: { table: deliveryRequests, noun: 'yêu cầu giao' },
  parcel_claim: { table: parcelClaims, noun: 'yêu cầu nhận kiện' },
  withdrawal: { table: withdrawals, noun: 'yêu cầu rút tiền' },
  complaint: { table: complaints, noun: 'khiếu nại' },
  adjustment: { table: adjustments, noun: 'điều chỉnh số dư' },
  bank_transfer: { table: bankTransfers, noun: 'giao dịch ngân hàng' },
  pay_on_behalf_order: { table: payOnBehalfOrders, noun: 'đơn thanh toán hộ' },
  refund_request: { table: refundRequests, noun: 'yêu cầu hoàn tiền' },
  taobao_global_order: { table: taobaoGlobalOrders, noun: 'đơn Taobao Global' },
  taobao_token: { table: taobaoTokens, noun: 'tài khoản Taobao' },
  commission_entry: { table: commissionEntries, noun: 'khoản hoa hồng' },
} as const satisfies Partial<Record<SubjectType, { table: unknown; noun: string }>>;

export type StatusSubjectType = keyof typeof statusSubjects;
type MachineOf<K extends StatusSubjectType> = (typeof machines)[K];
/** A machine whose subject is registered. */
export type RegisteredMachine = MachineOf<StatusSubjectType>;

/** The registered subject type whose machine is `M` (machines with the same statuses are the same type). */
export type SubjectTypeOf<M> = {
  [K in StatusSubjectType]: [MachineOf<K>] extends [M] ? ([M] extends [MachineOf<K>] ? K : never) : never;
}[StatusSubjectType];

type TableOf<M> = (typeof statusSubjects)[SubjectTypeOf<M>]['table'];
/** The row of the subject moved by machine `M`, e.g. a purchase order row. */
export type StatusRow<M> = TableOf<M>['$inferSelect'];
/** Columns a caller may write together with the status (never the status or the timestamps). */
export type StatusExtra<M> = Partial<Omit<TableOf<M>['$inferInsert'], 'id' | 'status' | 'createdAt' | 'updatedAt'>>;
/** The values that create a subject, without its status (`enter()` sets it). */
export type StatusInsert<M> = Omit<TableOf<M>['$inferInsert'], 'id' | 'status'>;

/** The registry entry of `machine`; throws when its subject has no table yet (a programming error). */
export function subjectOf<M extends Machine<string>>(machine: M) {
  const type = machine.subject as StatusSubjectType;
  const entry = statusSubjects[type];
  if (!entry || (machines as Record<string, Machine<string>>)[type] !== machine) {
    throw new Error(`status machine ${machine.subject} has no registered subject table`);
  }
  return { type, ...entry };
}

export type { StatusOf };
