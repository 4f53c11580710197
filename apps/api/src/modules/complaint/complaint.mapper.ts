/**
 * Complaint rows → the wire shapes of @app/shared/contracts/complaint. A customer never sees an offer
 * that waits for a second member's approval, nor who handled it (`forStaff` false).
 */

import type { UploadedImage } from '@app/shared/contracts/article';
import type { Complaint, ComplaintSummary } from '@app/shared/contracts/complaint';
import type { StatusEventRow } from '../../lib/status/status-events.ts';
import type { ComplaintLineRow, ComplaintWithPeople } from './complaint.repository.ts';
import { staffOwesStatuses } from './complaint.repository.ts';
import type { ComplaintOrder } from './complaint-order.ts';

/** The offer the reader may see: staff always; the customer once it left approval. */
function visibleOffer(c: ComplaintWithPeople['complaint'], forStaff: boolean): number | null {
  if (forStaff) return c.offerVnd;
  return c.offerAwaitingApproval ? null : c.offerVnd;
}

export function mapSummary(row: ComplaintWithPeople, forStaff: boolean, now = new Date()): ComplaintSummary {
  const c = row.complaint;
  const owes = (staffOwesStatuses as readonly string[]).includes(c.status);
  return {
    id: c.id,
    code: c.code,
    orderType: c.orderType,
    orderId: c.orderId,
    orderCode: row.orderCode,
    reason: c.reason,
    status: c.status,
    requestedVnd: c.requestedVnd,
    offerVnd: visibleOffer(c, forStaff),
    refundedVnd: c.refundedVnd,
    dueAt: c.dueAt.toISOString(),
    overdue: forStaff && owes && c.dueAt < now,
    offerAwaitingApproval: forStaff && c.offerAwaitingApproval,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    ...(forStaff
      ? {
          customer: row.customer
            ? { id: row.customer.id, fullName: row.customer.fullName, phone: row.customer.phone }
            : undefined,
          handledBy: row.handledBy,
        }
      : {}),
  };
}

export interface ComplaintParts {
  order: ComplaintOrder;
  lines: ComplaintLineRow[];
  maxRefundVnd: number;
  photos: UploadedImage[];
  notes: {
    id: number;
    side: 'customer' | 'staff';
    authorName: string;
    note: string;
    photos: UploadedImage[];
    createdAt: Date;
  }[];
  events: StatusEventRow[];
}

export function mapComplaint(row: ComplaintWithPeople, parts: ComplaintParts, forStaff: boolean): Complaint {
  const c = row.complaint;
  const orderLines = new Map(parts.order.lines.map((l) => [l.id, l]));
  const offerShown = visibleOffer(c, forStaff) !== null;
  return {
    ...mapSummary(row, forStaff),
    description: c.description,
    photos: parts.photos,
    lines: parts.lines.map((l) => {
      const line = orderLines.get(l.lineId);
      return {
        lineId: l.lineId,
        title: line?.title ?? '',
        imageUrl: line?.imageUrl ?? null,
        quantity: l.quantity,
        paidVnd: line && line.units > 0 ? Math.floor((line.paidVnd * l.quantity) / line.units) : 0,
      };
    }),
    maxRefundVnd: parts.maxRefundVnd,
    faultParty: offerShown ? c.faultParty : null,
    offerNote: offerShown ? c.offerNote : '',
    counterVnd: c.counterVnd,
    counterNote: c.counterNote,
    rejectReason: c.rejectReason,
    notes: parts.notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
    events: parts.events.map((e) => ({
      fromStatus: e.fromStatus as Complaint['status'] | null,
      toStatus: e.toStatus as Complaint['status'],
      note: e.note,
      actorName: e.actorName,
      createdAt: e.createdAt.toISOString(),
    })),
    ...(forStaff ? { offeredBy: row.offeredBy, offerApprovedBy: row.offerApprovedBy } : {}),
  };
}
