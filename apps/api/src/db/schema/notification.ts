/**
 * Notifications (DESIGN.md §3.11, decision 0110): what the bell lists, one row per domain event and
 * recipient (`unique (event_id, user_id)`: a delivery run twice inserts nothing the second time),
 * each person's choices per category, and the Web Push subscriptions of their devices (decision
 * 0111). Owned by modules/notification and modules/push.
 */
import { notificationCategories } from '@app/shared/live';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from '../columns.ts';
import { users } from './auth.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The domain event it was made from (no foreign key: events are pruned after 7 days, notifications stay). */
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** An in-app path: `/purchaseOrder/12` in the PWA, `/admin/recharge` in the console. */
    link: text('link').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_event_user_idx').on(t.eventId, t.userId),
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} IS NULL`),
    check('notifications_category_check', oneOf(t.category, notificationCategories)),
  ],
);

/**
 * A person's choice for one category (no row: the defaults, push on and e-mail off). In the app is
 * always on: the bell lists every notification.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    push: boolean('push').notNull(),
    email: boolean('email').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.category] }),
    check('notification_preferences_category_check', oneOf(t.category, notificationCategories)),
  ],
);

/**
 * A device's Web Push subscription (the browser's PushSubscription), registered through
 * `POST /CurrentUser/UpdateFcmToken`. One row per endpoint: the same endpoint registered by another
 * account moves to that account. Removed at sign-out and when the push service answers 404/410.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The subscription's keys (base64url): the browser's P-256 public key and auth secret. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    /** Failed sends since the last success. */
    failures: integer('failures').notNull().default(0),
    lastError: text('last_error').notNull().default(''),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
