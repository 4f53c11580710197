/**
 * Notifications (DESIGN.md §3.11, decision 0110): the bell's list, its unread count, marking read,
 * and each person's choices per category. The same endpoints serve customers and staff (each reads
 * only their own).
 */
import { z } from 'zod';
import { notificationCategories } from '../live.ts';
import { id, pageNumber } from './common.ts';

/** Largest page of the bell's list. */
export const NOTIFICATION_PAGE_MAX = 50;
/** Most ids one `POST /Notification/Read` marks. */
export const NOTIFICATION_READ_MAX = 100;

export const notificationCategory = z.enum(notificationCategories, { error: 'Loại thông báo không hợp lệ' });

/** One notification as the bell lists it (`LiveNotification` of @app/shared/live). */
export const notification = z.object({
  id: z.number().int(),
  category: notificationCategory,
  title: z.string(),
  body: z.string(),
  /** An in-app path: `/orderOrdering/12` in the PWA, `/admin/recharge` in the console. */
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notification>;

/** GET /Notification: newest first; `unread=true` lists only the unread ones. */
export const notificationListQuery = z.object({
  page: pageNumber.default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(NOTIFICATION_PAGE_MAX, `Tối đa ${NOTIFICATION_PAGE_MAX} dòng mỗi trang`)
    .default(20),
  unread: z.enum(['true', 'false'], { error: 'Giá trị không hợp lệ' }).optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

export const unreadCount = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCount>;

/**
 * POST /Notification/Read: the caller's notifications `ids` (others' ids change nothing), or every
 * one of them with `{ all: true }`. Answers the unread count after.
 */
export const notificationReadInput = z.union([
  z.strictObject({
    ids: z
      .array(id)
      .min(1, 'Chọn ít nhất một thông báo')
      .max(NOTIFICATION_READ_MAX, `Tối đa ${NOTIFICATION_READ_MAX} thông báo mỗi lần`),
  }),
  z.strictObject({ all: z.literal(true) }),
]);
export type NotificationReadInput = z.infer<typeof notificationReadInput>;

/** A person's choice for one category: in the app always; push and e-mail on or off. */
export const notificationPreference = z.object({
  category: notificationCategory,
  inApp: z.literal(true),
  push: z.boolean(),
  email: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreference>;

/** GET /Notification/Preferences: one entry per category, in the catalogue's order. */
export const notificationPreferences = z.array(notificationPreference);

/**
 * PUT /Notification/Preferences: the categories to set (others keep their choice); `inApp` may be
 * sent (it is always true), never false.
 */
export const notificationPreferencesInput = z
  .array(
    z.strictObject({
      category: notificationCategory,
      inApp: z.literal(true, { error: 'Thông báo trong ứng dụng luôn bật' }).optional(),
      push: z.boolean(),
      email: z.boolean(),
    }),
  )
  .min(1, 'Chọn ít nhất một loại thông báo')
  .max(notificationCategories.length, 'Có loại thông báo bị lặp')
  .refine((list) => new Set(list.map((p) => p.category)).size === list.length, 'Có loại thông báo bị lặp');
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesInput>;
