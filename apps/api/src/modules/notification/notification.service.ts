/**
 * The bell (DESIGN.md §3.11, decision 0110): a person's notifications, unread count, marking read and
 * their choices per category. Every call acts on the actor's own rows only, customer or staff alike:
 * an id of someone else's notification changes nothing and reveals nothing. After marking read, the
 * new unread count goes to the person's other open tabs (`{ type: 'unread', notifications }`).
 */
import type {
  Notification,
  NotificationListQuery,
  NotificationPreference,
  NotificationPreferencesInput,
  NotificationReadInput,
} from '@app/shared/contracts/notification';
import { type LiveServerMessage, type NotificationCategory, notificationCategories } from '@app/shared/live';
import type { Db, Executor } from '../../db/client.ts';
import { afterCommit, transaction } from '../../lib/db/transaction.ts';
import { userTopic } from '../../lib/live/hub.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import * as repo from './notification.repository.ts';

function toNotification(row: repo.NotificationRow): Notification {
  return {
    id: row.id,
    category: row.category as NotificationCategory,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A page of the actor's notifications, newest first. */
export async function listNotifications(db: Db, actor: Actor, q: NotificationListQuery) {
  const { rows, total } = await repo.listNotifications(db, actor.userId, {
    unread: q.unread === 'true',
    page: q.page,
    pageSize: q.pageSize,
  });
  return { items: rows.map(toNotification), total, page: q.page, pageSize: q.pageSize };
}

export async function unreadCount(db: Db, actor: Actor): Promise<{ count: number }> {
  return { count: await unreadNotificationCount(db, actor.userId) };
}

/** The bell's count for `userId` (the live connection sends it on `ready`, modules/live). */
export function unreadNotificationCount(db: Executor, userId: number): Promise<number> {
  return repo.countUnread(db, userId);
}

/** Marks the actor's `ids` (or all) read; answers the unread count after and tells their other tabs. */
export function markRead(db: Db, actor: Actor, input: NotificationReadInput): Promise<{ count: number }> {
  return transaction(db, async (tx) => {
    const changed = await repo.markRead(tx, actor.userId, 'all' in input ? 'all' : input.ids);
    const count = await repo.countUnread(tx, actor.userId);
    if (changed > 0) {
      const message: LiveServerMessage = { type: 'unread', notifications: count };
      afterCommit(tx, (events) => events.publish(userTopic(actor.userId), message));
    }
    return { count };
  });
}

/** Defaults for a category without a stored choice: push on, e-mail off (the table's doc). */
const defaults = { push: true, email: false };

/** The actor's choice for every category, in the catalogue's order. */
export async function preferences(db: Db, actor: Actor): Promise<NotificationPreference[]> {
  const stored = new Map((await repo.findPreferences(db, actor.userId)).map((p) => [p.category, p]));
  return notificationCategories.map((category) => {
    const p = stored.get(category) ?? defaults;
    return { category, inApp: true as const, push: p.push, email: p.email };
  });
}

/** Stores the listed categories' choices and answers every category's. */
export async function setPreferences(
  db: Db,
  actor: Actor,
  input: NotificationPreferencesInput,
): Promise<NotificationPreference[]> {
  await repo.upsertPreferences(db, actor.userId, input);
  return preferences(db, actor);
}
