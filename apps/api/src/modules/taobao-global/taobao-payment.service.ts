/**
 * Paying and refunding Taobao Global orders through pay-on-behalf (DESIGN.md §3.3, decision 0120):
 * - Pay: the caller's unpaid (`WAIT_BUYER_PAY`) orders become ONE pay-on-behalf order (one
 *   `alipay_daifu` line per order: reference = the platform order id, amount = what the buyer pays,
 *   fen), priced at the tariff in force and debited at once; the link is kept on each order.
 * - Refund: a refund request of the pay-on-behalf order for one sub-order (its amount), `only_refund`
 *   before the seller ships, `return_refund` once shipped; one open per sub-order.
 * - The sync's refund step: for our open requests whose line has a platform refund, the provider's
 *   refund status; SUCCESS approves (credited at the order's rate, once), CLOSED rejects.
 */

import { MAX_LINE_FEN } from '@app/shared/contracts/common';
import type { PobRefundRequest } from '@app/shared/contracts/pay-on-behalf';
import type { PayTaobaoOrdersResult, TaobaoRefund, TaobaoRefundInput } from '@app/shared/contracts/taobao-global';
import { taobaoRefundStatus } from '@app/shared/contracts/taobao-global';
import { refundRequestMachine } from '@app/shared/machines/pay-on-behalf';
import type { Db, Executor } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { once } from '../../lib/http/idempotency.ts';
import { type Actor, systemActor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { createPayOnBehalfOrder, loadOrder as loadPayOnBehalfOrder } from '../pay-on-behalf/pay-on-behalf.service.ts';
import {
  approveRefundRequest,
  listRefunds,
  loadRefund,
  openRefundRequest,
  rejectRefundRequest,
} from '../pay-on-behalf/pay-on-behalf-refund.service.ts';
import * as repo from './taobao-global.repository.ts';
import { ProviderError, type ProviderRefund } from './taobao-provider.ts';

/** Trade states a refund type is open in (DESIGN.md §3.3: refund only before shipping, return and refund after). */
export const REFUND_STATES = {
  only_refund: ['WAIT_SELLER_SEND_GOODS'],
  return_refund: ['WAIT_BUYER_CONFIRM_GOODS', 'TRADE_FINISHED'],
} as const satisfies Record<TaobaoRefundInput['type'], readonly string[]>;

/** The note of a pay-on-behalf line paying Taobao order `platformOrderId`. */
export const payLineNote = (platformOrderId: string) => `Đơn Taobao Global ${platformOrderId}`;

/**
 * POST /TaobaoIntOrder/Pay: orders `ids` of `actor` as one pay-on-behalf order, debited now. 404
 * `taobao-order-not-found` when one is not the caller's; 409 `taobao-order-not-payable` when one is not
 * awaiting payment, `taobao-order-in-payment` when one is already in an open pay-on-behalf order,
 * `insufficient-balance` (with `missingVnd`), `tariff-missing`. Idempotent per key: a replay answers
 * the first result, even after the orders moved on.
 */
export async function payTaobaoOrders(
  db: Db,
  actor: Actor,
  ids: number[],
  key: string,
): Promise<PayTaobaoOrdersResult> {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  return transaction(db, (tx) =>
    once(tx, actor.userId, key, `taobao-pay:${wanted.join(',')}`, async () => {
      const rows = await repo.lockOrdersOf(tx, actor, wanted);
      if (rows.length !== wanted.length) throw new AppError('taobao-order-not-found');
      const unpaid = rows.filter((o) => o.status !== 'WAIT_BUYER_PAY');
      if (unpaid.length > 0) {
        throw new AppError(
          'taobao-order-not-payable',
          `Chỉ thanh toán hộ được đơn Taobao đang chờ thanh toán; đơn ${unpaid
            .slice(0, 3)
            .map((o) => o.platformOrderId)
            .join(', ')} không còn chờ thanh toán`,
        );
      }
      // A pay-on-behalf line holds 1 fen to MAX_LINE_FEN (the contract's bounds).
      const odd = rows.filter((o) => o.paymentFen < 1 || o.paymentFen > MAX_LINE_FEN);
      if (odd.length > 0) {
        throw new AppError(
          'taobao-order-not-payable',
          `Đơn Taobao ${odd[0]!.platformOrderId} có số tiền không thanh toán hộ được, vui lòng liên hệ nhân viên`,
        );
      }
      const lines = rows.map((o) => ({
        channel: 'alipay_daifu' as const,
        reference: o.platformOrderId,
        amountFen: o.paymentFen,
        note: payLineNote(o.platformOrderId),
      }));
      let created: { id: number; code: string };
      try {
        created = await createPayOnBehalfOrder(tx, {
          customerId: actor.userId,
          actor,
          lines,
          quote: 'now',
          // Its own key: this function's `once` holds the caller's.
          idempotencyKey: `taobao-pay:${key}`,
          source: 'taobao_global',
        });
      } catch (e) {
        if (e instanceof AppError && e.id === 'pob-reference-in-use') {
          const inOpen = rows.filter((o) => o.payOnBehalfOrderId !== null).map((o) => o.platformOrderId);
          throw new AppError(
            'taobao-order-in-payment',
            inOpen.length > 0
              ? `Đơn Taobao ${inOpen.slice(0, 3).join(', ')} đã được gửi thanh toán hộ trong một đơn khác đang xử lý`
              : undefined,
          );
        }
        throw e;
      }
      await repo.setPayOnBehalfOrder(
        tx,
        rows.map((o) => o.id),
        created.id,
      );
      const pob = await loadPayOnBehalfOrder(tx, actor, created.id);
      return { payOnBehalfOrderId: created.id, code: created.code, totalVnd: pob.totalVnd, orderIds: wanted };
    }),
  );
}

/** Rows → the wire shape: our request, its Taobao order and line, the platform's state and deadline. */
async function mapTaobaoRefunds(db: Executor, items: PobRefundRequest[]): Promise<TaobaoRefund[]> {
  const orderIds = [...new Set(items.map((r) => r.taobaoGlobalOrderId).filter((x): x is number => x !== null))];
  const { orderRows, lines } = await repo.ordersWithSubOrders(db, orderIds);
  const out: TaobaoRefund[] = [];
  for (const r of items) {
    const order = orderRows.find((o) => o.id === r.taobaoGlobalOrderId);
    const line = lines.find((l) => l.orderId === r.taobaoGlobalOrderId && l.platformSubOrderId === r.subOrderId);
    if (!order || !line) continue;
    const platformStatus = taobaoRefundStatus.safeParse(line.refundStatus);
    const deadline = line.refundTimeoutAt?.toISOString() ?? r.platformDeadline;
    out.push({
      id: r.id,
      orderId: order.id,
      platformOrderId: order.platformOrderId,
      subOrder: {
        id: line.id,
        platformSubOrderId: line.platformSubOrderId,
        title: line.title,
        skuProperties: line.skuProperties,
        quantity: line.quantity,
        priceFen: line.priceFen,
        paymentFen: line.paymentFen,
        imageUrl: line.imageUrl,
        refundStatus: platformStatus.success ? platformStatus.data : 'NO_REFUND',
      },
      type: r.refundType ?? 'only_refund',
      reason: r.reason,
      status: r.status,
      statusLabel: refundRequestMachine.label(r.status),
      rejectReason: r.rejectReason,
      payOnBehalfOrder: { id: r.orderId, code: r.orderCode },
      platformStatus: platformStatus.success ? platformStatus.data : 'NO_REFUND',
      // Only while our request waits: a decided one has nothing left to count down to.
      deadlineAt: r.status === 'pending' ? deadline : null,
      refundFen: r.amountFen,
      creditedVnd: r.status === 'approved' ? r.amountVnd + r.feeRefundVnd : null,
      createdAt: r.createdAt,
      ...(r.customer ? { customer: r.customer } : {}),
    });
  }
  return out;
}

/** One Taobao refund request as `actor` sees it; 404 `pob-refund-not-found`. */
export async function loadTaobaoRefund(db: Db, actor: Actor, id: number): Promise<TaobaoRefund> {
  const [mapped] = await mapTaobaoRefunds(db, [await loadRefund(db, actor, id)]);
  if (!mapped) throw new AppError('pob-refund-not-found');
  return mapped;
}

/** GET /TaobaoIntOrder/Refund (the caller's) and /Admin/TaobaoIntOrder/Refund (all): pending first. */
export async function listTaobaoRefunds(
  db: Db,
  actor: Actor,
  f: { status?: PobRefundRequest['status']; page: number; pageSize: number },
) {
  const page = await listRefunds(db, actor, { ...f, source: 'taobao_global' });
  return { items: await mapTaobaoRefunds(db, page.items), page: f.page, pageSize: f.pageSize, total: page.total };
}

/**
 * POST /TaobaoIntOrder/{id}/Refund: a refund request of sub-order `subOrderId` for its whole amount
 * on the pay-on-behalf order that paid it. 404 for another's order or a line of another order; 409
 * `taobao-refund-not-allowed` (wrong trade state for the type, or not paid through a pay-on-behalf
 * order), `pob-refund-not-allowed` (that order is not paid or completed), `pob-refund-open`,
 * `pob-refund-too-large`. The deadline is the platform's refund `timeout` when the buyer already
 * opened the refund on Taobao, else it comes with the next sync. Idempotent per key.
 */
export async function requestTaobaoRefund(
  db: Db,
  actor: Actor,
  orderId: number,
  input: { subOrderId: number; type: TaobaoRefundInput['type']; reason: string },
  key: string,
): Promise<TaobaoRefund> {
  const { id } = await transaction(db, (tx) =>
    once(
      tx,
      actor.userId,
      key,
      `taobao-refund:${orderId}:${input.subOrderId}:${input.type}:${input.reason}`,
      async () => {
        const [order] = await repo.lockOrdersOf(tx, actor, [orderId]);
        if (!order) throw new AppError('taobao-order-not-found');
        const line = await repo.lockSubOrder(tx, order.id, input.subOrderId);
        if (!line) throw new AppError('taobao-order-not-found', 'Không tìm thấy sản phẩm này trong đơn Taobao');
        if (!(REFUND_STATES[input.type] as readonly string[]).includes(order.status)) {
          throw new AppError(
            'taobao-refund-not-allowed',
            input.type === 'only_refund'
              ? 'Chỉ hoàn tiền được khi người bán chưa giao hàng; hàng đã gửi đi thì chọn trả hàng hoàn tiền'
              : 'Trả hàng hoàn tiền chỉ làm được sau khi người bán đã giao hàng',
          );
        }
        if (order.payOnBehalfOrderId === null) {
          throw new AppError(
            'taobao-refund-not-allowed',
            'Đơn Taobao này không được thanh toán hộ qua hệ thống nên không yêu cầu hoàn tiền tại đây được',
          );
        }
        const opened = await openRefundRequest(tx, {
          orderId: order.payOnBehalfOrderId,
          actor,
          amountFen: line.paymentFen,
          reason: input.reason,
          photoIds: [],
          taobao: {
            taobaoGlobalOrderId: order.id,
            subOrderId: line.platformSubOrderId,
            refundType: input.type,
            platformDeadline: line.refundTimeoutAt,
          },
        });
        await repo.setSubOrderRefundRequest(tx, line.id, opened.id);
        return opened;
      },
    ),
  );
  return loadTaobaoRefund(db, actor, id);
}

/** What the platform's refund state does to our pending request. */
export function refundOutcome(platformStatus: string): 'approve' | 'reject' | 'wait' {
  if (platformStatus === 'SUCCESS') return 'approve';
  if (platformStatus === 'CLOSED') return 'reject';
  return 'wait';
}

/**
 * The sync's refund step for account `tokenId` (decision 0120): each of our pending requests whose
 * line has a platform refund is asked about through `refundStatus`; the line keeps the state and the
 * deadline; SUCCESS approves the request as `system` (credited at the order's rate; approving twice
 * does nothing), CLOSED rejects it. Answers how many requests were decided. A refund the platform
 * refuses to tell about is skipped; an ended session or an unreachable provider propagates.
 */
export async function syncRefunds(
  db: Db,
  tokenId: number,
  refundStatus: (platformRefundId: string) => Promise<ProviderRefund>,
): Promise<number> {
  let decided = 0;
  for (const { subOrder } of await repo.refundCandidates(db, tokenId)) {
    if (subOrder.refundRequestId === null || subOrder.platformRefundId === null) continue;
    const ours = await loadRefund(db, systemActor, subOrder.refundRequestId).catch(() => null);
    if (ours?.status !== 'pending') continue;
    let r: ProviderRefund;
    try {
      r = await refundStatus(subOrder.platformRefundId);
    } catch (e) {
      // One refund the platform will not tell about does not stop the others (nor the account's sync).
      if (e instanceof ProviderError && e.kind === 'refused') continue;
      throw e;
    }
    const outcome = refundOutcome(r.status);
    await transaction(db, async (tx) => {
      await repo.setSubOrderRefundState(tx, subOrder.id, { refundStatus: r.status, refundTimeoutAt: r.timeoutAt });
      if (outcome === 'approve') {
        await approveRefundRequest(tx, { refundId: ours.id, actor: systemActor });
      } else if (outcome === 'reject') {
        await rejectRefundRequest(tx, {
          refundId: ours.id,
          actor: systemActor,
          reason: 'Taobao đã đóng yêu cầu hoàn tiền (người bán không hoàn hoặc yêu cầu bị hủy)',
        });
      }
    });
    if (outcome !== 'wait') decided += 1;
  }
  return decided;
}
