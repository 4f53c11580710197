/**
 * Notifications (DESIGN.md §3.11, decision 0110) at /Notification: the bell of the PWA and of the
 * console. `customer` access admits every signed-in user acting on their own rows, staff included.
 */
import { endpointsOf } from './endpoint.ts';

const root = '/Notification';
const endpoint = endpointsOf('notification', () => import('./notification.ts'));
const errors = [400, 401] as const;

export const notificationEndpoints = {
  /** The caller's notifications, newest first, paged; `unread=true` for the unread ones only. */
  list: endpoint({
    method: 'GET',
    path: root,
    access: 'customer',
    errors,
    schemas: (s, { paged }) => ({ query: s.notificationListQuery, response: paged(s.notification) }),
  }),
  /** How many of the caller's notifications are unread (the bell's badge). */
  unreadCount: endpoint({
    method: 'GET',
    path: `${root}/UnreadCount`,
    access: 'customer',
    errors,
    schemas: (s) => ({ response: s.unreadCount }),
  }),
  /** Marks `ids` (only the caller's; others' are ignored) or all read; answers the unread count after. */
  read: endpoint({
    method: 'POST',
    path: `${root}/Read`,
    access: 'customer',
    errors,
    schemas: (s) => ({ body: s.notificationReadInput, response: s.unreadCount }),
  }),
  /** One entry per category (defaults: push on, e-mail off). */
  preferences: endpoint({
    method: 'GET',
    path: `${root}/Preferences`,
    access: 'customer',
    errors,
    schemas: (s) => ({ response: s.notificationPreferences }),
  }),
  /** Sets the listed categories; answers every category's choice. */
  setPreferences: endpoint({
    method: 'PUT',
    path: `${root}/Preferences`,
    access: 'customer',
    errors,
    schemas: (s) => ({ body: s.notificationPreferencesInput, response: s.notificationPreferences }),
  }),
};
