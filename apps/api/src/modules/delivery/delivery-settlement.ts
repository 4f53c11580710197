/**
 * Money at the two ends of a delivery request (decision 0084, DESIGN.md §3.6). Goods never leave
 * while an order owes money: shipping charges what every order the request carries still owes, or
 * refuses (409 `order-not-paid`) while the wallet is short, and refuses a parcel never weighed.
 * Cancelling refunds only what no other live request relies on: when another request (not cancelled)
 * carries a parcel of the same order, the payment stays on the order and is handed to that request
 * (a `moved` payment, no posting), so the order stays paid for it. Runs in the caller's transaction,
 * the request row locked first, then its orders (id order), as every writer locks.
 */
import { formatVnd } from '@app/shared/money';
import type { Executor, Tx } from '../../db/client.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { postings, postNew, walletBalance } from '../wallet/ledger.service.ts';
import { orderOf } from './delivery.mapper.ts';
import * as repo from './delivery.repository.ts';
import { addPaid, type LockedOrder, lockOrders, payOrders, refOf, remainingOf } from './delivery-money.ts';

async function lockRequestOrders(tx: Tx, requestId: number) {
  const links = (await repo.requestParcels(tx, [requestId])).filter((l) => l.active);
  return {
    links,
    orders: await lockOrders(
      tx,
      links.flatMap((l) => orderOf(l.parcel) ?? []),
    ),
  };
}

/**
 * Before a request is shipped: 409 `parcel-not-measured` for a parcel never weighed (its shipping fee
 * is unknown); then charges each order it carries what it still owes (`total − paid`, posting
 * `order_payment` at shipping, payment kind `shipping`), or refuses with 409 `order-not-paid` naming
 * the orders and the missing amount when the owner's wallet is short. Answers the sum charged.
 */
export async function settleForShipping(tx: Tx, actor: Actor, request: repo.DeliveryRow): Promise<number> {
  const { links, orders } = await lockRequestOrders(tx, request.id);
  const unweighed = links.find((l) => l.parcel.measuredAt === null || l.parcel.weightGrams === null);
  if (unweighed) {
    throw new AppError(
      'parcel-not-measured',
      `Kiện ${unweighed.parcel.code} chưa được cân đo nên chưa tính được phí vận chuyển, chưa thể xuất kho. Hãy hủy yêu cầu giao, cân kiện rồi tạo lại yêu cầu`,
    );
  }
  const owing = orders.filter((o) => remainingOf(o) > 0);
  if (owing.length === 0) return 0;
  const due = owing.reduce((s, o) => s + remainingOf(o), 0);
  const balance = await walletBalance(tx, request.userId, { lock: true });
  if (balance < due) {
    const list = owing.map((o) => `đơn ${o.code} còn thiếu ${formatVnd(remainingOf(o))}`).join(', ');
    throw new AppError(
      'order-not-paid',
      `Chưa thể xuất kho: ${list}; ví của khách có ${formatVnd(balance)}, cần nạp thêm ${formatVnd(due - balance)} để thanh toán trước khi giao`,
    );
  }
  return payOrders(tx, actor, request.id, owing, 'shipping');
}

/**
 * What cancelling gives back on one order the request holds `heldVnd` of: of what is still on the
 * order (never more than `paid_vnd`), everything when no other live request relies on the order;
 * otherwise only what the order holds beyond its total, the rest kept for the other request.
 */
export function splitOnCancel(
  order: { totalVnd: number; paidVnd: number },
  heldVnd: number,
  reliedOn: boolean,
): { refundVnd: number; keepVnd: number } {
  const onOrder = Math.min(heldVnd, Math.max(0, order.paidVnd));
  if (!reliedOn) return { refundVnd: onOrder, keepVnd: 0 };
  const refundVnd = Math.min(onOrder, Math.max(0, order.paidVnd - order.totalVnd));
  return { refundVnd, keepVnd: onOrder - refundVnd };
}

export interface CancelMoney {
  refundedVnd: number;
  /** Payments handed to another live request: its code, the order's code, the amount. */
  moved: { requestCode: string; orderCode: string; amountVnd: number }[];
}

/**
 * Closes the open payments of request `requestId`, being cancelled (its row locked by the caller):
 * per order, refunds what `splitOnCancel` gives back (`order_refund`, cause `delivery-cancelled`,
 * `paid_vnd` lowered) and hands the rest to the first other live request carrying a parcel of the
 * order (a `moved` payment of that request). Every payment is marked closed with what of it was
 * refunded and where the rest went.
 */
export async function closePaymentsOnCancel(tx: Tx, actor: Actor, requestId: number): Promise<CancelMoney> {
  const { orders } = await lockRequestOrders(tx, requestId);
  const open = (await repo.requestPayments(tx, [requestId])).filter((p) => p.refundedAt === null);
  const held = (o: LockedOrder) => open.filter((p) => p.orderType === o.type && p.orderId === o.id);
  const stray = open.filter((p) => !orders.some((o) => o.type === p.orderType && o.id === p.orderId));
  if (stray.length > 0) {
    // A payment on an order none of the live parcels belongs to (not expected): lock it too.
    orders.push(
      ...(await lockOrders(
        tx,
        stray.map((p) => ({ type: p.orderType, id: p.orderId })),
      )),
    );
  }
  const result: CancelMoney = { refundedVnd: 0, moved: [] };
  for (const order of orders) {
    const rows = held(order);
    if (rows.length === 0) continue;
    const others = await repo.otherLiveRequestsOf(tx, order, requestId);
    const heldVnd = rows.reduce((s, r) => s + r.amountVnd, 0);
    const { refundVnd, keepVnd } = splitOnCancel(order, heldVnd, others.length > 0);
    if (refundVnd > 0) {
      await postNew(
        tx,
        postings.orderRefund({
          order: refOf(order),
          amountVnd: refundVnd,
          cause: { kind: 'delivery-cancelled', deliveryRequestId: requestId },
          actor,
        }),
      );
      await addPaid(tx, order, -refundVnd);
      order.paidVnd -= refundVnd;
      result.refundedVnd += refundVnd;
    }
    const target = keepVnd > 0 ? others[0]! : null;
    if (target) {
      await repo.insertPayments(tx, [
        {
          requestId: target.id,
          orderType: order.type,
          orderId: order.id,
          orderCode: order.code,
          amountVnd: keepVnd,
          kind: 'moved',
          movedFromRequestId: requestId,
        },
      ]);
      result.moved.push({ requestCode: target.code, orderCode: order.code, amountVnd: keepVnd });
    }
    let left = refundVnd;
    for (const row of rows) {
      const refunded = Math.min(row.amountVnd, left);
      left -= refunded;
      await repo.closePayment(tx, row.id, { refundedVnd: refunded, movedToRequestId: target?.id ?? null });
    }
  }
  return result;
}

/**
 * What cancelling the request now would return to the wallet (đồng), read without locks for the
 * customer's cancel dialog; the cancellation itself decides under the orders' locks.
 */
export async function refundOnCancel(db: Executor, requestId: number): Promise<number> {
  const open = (await repo.requestPayments(db, [requestId])).filter((p) => p.refundedAt === null);
  let sum = 0;
  const seen = new Set<string>();
  for (const p of open) {
    const key = `${p.orderType}:${p.orderId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const order = await repo.orderMoney(db, { type: p.orderType, id: p.orderId });
    if (!order) continue;
    const heldVnd = open.filter((q) => `${q.orderType}:${q.orderId}` === key).reduce((s, q) => s + q.amountVnd, 0);
    const others = await repo.otherLiveRequestsOf(db, { type: p.orderType, id: p.orderId }, requestId);
    sum += splitOnCancel(order, heldVnd, others.length > 0).refundVnd;
  }
  return sum;
}
