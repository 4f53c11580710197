/**
 * The bell's count (decision 0110): a person's unread notifications, counted on the partial index
 * `notifications_unread_idx`. The live connection sends it on `ready` (modules/live).
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema/notification.ts';

export async function unreadNotificationCount(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}
