/**
 * SQL of Web Push (decision 0111): devices' subscriptions (`push_subscriptions`, one row per
 * endpoint) and what one `web_push` job needs to send (the notification, its recipient's device and
 * preference). Every read of a user's devices is scoped by `user_id`.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/notification.ts';

export interface SubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string;
}

/**
 * Stores `sub` for `userId`. The endpoint is the device: registered again it takes the new keys;
 * registered by another account it moves to that account as a new device (no history carried).
 * Returns the row's id.
 */
export async function upsertSubscription(db: Executor, userId: number, sub: SubscriptionInput): Promise<number> {
  const moved = sql`${pushSubscriptions.userId} <> excluded.user_id`;
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ userId, ...sub })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: sql`excluded.user_id`,
        p256dh: sql`excluded.p256dh`,
        auth: sql`excluded.auth`,
        userAgent: sql`excluded.user_agent`,
        createdAt: sql`case when ${moved} then now() else ${pushSubscriptions.createdAt} end`,
        lastSuccessAt: sql`case when ${moved} then null else ${pushSubscriptions.lastSuccessAt} end`,
        lastFailureAt: sql`case when ${moved} then null else ${pushSubscriptions.lastFailureAt} end`,
        failures: 0,
        lastError: '',
      },
    })
    .returning({ id: pushSubscriptions.id });
  return row!.id;
}

/**
 * Deletes `userId`'s devices beyond `keep`, never `keptId` (the one registering now): the others are
 * ranked by their last sign of life (last success, else creation), and the silent longest go.
 */
export async function keepNewestSubscriptions(db: Executor, userId: number, keptId: number, keep: number) {
  await db.execute(sql`
    delete from push_subscriptions where user_id = ${userId} and id <> ${keptId} and id not in (
      select id from push_subscriptions where user_id = ${userId} and id <> ${keptId}
      order by greatest(created_at, coalesce(last_success_at, created_at)) desc, id desc
      limit ${keep - 1})`);
}

/** Deletes `userId`'s subscription with `endpoint`; true when there was one. */
export async function deleteByEndpoint(db: Executor, userId: number, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** Deletes `userId`'s device `id`; false when it is not theirs (or gone). */
export async function deleteDevice(db: Executor, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.id, id)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** `userId`'s devices, newest first. */
export function listDevices(db: Executor, userId: number) {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
}

export type SubscriptionRow = Awaited<ReturnType<typeof listDevices>>[number];

export interface Delivery {
  endpoint: string;
  p256dh: string;
  auth: string;
  category: string;
  title: string;
  body: string;
  link: string;
  /** The recipient's preference for the category still allows push (no row: yes). */
  pushAllowed: boolean;
}

/**
 * The notification and device of one `web_push` job, or undefined when either is gone or the
 * device now belongs to someone else (it moved accounts: never send one person's news to another).
 */
export async function findDelivery(
  db: Executor,
  notificationId: number,
  subscriptionId: number,
): Promise<Delivery | undefined> {
  const { rows } = await db.execute<{
    endpoint: string;
    p256dh: string;
    auth: string;
    category: string;
    title: string;
    body: string;
    link: string;
    push_allowed: boolean;
  }>(sql`
    select s.endpoint, s.p256dh, s.auth, n.category, n.title, n.body, n.link, coalesce(p.push, true) as push_allowed
    from notifications n
    join push_subscriptions s on s.id = ${subscriptionId} and s.user_id = n.user_id
    left join notification_preferences p on p.user_id = n.user_id and p.category = n.category
    where n.id = ${notificationId}`);
  const r = rows[0];
  return r && { ...r, pushAllowed: r.push_allowed };
}

/** A delivery the push service accepted: the failure count starts again. */
export async function markSent(db: Executor, id: number): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set({ lastSuccessAt: sql`now()`, failures: 0, lastError: '' })
    .where(eq(pushSubscriptions.id, id));
}

/** A failed delivery: counted, with the push service's answer (kept short). */
export async function markFailed(db: Executor, id: number, error: string): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set({
      lastFailureAt: sql`now()`,
      failures: sql`${pushSubscriptions.failures} + 1`,
      lastError: error.replaceAll('\u0000', '').slice(0, 500),
    })
    .where(eq(pushSubscriptions.id, id));
}

/** The push service said the subscription is gone (404/410). */
export async function deleteSubscription(db: Executor, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
