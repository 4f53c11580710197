/**
 * Reading complaints as the caller may see them (a customer their own, 404 otherwise; staff every
 * one): the list, one complaint with its lines, photos, notes, timeline and the most it may refund.
 */
import type { Complaint, ComplaintSummary } from '@app/shared/contracts/complaint';
import type { Db, Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { listStatusEvents } from '../../lib/status/status-events.ts';
import { imagesOf } from '../upload/upload.service.ts';
import { mapComplaint, mapSummary } from './complaint.mapper.ts';
import * as repo from './complaint.repository.ts';
import { complaintOrder, maxRefundVnd } from './complaint-order.ts';

/** The complaint `id` as `actor` sees it; 404 `complaint-not-found` when they may not. */
export async function loadComplaint(db: Db, actor: Actor, id: number): Promise<Complaint> {
  const row = await repo.findComplaint(db, actor, id);
  if (!row) throw new AppError('complaint-not-found');
  const c = row.complaint;
  const [order, lines, noteRows, events, refundedElsewhere] = await Promise.all([
    complaintOrder(db, actor, c.orderType, c.orderId),
    repo.linesOf(db, c.id),
    repo.notesOf(db, c.id),
    listStatusEvents(db, 'complaint', [c.id]),
    repo.refundedOnOrder(db, c, c.id),
  ]);
  const images = await imagesOf(db as Executor, [...c.photoIds, ...noteRows.flatMap((n) => n.note.photoIds)]);
  const byId = new Map(images.map((i) => [i.id, i]));
  const pick = (ids: number[]) => ids.flatMap((i) => (byId.has(i) ? [byId.get(i)!] : []));
  return mapComplaint(
    row,
    {
      order,
      lines,
      maxRefundVnd: maxRefundVnd(order, lines, refundedElsewhere),
      photos: pick(c.photoIds),
      notes: noteRows.map(({ note: n, author }) => ({
        id: n.id,
        side: n.side,
        authorName: author?.fullName ?? '',
        note: n.note,
        photos: pick(n.photoIds),
        createdAt: n.createdAt,
      })),
      events,
    },
    actor.scope === 'staff',
  );
}

/** One page of the complaints `actor` may see: a customer's newest first; staff's the queue order. */
export async function listComplaints(
  db: Db,
  actor: Actor,
  f: { status?: Complaint['status']; page: number; pageSize: number },
): Promise<{ items: ComplaintSummary[]; page: number; pageSize: number; total: number }> {
  const forStaff = actor.scope === 'staff';
  const { rows, total } = await repo.listComplaints(db, actor, { ...f, queue: forStaff });
  const now = new Date();
  return { items: rows.map((r) => mapSummary(r, forStaff, now)), page: f.page, pageSize: f.pageSize, total };
}
