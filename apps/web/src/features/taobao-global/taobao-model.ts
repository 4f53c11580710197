/**
 * What the Taobao Global pages decide from an order (decision 0120), kept apart so it is tested
 * without a browser: which orders may be paid (awaiting payment, not in an open pay-on-behalf
 * order), the pay-on-behalf lines of a payment (one `alipay_daifu` line per order, as the API builds
 * them), which refund types a paid order allows (DESIGN.md §3.3), and the countdown's text.
 */
import type { PobLineInput } from '@app/shared/contracts/pay-on-behalf';
import type { TaobaoGlobalOrder, TaobaoRefundInput } from '@app/shared/contracts/taobao-global';

/** Pay-on-behalf statuses after which the order may be paid again (the payment did not happen). */
const CLOSED_POB = new Set(['cancelled', 'failed']);

/** An order awaiting payment on Taobao and not in an open pay-on-behalf order. */
export function isPayable(o: TaobaoGlobalOrder): boolean {
  return o.status === 'WAIT_BUYER_PAY' && (o.payOnBehalf === null || CLOSED_POB.has(o.payOnBehalf.status));
}

/** The lines of paying `orders` (the API's Pay builds the same: reference = platform order id, what the buyer pays). */
export function payLines(orders: TaobaoGlobalOrder[]): PobLineInput[] {
  return orders.map((o) => ({
    channel: 'alipay_daifu',
    reference: o.platformOrderId,
    amountFen: o.paymentFen,
    note: `Đơn Taobao Global ${o.platformOrderId}`,
  }));
}

/** The refund types order `o` allows now: paid through a paid/completed pay-on-behalf order, by trade state. */
export function refundTypesFor(o: TaobaoGlobalOrder): TaobaoRefundInput['type'][] {
  const pob = o.payOnBehalf;
  if (!pob || (pob.status !== 'paid' && pob.status !== 'completed')) return [];
  if (o.status === 'WAIT_SELLER_SEND_GOODS') return ['only_refund'];
  if (o.status === 'WAIT_BUYER_CONFIRM_GOODS' || o.status === 'TRADE_FINISHED') return ['return_refund'];
  return [];
}

/** `2 ngày 3 giờ`, `5 giờ 12 phút`, `8 phút`: what is left until `deadline`; null once passed. */
export function timeLeft(deadline: string | Date, now: Date = new Date()): string | null {
  const ms = new Date(deadline).getTime() - now.getTime();
  if (!(ms > 0)) return null;
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} ngày ${hours} giờ` : `${days} ngày`;
  if (hours > 0) return mins > 0 ? `${hours} giờ ${mins} phút` : `${hours} giờ`;
  return `${Math.max(1, mins)} phút`;
}
