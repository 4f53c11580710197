/**
 * Chat (DESIGN.md §3.11, decision 0112): one thread per object between its customer and staff.
 * Who may read and write follows the object: its customer through /Chat (anyone else, and an object
 * that does not exist, is 404 `chat-thread-not-found`), staff holding `answer:chat` through
 * /Admin/Chat (chat-staff.service.ts). Posting locks the thread row and numbers the message
 * `last_seq + 1`; a retry with the same `clientMessageId` answers the first message.
 */
import type { ChatMessage, ChatThread, ChatThreadSummary } from '@app/shared/contracts/chat';
import { parseThreadKey } from '@app/shared/live';
import type { Db, Executor } from '../../db/client.ts';
import { afterCommit, transaction } from '../../lib/db/transaction.ts';
import { recordDomainEvent } from '../../lib/events/domain-events.ts';
import { STAFF_TOPIC, userTopic } from '../../lib/live/hub.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { assertOwnImages } from '../upload/upload.service.ts';
import { mapMessages, mapSummary, type Reader } from './chat.mapper.ts';
import * as repo from './chat.repository.ts';
import { findObject, type ThreadObject } from './chat-objects.ts';

/**
 * The object of thread `key` if `actor` may chat about it: staff (`asStaff`, the route checked
 * `answer:chat`) any existing object; a customer only their own. 404 `chat-thread-not-found` otherwise.
 */
export async function threadObject(db: Executor, actor: Actor, key: string, asStaff: boolean): Promise<ThreadObject> {
  const parsed = parseThreadKey(key);
  if (!parsed) throw new AppError('chat-thread-not-found');
  // A support thread is the customer's own: support-{their id}, never another's (checked before any query).
  if (!asStaff && parsed.type === 'support' && parsed.id !== actor.userId) throw new AppError('chat-thread-not-found');
  const object = await findObject(db, parsed.type, parsed.id);
  if (!object || (!asStaff && object.userId !== actor.userId)) throw new AppError('chat-thread-not-found');
  return object;
}

/** The thread's messages after `afterSeq` as `reader` sees them (up to 100), with the thread's facts. */
export async function readThread(db: Executor, object: ThreadObject, reader: Reader, afterSeq: number) {
  const thread = await repo.findThread(db, object.type, object.id);
  const rows = thread ? await repo.messagesAfter(db, thread.id, afterSeq, reader.staff) : [];
  const hasMore = rows.length > repo.PAGE_MESSAGES;
  const messages = await mapMessages(db, rows.slice(0, repo.PAGE_MESSAGES), reader);
  const view: ChatThread = {
    key: object.key,
    type: object.type,
    objectId: object.id,
    title: object.title,
    link: object.link,
    lastSeq: thread?.lastSeq ?? 0,
    lastMessageAt: thread?.lastMessageAt?.toISOString() ?? null,
    preview: '',
    unread: thread ? await repo.unreadInThread(db, thread.id, reader.userId, reader.staff) : 0,
    readSeq: thread ? await repo.readSeqOf(db, thread.id, reader.userId) : 0,
    messages,
    hasMore,
  };
  return { view, thread };
}

/** GET /Chat/{thread}: the customer's view (never an internal note). */
export async function getThread(db: Db, actor: Actor, key: string, afterSeq: number): Promise<ChatThread> {
  const object = await threadObject(db, actor, key, false);
  return (await readThread(db, object, { userId: actor.userId, staff: false }, afterSeq)).view;
}

/** GET /Chat: the customer's threads, newest message first, and their unread sum. */
export async function listThreads(db: Db, actor: Actor, page: number, pageSize: number) {
  const { rows, total, unread } = await repo.listCustomerThreads(db, actor.userId, page, pageSize);
  const items: ChatThreadSummary[] = rows.map(mapSummary);
  return { items, page, pageSize, total, unread };
}

/** Unread staff messages over all of `actor`'s threads (the live connection's `unread.chat`, the app's badge). */
export function chatUnreadCount(db: Executor, actor: Pick<Actor, 'userId'>): Promise<number> {
  return repo.unreadOfCustomer(db, actor.userId);
}

export interface PostInput {
  body: string;
  photoIds: number[];
  clientMessageId: string;
  internal: boolean;
}

/**
 * Posts `input` in the thread of `object` as `actor` (staff when `asStaff`). The photos must be the
 * sender's own uploads (400 `image-not-own`). Idempotent on (`clientMessageId`, sender): a retry,
 * also one racing the first, answers the first message and writes nothing. A customer's message
 * starts the wait for staff (`waiting_since`, kept if already waiting); a staff public reply ends
 * it; an internal note changes neither and never reaches the customer (answer, socket, event).
 * After the commit the message goes to the customer's sockets (not an internal note) and staff's;
 * the domain event `chat_message.posted` lets notifications follow.
 */
export async function postMessage(
  db: Db,
  actor: Actor,
  object: ThreadObject,
  input: PostInput,
  asStaff: boolean,
): Promise<ChatMessage> {
  const internal = asStaff && input.internal;
  const reader: Reader = { userId: actor.userId, staff: asStaff };
  return transaction(db, async (tx) => {
    await assertOwnImages(tx, actor.userId, input.photoIds);
    const thread = await repo.lockOrCreateThread(tx, object.type, object.id, object.userId);
    const first = await repo.findByClientId(tx, thread.id, actor.userId, input.clientMessageId);
    if (first) return (await mapMessages(tx, [first], reader))[0]!;
    const seq = thread.lastSeq + 1;
    const message = await repo.insertMessage(tx, {
      threadId: thread.id,
      seq,
      senderId: actor.userId,
      fromStaff: asStaff,
      body: input.body,
      photoIds: [...new Set(input.photoIds)],
      internal,
      clientMessageId: input.clientMessageId,
    });
    const now = message.createdAt;
    await repo.updateThread(tx, thread.id, {
      lastSeq: seq,
      lastMessageAt: now,
      ...(asStaff ? (internal ? {} : { waitingSince: null }) : { waitingSince: thread.waitingSince ?? now }),
    });
    // The sender has read what they wrote.
    await repo.markRead(tx, thread.id, actor.userId, seq);
    await recordDomainEvent(tx, {
      type: 'chat_message.posted',
      subjectType: 'chat_thread',
      subjectId: thread.id,
      userId: object.userId,
      payload: {
        thread: object.key,
        seq,
        fromStaff: asStaff,
        internal,
        senderId: actor.userId,
        assignedStaffId: thread.assignedStaffId,
      },
    });
    const row = { message, senderName: actor.name };
    const [forStaff] = await mapMessages(tx, [row], { userId: 0, staff: true });
    const [forCustomer] = await mapMessages(tx, [row], { userId: object.userId, staff: false });
    afterCommit(tx, (events) => {
      if (!internal)
        events.publish(userTopic(object.userId), { type: 'chat', thread: object.key, seq, message: forCustomer });
      events.publish(STAFF_TOPIC, { type: 'chat', thread: object.key, seq, message: forStaff });
    });
    return (await mapMessages(tx, [row], reader))[0]!;
  });
}

/** POST /Chat/{thread}: the customer posts. */
export async function sendMessage(
  db: Db,
  actor: Actor,
  key: string,
  input: Omit<PostInput, 'internal'>,
): Promise<ChatMessage> {
  const object = await threadObject(db, actor, key, false);
  return postMessage(db, actor, object, { ...input, internal: false }, false);
}

/**
 * Moves `actor`'s read marker on `object`'s thread to `seq`: never backwards, never past the
 * thread's last message. A thread never posted in answers 0 and writes nothing.
 */
export async function markObjectRead(db: Db, actor: Actor, object: ThreadObject, seq: number) {
  const thread = await repo.findThread(db, object.type, object.id);
  if (!thread) return { readSeq: 0 };
  const readSeq = await repo.markRead(db, thread.id, actor.userId, Math.min(seq, thread.lastSeq));
  return { readSeq };
}

/** POST /Chat/{thread}/Read. */
export async function markRead(db: Db, actor: Actor, key: string, seq: number) {
  const object = await threadObject(db, actor, key, false);
  return markObjectRead(db, actor, object, seq);
}
