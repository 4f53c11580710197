/**
 * SQL for the bell (decision 0110): a person's notifications, newest first, their unread count,
 * marking read, and their choices per category. Every statement is cut by the caller's user id:
 * nobody reads or marks another person's notification.
 */
import type { NotificationCategory } from '@app/shared/live';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notificationPreferences, notifications } from '../../db/schema/notification.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** A page of `userId`'s notifications, newest first (the `(user_id, id)` index), with the total. */
export async function listNotifications(
  db: Executor,
  userId: number,
  f: { unread: boolean; page: number; pageSize: number },
) {
  const cut = and(eq(notifications.userId, userId), f.unread ? isNull(notifications.readAt) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(cut)
      .orderBy(desc(notifications.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db.select({ n: count() }).from(notifications).where(cut),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** How many of `userId`'s notifications are unread (the partial index on unread rows). */
export async function countUnread(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks `userId`'s unread notifications among `ids` (all of them with `'all'`) read; returns how many changed. */
export async function markRead(db: Executor, userId: number, ids: number[] | 'all'): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, ids),
      ),
    )
    .returning({ id: notifications.id });
  return changed.length;
}

/** `userId`'s stored choices (categories without a row keep the defaults). */
export function findPreferences(db: Executor, userId: number) {
  return db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
}

/** Stores `userId`'s choice for each listed category (insert or replace). */
export async function upsertPreferences(
  db: Executor,
  userId: number,
  list: { category: NotificationCategory; push: boolean; email: boolean }[],
): Promise<void> {
  if (list.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(list.map((p) => ({ userId, category: p.category, push: p.push, email: p.email })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.category],
      set: { push: sql`excluded.push`, email: sql`excluded.email` },
    });
}

/** Of the stored notifications `ids`, those whose recipient turned e-mail on for the category. */
export async function emailWanted(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
    })
    .from(notifications)
    .innerJoin(
      notificationPreferences,
      and(
        eq(notificationPreferences.userId, notifications.userId),
        eq(notificationPreferences.category, notifications.category),
      ),
    )
    .where(and(inArray(notifications.id, ids), eq(notificationPreferences.email, true)));
}

/**
 * Of `userIds`, those who still have an unread notification of `category` opening `link` (a chat
 * thread waiting: one unread notice per thread and member is enough).
 */
export async function withUnreadLink(db: Executor, userIds: number[], category: string, link: string) {
  if (userIds.length === 0) return new Set<number>();
  const rows = await db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, userIds),
        isNull(notifications.readAt),
        eq(notifications.category, category),
        eq(notifications.link, link),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}
