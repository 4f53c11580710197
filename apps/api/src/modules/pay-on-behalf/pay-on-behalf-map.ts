/** The wire shapes of pay-on-behalf orders and refund requests (contracts/pay-on-behalf.ts) from rows. */
import type { PobOrder, PobOrderDetail, PobRefundRequest } from '@app/shared/contracts/pay-on-behalf';
import type { PayOnBehalfStatus } from '@app/shared/machines/pay-on-behalf';
import type { Executor } from '../../db/client.ts';
import type { Actor, SystemActor } from '../../lib/platform/actor.ts';
import { listStatusEvents } from '../../lib/status/status-events.ts';
import { currentSettings } from '../setting/setting.service.ts';
import { imagesOf } from '../upload/upload.service.ts';
import * as repo from './pay-on-behalf.repository.ts';

const DAY_MS = 86_400_000;
/** Proofs and the trade number are shown to the customer (and the agent) once the order is paid. */
const paidStatuses: readonly PayOnBehalfStatus[] = ['paid', 'completed'];

/** A phone as an agent sees its customer's: `09••••••78` (DESIGN.md §3.10: agents never see full contacts). */
export function maskPhone(phone: string): string {
  return phone.length <= 4 ? '••••' : `${phone.slice(0, 2)}${'•'.repeat(phone.length - 4)}${phone.slice(-2)}`;
}

function isStaffView(actor: Actor | SystemActor): boolean {
  return actor.scope === 'staff' || actor.scope === 'system';
}

/** Maps order rows (with relations) to the wire shape, lines and proof images read in one query each. */
export async function mapOrders(
  db: Executor,
  rows: repo.PobOrderWithRelations[],
  actor: Actor | SystemActor,
): Promise<PobOrder[]> {
  const staff = isStaffView(actor);
  const lines = await repo.linesOf(
    db,
    rows.map((r) => r.order.id),
  );
  const shown = (o: repo.PobOrderRow) => staff || paidStatuses.includes(o.status);
  const photos = await imagesOf(
    db,
    rows.flatMap((r) => (shown(r.order) ? r.order.proofPhotoIds : [])),
  );
  const photoById = new Map(photos.map((p) => [p.id, p]));
  const days = rows.some((r) => r.order.status === 'paid') ? (await currentSettings(db)).pobPaidCompleteDays : 0;
  return rows.map(({ order: o, customer, agent, takenBy, refundedFen, refundedVnd }) => ({
    id: o.id,
    code: o.code,
    status: o.status,
    source: o.source,
    lines: lines
      .filter((l) => l.orderId === o.id)
      .map((l) => ({
        channel: l.channel as PobOrder['lines'][number]['channel'],
        reference: l.reference,
        amountFen: l.amountFen,
        note: l.note,
      })),
    totalFen: o.totalFen,
    rate: o.rate,
    amountVnd: o.amountVnd,
    feeVnd: o.feeVnd,
    totalVnd: o.totalVnd,
    tariffVersionId: o.tariffVersionId,
    alipayTradeNo: shown(o) ? o.alipayTradeNo : null,
    proofPhotos: shown(o) ? o.proofPhotoIds.flatMap((id) => photoById.get(id) ?? []) : [],
    failReason: o.failReason,
    refundedFen,
    refundedVnd,
    createdAt: o.createdAt.toISOString(),
    confirmedAt: o.confirmedAt?.toISOString() ?? null,
    paidAt: o.paidAt?.toISOString() ?? null,
    completedAt: o.completedAt?.toISOString() ?? null,
    autoCompleteAt: o.status === 'paid' && o.paidAt ? new Date(o.paidAt.getTime() + days * DAY_MS).toISOString() : null,
    agent,
    takenBy: staff ? takenBy : null,
    ...(staff ? { customer: customer ?? { id: o.userId, fullName: '', phone: '' } } : {}),
    ...(actor.scope === 'agent'
      ? { customer: { id: o.userId, fullName: customer?.fullName ?? '', phone: maskPhone(customer?.phone ?? '') } }
      : {}),
  }));
}

/** Maps refund request rows to the wire shape. */
export async function mapRefunds(
  db: Executor,
  rows: repo.RefundWithRelations[],
  actor: Actor | SystemActor,
): Promise<PobRefundRequest[]> {
  const staff = isStaffView(actor);
  const photos = await imagesOf(
    db,
    rows.flatMap((r) => r.refund.photoIds),
  );
  const photoById = new Map(photos.map((p) => [p.id, p]));
  return rows.map(({ refund: r, orderCode, customer, requestedBy, decidedBy }) => ({
    id: r.id,
    orderId: r.orderId,
    orderCode,
    source: r.taobaoGlobalOrderId !== null ? 'taobao_global' : 'pay_on_behalf',
    amountFen: r.amountFen,
    amountVnd: r.amountVnd,
    feeRefundVnd: r.feeRefundVnd,
    reason: r.reason,
    photos: r.photoIds.flatMap((id) => photoById.get(id) ?? []),
    status: r.status,
    rejectReason: r.rejectReason,
    faultParty: r.faultParty,
    taobaoGlobalOrderId: r.taobaoGlobalOrderId,
    subOrderId: r.subOrderId,
    refundType: r.refundType,
    platformDeadline: r.platformDeadline?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    requestedBy,
    ...(staff ? { decidedBy, customer: customer ?? { id: r.userId, fullName: '', phone: '' } } : {}),
  }));
}

/** The order with its timeline (status events) and refund requests. */
export async function mapOrderDetail(
  db: Executor,
  row: repo.PobOrderWithRelations,
  actor: Actor | SystemActor,
): Promise<PobOrderDetail> {
  const [order] = await mapOrders(db, [row], actor);
  const events = await listStatusEvents(db, 'pay_on_behalf_order', [row.order.id]);
  const refunds = await mapRefunds(db, await repo.listRefundsOfOrder(db, row.order.id), actor);
  return {
    ...order!,
    timeline: events.map((e) => ({
      status: e.toStatus as PayOnBehalfStatus,
      at: e.createdAt.toISOString(),
      by: e.actorName,
      note: e.note || null,
    })),
    refunds,
  };
}
