/**
 * Filing a complaint (DESIGN.md §3.9): on a delivered or completed order of the customer's, within
 * the window after delivery (setting `complaintWindowHours`), with the lines, reason, photos and
 * amount asked; and what the order page shows (the order's complaints, whether another may be filed).
 */
import { randomInt } from 'node:crypto';
import {
  type Complaint,
  type ComplaintInput,
  type ComplaintOrderType,
  complaintReasonsNeedingPhotos,
  type OrderComplaints,
} from '@app/shared/contracts/complaint';
import { complaintMachine } from '@app/shared/machines/complaint';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { once } from '../../lib/http/idempotency.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { enter } from '../../lib/status/transition.ts';
import { lockOrder } from '../order/order-types.service.ts';
import { currentSettings } from '../setting/setting.service.ts';
import { assertOwnImages } from '../upload/upload.service.ts';
import { mapSummary } from './complaint.mapper.ts';
import * as repo from './complaint.repository.ts';
import { type ComplaintOrder, complaintOrder } from './complaint-order.ts';
import { loadComplaint } from './complaint-read.ts';

const HOUR_MS = 3_600_000;
/** Staff answer a new or answered complaint within a day (the queue's due date, decision 0106). */
export const STAFF_ANSWER_HOURS = 24;
/**
 * `KN` and 8 random digits (`KN48213907`): read aloud on the phone and typed on a keypad, and never
 * mistaken for a word (a retry on the unique index covers a collision).
 */
function complaintCode(): string {
  return `KN${String(randomInt(100_000_000)).padStart(8, '0')}`;
}

/** When staff should answer a complaint that came to them at `from`. */
export function staffDueAt(from = new Date()): Date {
  return new Date(from.getTime() + STAFF_ANSWER_HOURS * HOUR_MS);
}

/**
 * When the complaint window of `order` closes (delivered + `windowHours`); null when it was never
 * delivered. 409 `complaint-order-not-eligible` unless delivered or completed; 409
 * `complaint-window-closed` past the window.
 */
export function assertEligible(order: ComplaintOrder, windowHours: number, now = new Date()): Date {
  if (!['delivered', 'completed'].includes(order.status) || !order.deliveredAt) {
    throw new AppError('complaint-order-not-eligible');
  }
  const ends = new Date(order.deliveredAt.getTime() + windowHours * HOUR_MS);
  if (now > ends) throw new AppError('complaint-window-closed');
  return ends;
}

/** The lines checked against the order: purchase orders need some, consignment orders take none. */
function checkLines(order: ComplaintOrder, lines: ComplaintInput['lines']): void {
  if (order.type === 'consignment') {
    if (lines.length > 0) throw new AppError('complaint-line-invalid');
    return;
  }
  if (lines.length === 0) throw new AppError('complaint-lines-required');
  const byId = new Map(order.lines.map((l) => [l.id, l]));
  for (const l of lines) {
    const line = byId.get(l.lineId);
    if (!line || l.quantity > line.units) throw new AppError('complaint-line-invalid');
  }
}

/**
 * Files a complaint (`pending`, due for staff in `STAFF_ANSWER_HOURS`). Refuses, writing nothing:
 * 404 for an order not the customer's; 409 `complaint-order-not-eligible`, `complaint-window-closed`
 * (setting `complaintWindowHours` after delivery); 400 `complaint-lines-required`,
 * `complaint-line-invalid` (not the order's, or more units than bought), `complaint-photos-required`
 * (damaged, wrong item or variant), `image-not-own`; 409 `complaint-already-open` while a complaint
 * of the same reason on one of those lines is open. Idempotent on `key`.
 */
export async function createComplaint(db: Db, actor: Actor, input: ComplaintInput, key: string): Promise<Complaint> {
  const order = await complaintOrder(db, actor, input.orderType, input.orderId);
  const { complaintWindowHours } = await currentSettings(db);
  assertEligible(order, complaintWindowHours);
  checkLines(order, input.lines);
  if (complaintReasonsNeedingPhotos.includes(input.reason) && input.photoIds.length === 0) {
    throw new AppError('complaint-photos-required');
  }
  await assertOwnImages(db, actor.userId, input.photoIds);
  const created = await transaction(db, (tx) =>
    once(tx, actor.userId, key, `complaint-create:${JSON.stringify(input)}`.slice(0, 4000), async () => {
      // The order's lock serialises complaints on it: two at once cannot both pass the open check.
      await lockOrder(tx, { type: order.typeName, id: order.id });
      const ref = { orderType: input.orderType, orderId: input.orderId };
      const lineIds = input.lines.map((l) => l.lineId);
      if (await repo.hasOpenConflict(tx, ref, input.reason, lineIds)) throw new AppError('complaint-already-open');
      for (let attempt = 0; attempt < 5; attempt++) {
        const row = await enter(
          tx,
          complaintMachine,
          {
            code: complaintCode(),
            userId: actor.userId,
            ...ref,
            reason: input.reason,
            description: input.description,
            photoIds: [...new Set(input.photoIds)],
            requestedVnd: input.requestedVnd,
            dueAt: staffDueAt(),
          },
          actor,
          { note: 'Khách hàng gửi khiếu nại', onConflictDoNothing: true },
        );
        if (row) {
          await repo.insertLines(tx, row.id, input.lines);
          return { id: row.id };
        }
      }
      throw new Error('could not allocate a unique complaint code');
    }),
  );
  return loadComplaint(db, actor, created.id);
}

/** The customer's complaints on one order and whether another may be filed now (the order page). */
export async function complaintsForOrder(
  db: Db,
  actor: Actor,
  orderType: ComplaintOrderType,
  orderId: number,
): Promise<OrderComplaints> {
  const order = await complaintOrder(db, actor, orderType, orderId);
  const { complaintWindowHours } = await currentSettings(db);
  let eligible = true;
  let windowEndsAt: Date | null = null;
  try {
    windowEndsAt = assertEligible(order, complaintWindowHours);
  } catch {
    eligible = false;
    windowEndsAt = order.deliveredAt ? new Date(order.deliveredAt.getTime() + complaintWindowHours * HOUR_MS) : null;
  }
  const rows = await repo.complaintsOfOrder(db, actor, { orderType, orderId });
  return {
    eligible,
    windowEndsAt: windowEndsAt?.toISOString() ?? null,
    complaints: rows.map((r) => mapSummary(r, false)),
  };
}
