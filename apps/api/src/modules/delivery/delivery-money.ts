/**
 * Money of a delivery request (DESIGN.md §3.6, decision 0065): creating it pays what is still owed on
 * every order its parcels belong to, `total_vnd − paid_vnd` of the order's row (purchase or
 * consignment), one `order_payment` posting per order; shipping it pays what the orders still owe
 * then (decision 0084, delivery-settlement.ts, which also closes the payments of a cancelled request).
 * All run in the caller's transaction, the orders locked, and move `paid_vnd` with the posting.
 */
import type { PayableOrderType } from '@app/shared/contracts/delivery';
import { RECHARGE_MIN_VND } from '@app/shared/contracts/wallet';
import { formatVnd } from '@app/shared/money';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { lockOrders as lockOrderRows, type OrderRef, orderType } from '../order/order-types.service.ts';
import { postings, postNew, walletBalance } from '../wallet/ledger.service.ts';
import * as repo from './delivery.repository.ts';

/** An order a request pays, locked: its money as its row holds it. */
export interface LockedOrder {
  type: PayableOrderType;
  id: number;
  code: string;
  userId: number;
  status: string;
  totalVnd: number;
  paidVnd: number;
}

/** What the request pays on an order: what is still owed, never below 0. */
export function remainingOf(order: { totalVnd: number; paidVnd: number }): number {
  return Math.max(0, order.totalVnd - order.paidVnd);
}

/**
 * Where a customer short of `missingVnd` recharges: the PWA's recharge page with the amount
 * prefilled, never below the smallest recharge (RECHARGE_MIN_VND).
 */
export function rechargeUrl(missingVnd: number): string {
  return `/wallet/recharge?amount=${Math.max(RECHARGE_MIN_VND, missingVnd)}`;
}

/**
 * Locks the orders `refs` (kind by kind, each in id order: the order every writer of orders and
 * parcels locks in, order-types.service.ts) and answers them as `LockedOrder`s.
 */
export async function lockOrders(tx: Tx, refs: OrderRef[]): Promise<LockedOrder[]> {
  return (await lockOrderRows(tx, refs)).map((o) => ({
    type: o.type,
    id: o.id,
    code: o.code,
    userId: o.userId,
    status: o.status,
    totalVnd: o.totalVnd,
    paidVnd: o.paidVnd,
  }));
}

/** Moves the locked order's `paid_vnd` by `deltaVnd` (signed đồng), with the posting that moved it. */
export async function addPaid(tx: Tx, order: LockedOrder, deltaVnd: number): Promise<void> {
  await orderType(order.type).addPaid(tx, order.id, deltaVnd);
}

/**
 * 409 `insufficient-balance` when the owner's wallet (locked here) holds less than `amountVnd`; the
 * answer names the missing amount and the recharge link. Nothing is written either way.
 */
export async function assertBalance(tx: Tx, ownerId: number, amountVnd: number): Promise<void> {
  if (amountVnd <= 0) return;
  const balance = await walletBalance(tx, ownerId, { lock: true });
  if (balance >= amountVnd) return;
  const missing = amountVnd - balance;
  throw new AppError(
    'insufficient-balance',
    `Số dư ví không đủ: cần ${formatVnd(amountVnd)}, ví có ${formatVnd(balance)}, còn thiếu ${formatVnd(missing)}. Vui lòng nạp thêm tiền`,
    { missingVnd: missing, rechargeUrl: rechargeUrl(missing) },
  );
}

/**
 * Pays what remains on each locked order for request `requestId`: one posting each (key per order
 * and request; `kind: 'shipping'` is the second, at shipping, decision 0084), `paid_vnd` raised by
 * it, a payment row of that kind. Orders with nothing owed are skipped. Returns the sum paid. A
 * replayed posting stops the flow (409 `posting-replayed`) rather than count the money twice.
 */
export async function payOrders(
  tx: Tx,
  actor: Actor,
  requestId: number,
  orders: LockedOrder[],
  kind: 'request' | 'shipping' = 'request',
): Promise<number> {
  let sum = 0;
  const rows: Parameters<typeof repo.insertPayments>[1] = [];
  for (const order of orders) {
    const amount = remainingOf(order);
    if (amount === 0) continue;
    await postNew(
      tx,
      postings.orderPayment({
        order: refOf(order),
        amountVnd: amount,
        deliveryRequestId: requestId,
        atShipping: kind === 'shipping',
        actor,
      }),
    );
    await addPaid(tx, order, amount);
    order.paidVnd += amount;
    rows.push({ requestId, orderType: order.type, orderId: order.id, orderCode: order.code, amountVnd: amount, kind });
    sum += amount;
  }
  await repo.insertPayments(tx, rows);
  return sum;
}

/** The posting builders' view of a locked order. */
export function refOf(order: LockedOrder) {
  return { subjectType: order.type, id: order.id, code: order.code, userId: order.userId };
}
