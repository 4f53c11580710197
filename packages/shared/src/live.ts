/**
 * What the live features share between the API and both front ends, without zod (the PWA's first
 * pages import it): notification categories, chat thread kinds, and the messages of the one live
 * connection `GET /api/ws` (DESIGN.md §3.11, decision 0113).
 */

/** A notification's category: the bell groups by it and preferences are set per category. */
export const notificationCategories = ['order', 'finance', 'delivery', 'complaint', 'chat', 'system'] as const;
export type NotificationCategory = (typeof notificationCategories)[number];

export const notificationCategoryLabels: Record<NotificationCategory, string> = {
  order: 'Đơn hàng',
  finance: 'Tài chính',
  delivery: 'Giao hàng',
  complaint: 'Khiếu nại',
  chat: 'Tin nhắn',
  system: 'Hệ thống',
};

/**
 * The objects a chat thread belongs to: `{type}-{id}` names a thread (`order-12`, `support-7`, where
 * a support thread's id is the customer's user id; `pob-5`: pay-on-behalf order 5).
 */
export const chatThreadTypes = [
  'order',
  'shipping',
  'delivery',
  'complaint',
  'withdraw',
  'support',
  // A pay-on-behalf order (decision 0114).
  'pob',
  // A Taobao Global order (decision 0117).
  'taobao',
] as const;
export type ChatThreadType = (typeof chatThreadTypes)[number];

/** Longest chat message, in characters; most images per message. */
export const CHAT_MAX_CHARS = 2000;
export const CHAT_MAX_PHOTOS = 5;

/** Parses `order-12` into its type and id; null when it is not a thread name. */
export function parseThreadKey(key: string): { type: ChatThreadType; id: number } | null {
  const m = /^([a-z]+)-([1-9][0-9]{0,9})$/.exec(key);
  if (!m || !(chatThreadTypes as readonly string[]).includes(m[1]!)) return null;
  const id = Number(m[2]);
  if (id > 2_147_483_647) return null;
  return { type: m[1] as ChatThreadType, id };
}

export const threadKey = (type: ChatThreadType, id: number) => `${type}-${id}`;

/** A notification as the bell and the socket carry it. */
export interface LiveNotification {
  id: number;
  category: NotificationCategory;
  title: string;
  body: string;
  /** An in-app path (`/purchaseOrder/12`, `/admin/recharge`), opened by a click. */
  link: string;
  read: boolean;
  createdAt: string;
}

/** What the server sends on `GET /api/ws`. */
export type LiveServerMessage =
  | { type: 'ready'; userId: number }
  | { type: 'notification'; notification: LiveNotification }
  /**
   * The user's unread counts changed: bell and chat. A count left out is not known to the sender:
   * keep the one shown (the socket's `ready` sends the bell's before the chat module is wired).
   */
  | { type: 'unread'; notifications?: number; chat?: number }
  /** A chat message the user may read was posted in `thread` (`order-12`); `message` as `GET /api/Chat/{thread}` lists it. */
  | { type: 'chat'; thread: string; seq: number; message: unknown }
  /** An object the user may see changed (status, money): pages showing it refetch. */
  | { type: 'changed'; subject: string; id: number }
  | { type: 'error'; code: string; Message: string };

/** What the client sends: the access token first (and again after each refresh), then pings. */
export type LiveClientMessage = { type: 'auth'; token: string } | { type: 'ping' };

/**
 * Close codes of `GET /api/ws` (4000–4999 are the application's, RFC 6455 §7.4.2). The client
 * reconnects after each, with a fresh token after `unauthorized`; never after `replaced`.
 */
export const liveCloseCodes = {
  /** Bad, expired or revoked token, no `auth` in time, or a re-auth as someone else. */
  unauthorized: 4401,
  /** A message that is not JSON or not a client message. */
  badMessage: 4400,
  /** Too many messages from the client in a minute. */
  tooMany: 4429,
  /** The user opened more sockets than allowed: this, the oldest, went. */
  replaced: 4409,
  /** The server is shutting down: reconnect (to another instance). */
  goingAway: 1001,
} as const;
