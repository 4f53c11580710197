/**
 * The page models of the pay-on-behalf pages (decision 0114), kept apart from the components so they
 * are tested alone: the queue's status filter from the URL (default `pending`), the refund queue's
 * filters, a line's reference as a safe link when it is one, how much of an order may still be
 * refunded (fen), the staff refund form's amount, and the order's timeline as the console's
 * Timeline events.
 */
import type { PobOrderDetail, PobRefundRequest, refundRequestSources } from '@app/shared/contracts/pay-on-behalf';
import {
  type PayOnBehalfStatus,
  payOnBehalfMachine,
  type RefundRequestStatus,
  refundRequestMachine,
} from '@app/shared/machines/pay-on-behalf';
import { parseCnyToFen } from '@app/shared/money';
import { parseStatusFilter } from '../../lib/list-params.ts';

export type PobFilter = PayOnBehalfStatus | 'all';
export type RefundSource = (typeof refundRequestSources)[number];
export interface RefundFilter {
  status: RefundRequestStatus | 'all';
  source: RefundSource | 'all';
}

/** The queue's status from `?status=`: a status, `all`, or `pending` (what waits for staff) for anything else. */
export function parsePobFilter(value: string | null): PobFilter {
  return parseStatusFilter(payOnBehalfMachine.statuses, value, 'pending');
}

/** The refund queue's filters from `?status=` (default `pending`) and `?source=` (default every source). */
export function parseRefundFilter(status: string | null, source: string | null): RefundFilter {
  const s = parseStatusFilter(refundRequestMachine.statuses, status, 'pending');
  const src: RefundFilter['source'] = source === 'pay_on_behalf' || source === 'taobao_global' ? source : 'all';
  return { status: s, source: src };
}

/**
 * The address a line's reference opens, when it is a web link (`https://…`, `http://…`, or a bare
 * host with a path such as `m.tb.cn/h.abc`); null for an account number, an order number or a code,
 * and for any other scheme (`javascript:` never becomes a link).
 */
export function referenceHref(reference: string): string | null {
  const s = reference.trim();
  if (/\s/.test(s) || s.length === 0) return null;
  const withScheme = /^https?:\/\//i.test(s)
    ? s
    : /^[a-z0-9-]+(\.[a-z0-9-]+)+\/\S*$/i.test(s) && !/^\d+(\.\d+)*\//.test(s)
      ? `https://${s}`
      : null;
  if (!withScheme) return null;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Fen still refundable on `order`: what was paid, less approved refunds and requests still pending. */
export function refundableFen(order: Pick<PobOrderDetail, 'totalFen' | 'refundedFen' | 'refunds'>): number {
  const pending = order.refunds.filter((r) => r.status === 'pending').reduce((sum, r) => sum + r.amountFen, 0);
  return Math.max(0, order.totalFen - order.refundedFen - pending);
}

/** Whether the order may get a staff-recorded refund: paid or completed, with something left to refund. */
export function canRecordRefund(
  order: Pick<PobOrderDetail, 'status' | 'totalFen' | 'refundedFen' | 'refunds'>,
): boolean {
  return (order.status === 'paid' || order.status === 'completed') && refundableFen(order) > 0;
}

/**
 * The staff refund form's amount: `¥120`, `120,50`, `120.5`… as fen, or the reason it is refused
 * (`invalid`: not an amount; `too-large`: above what is left).
 */
export function parseRefundAmount(
  text: string,
  leftFen: number,
): { ok: true; fen: number } | { ok: false; reason: 'invalid' | 'too-large' } {
  const fen = parseCnyToFen(text);
  if (fen === null || fen <= 0) return { ok: false, reason: 'invalid' };
  if (fen > leftFen) return { ok: false, reason: 'too-large' };
  return { ok: true, fen };
}

/** The order's timeline as the console's Timeline events (oldest first in, the component sorts). */
export function timelineEvents(order: Pick<PobOrderDetail, 'timeline'>, systemName: string) {
  return order.timeline.map((e, i) => ({
    id: i + 1,
    fromStatus: i > 0 ? (order.timeline[i - 1]?.status ?? null) : null,
    toStatus: e.status,
    createdAt: e.at,
    actorName: e.by ?? systemName,
    note: e.note,
  }));
}

/** Refund requests of the queue: the source's text with the Taobao sub-order when there is one. */
export function refundSourceText(
  r: Pick<PobRefundRequest, 'source' | 'subOrderId'>,
  labels: Record<RefundSource, string>,
  subOrder: (id: string) => string,
): string {
  return r.subOrderId ? `${labels[r.source]} · ${subOrder(r.subOrderId)}` : labels[r.source];
}
