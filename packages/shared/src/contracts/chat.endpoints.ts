/**
 * Chat (DESIGN.md §3.11, decision 0112): the customer's threads at /Chat, staff's at /Admin/Chat.
 * `:thread` is `{type}-{id}` (@app/shared/live parseThreadKey).
 */
import { endpointsOf } from './endpoint.ts';

const root = '/Chat';
const staffRoot = '/Admin/Chat';
const endpoint = endpointsOf('chat', () => import('./chat.ts'));
const errors = [400, 401, 403, 404, 409, 429] as const;

export const chatEndpoints = {
  /** The customer's threads, newest message first, each with its unread count; `unread` totals them. */
  list: endpoint({
    method: 'GET',
    path: root,
    access: 'customer',
    errors,
    schemas: (s) => ({ query: s.chatListQuery, response: s.chatThreadList }),
  }),
  /** Messages after `afterSeq`, oldest first, at most 100, never staff's internal notes. 404 when not the customer's object. */
  get: endpoint({
    method: 'GET',
    path: `${root}/:thread`,
    access: 'customer',
    errors,
    schemas: (s) => ({ params: s.threadParam, query: s.chatMessagesQuery, response: s.chatThread }),
  }),
  /** Posts a message; the same `clientMessageId` again answers the first message and writes nothing. */
  send: endpoint({
    method: 'POST',
    path: `${root}/:thread`,
    access: 'customer',
    errors,
    schemas: (s) => ({ params: s.threadParam, body: s.chatSendInput, response: s.chatMessage }),
  }),
  read: endpoint({
    method: 'POST',
    path: `${root}/:thread/Read`,
    access: 'customer',
    errors,
    schemas: (s) => ({ params: s.threadParam, body: s.chatReadInput, response: s.chatReadResult }),
  }),
};

export const adminChatEndpoints = {
  /** Threads waiting for staff first (longest waiting first), then newest message first. */
  list: endpoint({
    method: 'GET',
    path: staffRoot,
    access: 'answer:chat',
    errors,
    schemas: (s, { paged }) => ({ query: s.staffChatListQuery, response: paged(s.staffChatThreadSummary) }),
  }),
  /** The staff members a thread may be assigned to (active, holding `answer:chat`). */
  staff: endpoint({
    method: 'GET',
    path: `${staffRoot}/Staff`,
    access: 'answer:chat',
    errors,
    schemas: (s) => ({ response: s.chatStaffList }),
  }),
  /** Every message after `afterSeq` (internal notes included) and who the thread is with. */
  get: endpoint({
    method: 'GET',
    path: `${staffRoot}/:thread`,
    access: 'answer:chat',
    errors,
    schemas: (s) => ({ params: s.threadParam, query: s.chatMessagesQuery, response: s.staffChatThread }),
  }),
  /** A public reply ends the customer's wait; an internal note (`internal: true`) does not and never reaches them. */
  send: endpoint({
    method: 'POST',
    path: `${staffRoot}/:thread`,
    access: 'answer:chat',
    errors,
    schemas: (s) => ({ params: s.threadParam, body: s.staffChatSendInput, response: s.chatMessage }),
  }),
  read: endpoint({
    method: 'POST',
    path: `${staffRoot}/:thread/Read`,
    access: 'answer:chat',
    errors,
    schemas: (s) => ({ params: s.threadParam, body: s.chatReadInput, response: s.chatReadResult }),
  }),
  assign: endpoint({
    method: 'POST',
    path: `${staffRoot}/:thread/Assign`,
    access: 'answer:chat',
    errors,
    schemas: (s) => ({ params: s.threadParam, body: s.chatAssignInput, response: s.staffChatThreadSummary }),
  }),
};
