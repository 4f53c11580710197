/**
 * /api/Chat (customer) and /api/Admin/Chat (staff, `answer:chat`). Declarations:
 * @app/shared/contracts/chat.endpoints. Sending is limited per user (CHAT_SENDS_PER_MINUTE).
 */
import { chatEndpoints as own, adminChatEndpoints as staff } from '@app/shared/contracts/chat.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/http/route.ts';
import { perUserLimit } from '../../plugins/rate-limit.ts';
import { getThread, listThreads, markRead, sendMessage } from './chat.service.ts';
import {
  assignThread,
  chatStaff,
  getStaffThread,
  listStaffThreads,
  markStaffRead,
  sendStaffMessage,
} from './chat-staff.service.ts';

/** Messages a minute one person may send (a person types far fewer; a loop is stopped with 429). */
export const CHAT_SENDS_PER_MINUTE = 30;

export function chatRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, own.list, ({ actor, query }) => listThreads(db, actor, query.page, query.pageSize));
  route(app, own.get, ({ actor, params, query }) => getThread(db, actor, params.thread, query.afterSeq));
  route(
    app,
    own.send,
    ({ actor, params, body }) => sendMessage(db, actor, params.thread, body),
    perUserLimit(CHAT_SENDS_PER_MINUTE),
  );
  route(app, own.read, ({ actor, params, body }) => markRead(db, actor, params.thread, body.seq));
}

export function adminChatRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, staff.list, ({ actor, query }) => listStaffThreads(db, actor, query));
  route(app, staff.staff, () => chatStaff(db));
  route(app, staff.get, ({ actor, params, query }) => getStaffThread(db, actor, params.thread, query.afterSeq));
  route(
    app,
    staff.send,
    ({ actor, params, body }) => sendStaffMessage(db, actor, params.thread, body),
    perUserLimit(CHAT_SENDS_PER_MINUTE),
  );
  route(app, staff.read, ({ actor, params, body }) => markStaffRead(db, actor, params.thread, body.seq));
  route(app, staff.assign, ({ actor, params, body }) => assignThread(db, actor, params.thread, body.staffId));
}
