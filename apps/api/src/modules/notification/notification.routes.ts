/**
 * /api/Notification: the bell of the PWA and of the console (each person their own).
 * Declarations: @app/shared/contracts/notification.endpoints.
 */
import { notificationEndpoints as endpoints } from '@app/shared/contracts/notification.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/http/route.ts';
import { listNotifications, markRead, preferences, setPreferences, unreadCount } from './notification.service.ts';

export function notificationRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, endpoints.list, ({ actor, query }) => listNotifications(db, actor, query));
  route(app, endpoints.unreadCount, ({ actor }) => unreadCount(db, actor));
  route(app, endpoints.read, ({ actor, body }) => markRead(db, actor, body));
  route(app, endpoints.preferences, ({ actor }) => preferences(db, actor));
  route(app, endpoints.setPreferences, ({ actor, body }) => setPreferences(db, actor, body));
}
