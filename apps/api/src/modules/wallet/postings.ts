/**
 * The catalogue of postings (DESIGN.md §3.8, decision 0014): one builder per ledger entry type.
 * Each builder owns its accounts (a customer wallet against which system account), its signs, its
 * idempotency-key format and its Vietnamese description, and returns a `Posting` for
 * `ledger.post(tx, posting)`. Builders are pure: they read nothing and write nothing.
 *
 * Amounts are positive integer đồng (an adjustment's is signed); a line's amount adds to its account
 * (SYSTEM_ACCOUNTS explains the signs). Idempotency keys: one per movement of money that may happen
 * once, so a retried request or a replayed job never posts twice, and two distinct movements (two
 * partial refunds of a line) never share one. Keys of purchase orders name only the order id (the
 * first keys, kept as they were); other order types put their subject type first.
 */
import { formatVnd } from '@app/shared/money';
import type { LedgerEntryType, SubjectType } from '@app/shared/statuses';
import type { SystemAccount } from './ledger.repository.ts';

/** A customer's wallet (by its owner's user id) or a system account. */
export type LedgerAccountRef = { wallet: number } | { system: SystemAccount };

export interface PostingLine {
  account: LedgerAccountRef;
  /** Signed integer đồng: positive adds to the account's balance. */
  amountVnd: number;
}

/** A journal entry to post: lines summing to zero, a unique idempotency key, who caused it. */
export interface Posting {
  type: LedgerEntryType;
  description: string;
  idempotencyKey: string;
  /** The acting user; null for the system (jobs, webhooks). */
  createdBy: number | null;
  lines: PostingLine[];
}

/** Who causes the posting: an `Actor` or the `systemActor` (lib/platform/actor.ts) fit. */
export interface PostingActor {
  userId: number | null;
}

/** An order the customer pays towards: purchase, consignment or Taobao Global (its parcels' shipping). */
export interface PayableOrder {
  subjectType: Extract<SubjectType, 'purchase_order' | 'consignment_order' | 'taobao_global_order'>;
  id: number;
  code: string;
  userId: number;
}

/** A pay-on-behalf or Taobao Global order: paid to the seller on the customer's behalf. */
export interface PayOnBehalfOrder {
  subjectType: Extract<SubjectType, 'pay_on_behalf_order' | 'taobao_global_order'>;
  id: number;
  code: string;
  userId: number;
}

function positive(amountVnd: number): number {
  if (!Number.isSafeInteger(amountVnd) || amountVnd <= 0) {
    throw new Error(`posting amount must be a positive integer of đồng, got ${amountVnd}`);
  }
  return amountVnd;
}

/** Money moving from `from` to `to`: `to` grows by `amountVnd`, `from` shrinks by it. Wallet line first. */
function transfer(from: LedgerAccountRef, to: LedgerAccountRef, amountVnd: number): PostingLine[] {
  const amount = positive(amountVnd);
  const lines = [
    { account: to, amountVnd: amount },
    { account: from, amountVnd: -amount },
  ];
  return 'wallet' in from ? lines.reverse() : lines;
}

const wallet = (userId: number): LedgerAccountRef => ({ wallet: userId });
const system = (account: SystemAccount): LedgerAccountRef => ({ system: account });

/** `order-refund:12` for purchase order 12, `order-refund:consignment_order:12` for others. */
function orderKey(kind: string, order: { subjectType: SubjectType; id: number }, ...rest: (string | number)[]) {
  const subject = order.subjectType === 'purchase_order' ? [] : [order.subjectType];
  return [kind, ...subject, order.id, ...rest].join(':');
}

/**
 * Staff approved a recharge: the bank received the money, the wallet gets it: `receivedVnd` when the
 * transfer differed from the request (decision 0046; the description then names the request too),
 * else the requested amount. Key `recharge:{id}`: one credit per recharge, whatever the amount.
 */
export function recharge(p: {
  recharge: { id: number; code: string; userId: number; amountVnd: number };
  receivedVnd?: number;
  actor: PostingActor;
}): Posting {
  const r = p.recharge;
  const credited = p.receivedVnd ?? r.amountVnd;
  const asked = credited === r.amountVnd ? '' : `, yêu cầu ${formatVnd(r.amountVnd)}`;
  return {
    type: 'recharge',
    description: `Nạp tiền ${formatVnd(credited)} (NAP ${r.code}${asked})`,
    idempotencyKey: `recharge:${r.id}`,
    createdBy: p.actor.userId,
    lines: transfer(system('bankClearing'), wallet(r.userId), credited),
  };
}

export interface WithdrawalRef {
  id: number;
  code: string;
  userId: number;
  amountVnd: number;
}

/** A withdrawal is requested: its amount is held from the wallet at once. Key `withdrawal:{id}`. */
export function withdrawal(p: { withdrawal: WithdrawalRef; actor: PostingActor }): Posting {
  const w = p.withdrawal;
  return {
    type: 'withdrawal',
    description: `Rút tiền ${formatVnd(w.amountVnd)} (${w.code})`,
    idempotencyKey: `withdrawal:${w.id}`,
    createdBy: p.actor.userId,
    lines: transfer(wallet(w.userId), system('withdrawalsPayable'), w.amountVnd),
  };
}

/**
 * Staff paid a held withdrawal out of the company's bank account (no wallet line: the customer's
 * wallet was debited at the request). Key `withdrawal-paid:{id}`.
 */
export function withdrawalPaid(p: { withdrawal: WithdrawalRef; actor: PostingActor }): Posting {
  const w = p.withdrawal;
  return {
    type: 'withdrawal',
    description: `Chuyển khoản rút tiền ${w.code}`,
    idempotencyKey: `withdrawal-paid:${w.id}`,
    createdBy: p.actor.userId,
    lines: transfer(system('withdrawalsPayable'), system('bankClearing'), w.amountVnd),
  };
}

/**
 * A held withdrawal is released back to the wallet: the customer cancelled it or staff rejected it
 * (one or the other, once). Key `withdrawal-cancelled:{id}`.
 */
export function withdrawalCancelled(p: {
  withdrawal: WithdrawalRef;
  reason: 'cancelled' | 'rejected';
  actor: PostingActor;
}): Posting {
  const w = p.withdrawal;
  const why = p.reason === 'cancelled' ? 'khách hủy' : 'bị từ chối';
  return {
    type: 'withdrawal_cancelled',
    description: `Hoàn tiền rút ${w.code} (${why})`,
    idempotencyKey: `withdrawal-cancelled:${w.id}`,
    createdBy: p.actor.userId,
    lines: transfer(system('withdrawalsPayable'), wallet(w.userId), w.amountVnd),
  };
}

/** The customer pays a purchase order's deposit from the wallet. Key `order-deposit:{orderId}`. */
export function orderDeposit(p: {
  order: { id: number; code: string; userId: number };
  amountVnd: number;
  actor: PostingActor;
}): Posting {
  return {
    type: 'order_deposit',
    description: `Đặt cọc đơn ${p.order.code}`,
    idempotencyKey: `order-deposit:${p.order.id}`,
    createdBy: p.actor.userId,
    lines: transfer(wallet(p.order.userId), system('orderPrepayments'), p.amountVnd),
  };
}

/**
 * A delivery request pays what remains on an order (DESIGN.md §3.6). Key
 * `order-payment:{order}:delivery-request:{deliveryRequestId}`: once per order and request, so a new
 * request after a cancelled one pays again. `atShipping`: what the order still owes when the request
 * is shipped (decision 0084), once per order and request too, key `…:delivery-request:{id}:shipping`.
 */
export function orderPayment(p: {
  order: PayableOrder;
  amountVnd: number;
  deliveryRequestId: number;
  atShipping?: boolean;
  actor: PostingActor;
}): Posting {
  const stage = p.atShipping ? ['shipping'] : [];
  return {
    type: 'order_payment',
    description: p.atShipping
      ? `Thanh toán đơn ${p.order.code} (phần còn thiếu khi xuất kho)`
      : `Thanh toán đơn ${p.order.code}`,
    idempotencyKey: orderKey('order-payment', p.order, 'delivery-request', p.deliveryRequestId, ...stage),
    createdBy: p.actor.userId,
    lines: transfer(wallet(p.order.userId), system('orderPrepayments'), p.amountVnd),
  };
}

/** Why money paid on an order goes back to the wallet. */
export type OrderRefundCause =
  /** The order is cancelled: everything paid on it comes back. Key `order-refund:{order}`. */
  | { kind: 'cancelled' }
  /**
   * A line was bought or received short (DESIGN.md §3.1): `quantity` units come back, and
   * `totalShort` is the line's shortfall at that stage counting them, so each further shortfall of
   * the same line is a new movement. Key `order-refund:{order}:line:{lineId}:{stage}-short:{totalShort}`.
   */
  | { kind: 'line-short'; lineId: number; stage: 'bought' | 'received'; quantity: number; totalShort: number }
  /**
   * A delivery request is cancelled before shipping: its payment of this order is reversed.
   * Key `order-refund:{order}:delivery-request:{deliveryRequestId}`.
   */
  | { kind: 'delivery-cancelled'; deliveryRequestId: number }
  /**
   * The goods were bought for less than agreed and the order now costs less than was already paid
   * (a quoted order pays 100 % up front): the excess comes back, once. Key `order-refund:{order}:price-lower`.
   */
  | { kind: 'price-lower' }
  /**
   * A parcel was weighed again and the order's fees fell below what was already paid (decision 0084):
   * the excess comes back. Key `order-refund:{order}:parcel:{parcelId}:measured:{measuredAt ms}`, one
   * per weighing.
   */
  | { kind: 'fee-lower'; parcelId: number; measuredAt: Date };

/** Money paid on an order goes back to the wallet (from the prepayments account). */
export function orderRefund(p: {
  order: PayableOrder;
  amountVnd: number;
  cause: OrderRefundCause;
  actor: PostingActor;
}): Posting {
  const { order, cause } = p;
  let description: string;
  let idempotencyKey: string;
  switch (cause.kind) {
    case 'cancelled':
      description = `Hoàn tiền đơn ${order.code} (hủy đơn)`;
      idempotencyKey = orderKey('order-refund', order);
      break;
    case 'line-short': {
      if (!Number.isSafeInteger(cause.quantity) || cause.quantity <= 0 || cause.totalShort < cause.quantity) {
        throw new Error('a short-line refund needs 0 < quantity ≤ totalShort');
      }
      const stage = cause.stage === 'bought' ? 'mua' : 'nhận';
      description = `Hoàn tiền đơn ${order.code} (thiếu ${cause.quantity} sản phẩm khi ${stage} hàng)`;
      idempotencyKey = orderKey('order-refund', order, 'line', cause.lineId, `${cause.stage}-short`, cause.totalShort);
      break;
    }
    case 'delivery-cancelled':
      description = `Hoàn tiền thanh toán đơn ${order.code} (hủy yêu cầu giao hàng)`;
      idempotencyKey = orderKey('order-refund', order, 'delivery-request', cause.deliveryRequestId);
      break;
    case 'price-lower':
      description = `Hoàn tiền đơn ${order.code} (giá mua thấp hơn, đã trả dư)`;
      idempotencyKey = orderKey('order-refund', order, 'price-lower');
      break;
    case 'fee-lower':
      description = `Hoàn tiền đơn ${order.code} (phí vận chuyển giảm sau khi cân lại, đã trả dư)`;
      idempotencyKey = orderKey(
        'order-refund',
        order,
        'parcel',
        cause.parcelId,
        'measured',
        cause.measuredAt.getTime(),
      );
      break;
  }
  return {
    type: 'order_refund',
    description,
    idempotencyKey,
    createdBy: p.actor.userId,
    lines: transfer(system('orderPrepayments'), wallet(order.userId), p.amountVnd),
  };
}

/**
 * A pay-on-behalf or Taobao Global order enters `pending` (decision 0114): the wallet pays
 * `amountVnd` + `feeVnd`; the amount goes to the pay-on-behalf clearing account (`supplierPayables`),
 * the fee to `feeRevenue`. Key `pob-payment:{order}`.
 */
export function pobPayment(p: {
  order: PayOnBehalfOrder;
  amountVnd: number;
  feeVnd: number;
  actor: PostingActor;
}): Posting {
  const amount = positive(p.amountVnd);
  const fee = p.feeVnd === 0 ? 0 : positive(p.feeVnd);
  return {
    type: 'pob_payment',
    description: `Thanh toán hộ đơn ${p.order.code}`,
    idempotencyKey: orderKey('pob-payment', p.order),
    createdBy: p.actor.userId,
    lines: [
      { account: wallet(p.order.userId), amountVnd: -(amount + fee) },
      { account: system('supplierPayables'), amountVnd: amount },
      ...(fee > 0 ? [{ account: system('feeRevenue'), amountVnd: fee }] : []),
    ],
  };
}

/** Why a pay-on-behalf order's money comes back. */
export type PobRefundCause =
  /** The order failed or was cancelled: the whole payment, amount and fee. Key `pob-refund:{order}`. */
  | { kind: 'failed' }
  | { kind: 'cancelled' }
  /** Staff approved a refund request (seller refunded). Key `pob-refund:{order}:refund-request:{id}`. */
  | { kind: 'refund-request'; refundRequestId: number };

/**
 * Money back to the wallet: `amountVnd` out of the clearing account and `feeVnd` (0 or more) out of
 * `feeRevenue`. A failed and a cancelled order share one key: the payment comes back once.
 */
export function pobRefund(p: {
  order: PayOnBehalfOrder;
  amountVnd: number;
  feeVnd?: number;
  cause: PobRefundCause;
  actor: PostingActor;
}): Posting {
  const { order, cause } = p;
  const whole = cause.kind !== 'refund-request';
  const amount = positive(p.amountVnd);
  const fee = !p.feeVnd ? 0 : positive(p.feeVnd);
  const why = cause.kind === 'failed' ? 'thất bại' : cause.kind === 'cancelled' ? 'đã hủy' : 'người bán hoàn tiền';
  return {
    type: 'pob_refund',
    description: `Hoàn tiền đơn thanh toán hộ ${order.code} (${why})`,
    idempotencyKey: whole
      ? orderKey('pob-refund', order)
      : orderKey('pob-refund', order, 'refund-request', cause.refundRequestId),
    createdBy: p.actor.userId,
    lines: [
      { account: wallet(order.userId), amountVnd: amount + fee },
      { account: system('supplierPayables'), amountVnd: -amount },
      ...(fee > 0 ? [{ account: system('feeRevenue'), amountVnd: -fee }] : []),
    ],
  };
}

/** A complaint is resolved with a refund to the wallet (the company bears it). Key `complaint-refund:{id}`. */
export function complaintRefund(p: {
  complaint: { id: number; code: string; userId: number; orderCode: string };
  amountVnd: number;
  actor: PostingActor;
}): Posting {
  const c = p.complaint;
  return {
    type: 'complaint_refund',
    description: `Hoàn tiền khiếu nại ${c.code} (đơn ${c.orderCode})`,
    idempotencyKey: `complaint-refund:${c.id}`,
    createdBy: p.actor.userId,
    lines: transfer(system('complaintRefunds'), wallet(c.userId), p.amountVnd),
  };
}

/**
 * An agent's commission entry is credited to its wallet (DESIGN.md §3.10, decision 0119): the
 * entry's amount less the claw-backs deducted from it. Key `commission:{entryId}`: one credit per
 * entry, however often the nightly run repeats.
 */
export function commission(p: {
  entryId: number;
  agentUserId: number;
  order: { code: string };
  amountVnd: number;
  actor: PostingActor;
}): Posting {
  return {
    type: 'commission',
    description: `Hoa hồng đơn ${p.order.code}`,
    idempotencyKey: `commission:${p.entryId}`,
    createdBy: p.actor.userId,
    lines: transfer(system('commissions'), wallet(p.agentUserId), p.amountVnd),
  };
}

/**
 * Staff correct a wallet by a signed amount, with a reason shown to the customer. Key
 * `adjustment:{staffUserId}:{requestKey}` when one member posts it (`requestKey` is the staff
 * request's Idempotency-Key); `adjustment:proposal:{adjustmentId}` when it is an approved proposal of
 * the `adjustments` table (modules/adjustment): one movement per proposal, whoever approves it, so
 * two members approving at once post it once.
 */
export function adjustment(p: {
  userId: number;
  amountVnd: number;
  reason: string;
  requestKey?: string;
  adjustmentId?: number;
  actor: { userId: number };
}): Posting {
  if (!Number.isSafeInteger(p.amountVnd) || p.amountVnd === 0) {
    throw new Error(`adjustment must be a non-zero integer of đồng, got ${p.amountVnd}`);
  }
  if (!p.reason.trim() || (!p.requestKey && !p.adjustmentId)) {
    throw new Error('an adjustment needs a reason and a request key or a proposal id');
  }
  const credit = p.amountVnd > 0;
  const amount = Math.abs(p.amountVnd);
  return {
    type: 'adjustment',
    description: `Điều chỉnh số dư: ${p.reason.trim()}`,
    idempotencyKey: p.adjustmentId
      ? `adjustment:proposal:${p.adjustmentId}`
      : `adjustment:${p.actor.userId}:${p.requestKey}`,
    createdBy: p.actor.userId,
    lines: credit
      ? transfer(system('adjustments'), wallet(p.userId), amount)
      : transfer(wallet(p.userId), system('adjustments'), amount),
  };
}
