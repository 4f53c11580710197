/**
 * Storing notifications (decision 0110): a domain-event subscriber decides who hears of an event
 * and calls `notify(tx, event, drafts)` in its delivery transaction. Each recipient gets at most one
 * notification per event (`unique (event_id, user_id)`: a delivery run again, or two drafts for one
 * person, insert nothing more). For each one stored, in the same transaction, one Web Push job per
 * device of the recipient whose preference for the category allows push (`web_push`, modules/push,
 * decision 0111); after the commit, the notification goes to the recipient's open sockets.
 */
import type { LiveNotification, LiveServerMessage, NotificationCategory } from '@app/shared/live';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { notifications } from '../../db/schema/notification.ts';
import { afterCommit } from '../../lib/db/transaction.ts';
import type { DomainEvent } from '../../lib/events/domain-events.ts';
import { userTopic } from '../../lib/live/hub.ts';

export interface NotificationDraft {
  userId: number;
  category: NotificationCategory;
  /** Vietnamese, short: the lock screen shows it. Never a money amount (push payloads carry title and body). */
  title: string;
  body: string;
  /** In-app path the click opens (`/purchaseOrder/12`; `/admin/...` for staff). */
  link: string;
}

/** The Web Push job: one per notification and device (modules/push registers its task). */
export const WEB_PUSH_TASK = 'web_push';

/** Stores `drafts` for `event` (skipping recipients who already have it) and returns what was stored. */
export async function notify(
  tx: Tx,
  event: Pick<DomainEvent, 'id'>,
  drafts: NotificationDraft[],
): Promise<LiveNotification[]> {
  if (drafts.length === 0) return [];
  const rows = await tx
    .insert(notifications)
    .values(drafts.map((d) => ({ ...d, eventId: event.id })))
    .onConflictDoNothing()
    .returning();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // One push job per stored notification and device whose owner allows push for the category (no
  // preference row: allowed). The key makes a second enqueue of the same pair a no-op.
  await tx.execute(sql`
    select graphile_worker.add_job(${WEB_PUSH_TASK},
      json_build_object('notificationId', n.id, 'subscriptionId', s.id),
      max_attempts => 8, job_key => 'push:' || n.id || ':' || s.id)
    from notifications n
    join push_subscriptions s on s.user_id = n.user_id
    left join notification_preferences p on p.user_id = n.user_id and p.category = n.category
    where n.id = any(${`{${ids.join(',')}}`}::bigint[]) and coalesce(p.push, true)`);
  const stored = rows.map((r): LiveNotification & { userId: number } => ({
    id: r.id,
    userId: r.userId,
    category: r.category as NotificationCategory,
    title: r.title,
    body: r.body,
    link: r.link,
    read: false,
    createdAt: r.createdAt.toISOString(),
  }));
  afterCommit(tx, (events) => {
    for (const { userId, ...notification } of stored) {
      const message: LiveServerMessage = { type: 'notification', notification };
      events.publish(userTopic(userId), message);
    }
  });
  return stored.map(({ userId: _, ...n }) => n);
}
