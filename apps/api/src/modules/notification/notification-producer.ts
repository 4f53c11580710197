/**
 * Notifications from domain events (decision 0110): one subscriber per notified event type
 * (`notifications:<type>`, names kept stable: they key the deliveries), delivered by the job runner
 * after the commit, exactly once per event (lib/events/domain-events.ts). The delivery looks up the
 * subject's code and people through its owner's refs, asks notification-rules.ts who hears what,
 * turns permissions into the enabled staff holding them, never notifies the actor, and stores one
 * notification per recipient with `notify()` (unique per event and recipient: a delivery run again
 * after a worker died stores nothing more). Recipients who turned e-mail on for the category also get
 * a mail, queued in the same transaction.
 */
import { permissions } from '@app/shared/permissions';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { type DomainEvent, subscribe } from '../../lib/events/domain-events.ts';
import { commissionEntryRefOf } from '../agency/agency.refs.ts';
import { findUserContact, listStaffWithRoles } from '../auth/auth.service.ts';
import { complaintRefOf } from '../complaint/complaint.refs.ts';
import { consignmentOrderView } from '../consignment/consignment.refs.ts';
import { deliveryRequestRefOf } from '../delivery/delivery.refs.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { parcelRefOf } from '../parcel/parcel.refs.ts';
import { payOnBehalfRefOf, refundRequestRefOf } from '../pay-on-behalf/pay-on-behalf.refs.ts';
import { purchaseOrderView } from '../purchase-order/purchase-order.refs.ts';
import { taobaoGlobalOrderView } from '../taobao-global/taobao-global.refs.ts';
import { rechargeRefOf } from '../wallet/wallet.refs.ts';
import { withdrawalRefOf } from '../withdrawal/withdrawal.refs.ts';
import * as repo from './notification.repository.ts';
import {
  actorOf,
  type NotificationSpec,
  needsSubject,
  notificationsFor,
  notifiedEventTypes,
  type SubjectFacts,
} from './notification-rules.ts';
import { type NotificationDraft, notify } from './notify.ts';

export interface ProducerDeps {
  /** Sends the mails of recipients with e-mail on; without it, no mail. */
  mailer?: Mailer;
  /** The site's address, to make the mail's link absolute (PUBLIC_URL). */
  publicUrl?: string;
}

/** Each subject type's facts, through its owner's refs (one primary-key probe). */
const factsOf: Record<string, (id: SQL) => SQL> = {
  purchase_order: (id) => purchaseOrderView(id),
  consignment_order: (id) => consignmentOrderView(id),
  recharge: (id) => rechargeRefOf(id),
  withdrawal: (id) => withdrawalRefOf(id),
  parcel: (id) => parcelRefOf(id),
  delivery_request: (id) => deliveryRequestRefOf(id),
  complaint: (id) => complaintRefOf(id),
  pay_on_behalf_order: (id) => payOnBehalfRefOf(id),
  refund_request: (id) => refundRequestRefOf(id),
  taobao_global_order: (id) => taobaoGlobalOrderView(id),
  commission_entry: (id) => commissionEntryRefOf(id),
};

async function lookUp(tx: Tx, event: DomainEvent): Promise<SubjectFacts | null> {
  const ref = factsOf[event.subjectType];
  if (!ref || !needsSubject(event.type)) return null;
  const result = await tx.execute<{ facts: SubjectFacts | null }>(
    sql`select ${ref(sql`${event.subjectId}::int`)} as facts`,
  );
  return result.rows[0]?.facts ?? null;
}

/** The people `spec` reaches: its users and the enabled staff holding its permissions, without the actor. */
async function recipientsOf(tx: Tx, spec: NotificationSpec, actorId: number | null): Promise<number[]> {
  const ids = new Set<number>();
  for (const to of spec.to) {
    if ('userId' in to) ids.add(to.userId);
    else for (const s of await listStaffWithRoles(tx, permissions[to.permission])) ids.add(s.id);
  }
  if (actorId !== null) ids.delete(actorId);
  let list = [...ids];
  if (spec.oncePerUnreadLink) {
    const waiting = await repo.withUnreadLink(tx, list, spec.category, spec.link);
    list = list.filter((id) => !waiting.has(id));
  }
  return list;
}

/** The delivery of one event: stores its notifications (and queues the mails) in `tx`. */
export async function produceNotifications(tx: Tx, event: DomainEvent, deps: ProducerDeps = {}): Promise<number> {
  const specs = notificationsFor(event, await lookUp(tx, event));
  if (specs.length === 0) return 0;
  const actorId = actorOf(event);
  const drafts: NotificationDraft[] = [];
  const seen = new Set<number>();
  for (const spec of specs) {
    for (const userId of await recipientsOf(tx, spec, actorId)) {
      if (seen.has(userId)) continue; // one notification per person and event: the first spec wins
      seen.add(userId);
      drafts.push({ userId, category: spec.category, title: spec.title, body: spec.body, link: spec.link });
    }
  }
  const stored = await notify(tx, event, drafts);
  if (deps.mailer && stored.length > 0)
    await queueMails(
      tx,
      deps.mailer,
      stored.map((n) => n.id),
      deps.publicUrl,
    );
  return stored.length;
}

/** One mail per stored notification whose recipient turned e-mail on for its category. */
async function queueMails(tx: Tx, mailer: Mailer, ids: number[], publicUrl = ''): Promise<void> {
  for (const n of await repo.emailWanted(tx, ids)) {
    const contact = await findUserContact(tx, n.userId);
    if (!contact?.email) continue;
    await mailer.queue(tx, {
      to: contact.email,
      subject: n.title,
      text:
        `Xin chào ${contact.fullName},\n\n${n.title}.\n${n.body}\n\n` +
        (publicUrl ? `Xem chi tiết: ${publicUrl.replace(/\/$/, '')}${n.link}\n\n` : '') +
        'Bạn nhận được thư này vì đã bật thông báo qua e-mail. Có thể tắt trong mục "Cài đặt thông báo".',
    });
  }
}

/**
 * Subscribes the producer to every notified event type (at start-up, like registerTimedRules). Safe
 * to call again: a subscriber of the same name is replaced.
 */
export function registerNotifications(deps: ProducerDeps = {}): void {
  for (const type of notifiedEventTypes) {
    subscribe(type, `notifications:${type}`, async (tx, event) => {
      await produceNotifications(tx, event, deps);
    });
  }
}
