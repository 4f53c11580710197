/**
 * Chat, staff's side (/Admin/Chat, permission `answer:chat`; decision 0112): the queue (waiting
 * longest first), a thread with its internal notes and the customer, replies and notes, the read
 * marker, and assigning a thread to a member.
 */
import type { ChatMessage, StaffChatThread, StaffChatThreadSummary } from '@app/shared/contracts/chat';
import { customerCode } from '@app/shared/customer-code';
import { can } from '@app/shared/permissions';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { writeAudit } from '../../lib/events/audit.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { findUserContact } from '../auth/auth.service.ts';
import { findStaff, listStaff } from '../auth/staff-accounts.service.ts';
import { mapStaffSummary } from './chat.mapper.ts';
import * as repo from './chat.repository.ts';
import { markObjectRead, type PostInput, postMessage, readThread, threadObject } from './chat.service.ts';

/** GET /Admin/Chat: `assigned` me, none or all; waiting longest first, then newest message first. */
export async function listStaffThreads(
  db: Db,
  actor: Actor,
  f: { assigned: 'me' | 'none' | 'all'; page: number; pageSize: number },
) {
  const { rows, total } = await repo.listStaffThreads(db, actor.userId, f);
  const items: StaffChatThreadSummary[] = rows.map(mapStaffSummary);
  return { items, page: f.page, pageSize: f.pageSize, total };
}

/** GET /Admin/Chat/{thread}: every message (internal notes too), the customer and who is assigned. */
export async function getStaffThread(db: Db, actor: Actor, key: string, afterSeq: number): Promise<StaffChatThread> {
  const object = await threadObject(db, actor, key, true);
  const { view, thread } = await readThread(db, object, { userId: actor.userId, staff: true }, afterSeq);
  const contact = await findUserContact(db, object.userId);
  const assigned = thread?.assignedStaffId ? await findUserContact(db, thread.assignedStaffId) : undefined;
  return {
    ...view,
    customer: {
      id: object.userId,
      fullName: contact?.fullName ?? '',
      phone: contact?.phone ?? '',
      code: customerCode(object.userId),
    },
    assignedStaff: assigned ? { id: assigned.id, fullName: assigned.fullName } : null,
    waitingSince: thread?.waitingSince?.toISOString() ?? null,
  };
}

/** POST /Admin/Chat/{thread}: a reply (ends the customer's wait) or an internal note (`internal`). */
export async function sendStaffMessage(db: Db, actor: Actor, key: string, input: PostInput): Promise<ChatMessage> {
  const object = await threadObject(db, actor, key, true);
  return postMessage(db, actor, object, input, true);
}

/** POST /Admin/Chat/{thread}/Read. */
export async function markStaffRead(db: Db, actor: Actor, key: string, seq: number) {
  const object = await threadObject(db, actor, key, true);
  return markObjectRead(db, actor, object, seq);
}

const isChatStaff = (s: { roles: readonly string[]; disabledAt: Date | null }) =>
  s.disabledAt === null && can(s.roles, 'answer:chat');

/** GET /Admin/Chat/Staff: active members holding `answer:chat`, by name. */
export async function chatStaff(db: Db) {
  const { rows } = await listStaff(db, { active: 'true', page: 1, pageSize: 100 });
  return rows
    .filter(isChatStaff)
    .map((s) => ({ id: s.id, fullName: s.fullName }))
    .sort((a, b) => a.fullName.localeCompare(b.fullName, 'vi'));
}

/**
 * POST /Admin/Chat/{thread}/Assign: gives the thread to `staffId` (an active member holding
 * `answer:chat`, else 400 `chat-staff-invalid`), or releases it (null). Makes the thread if nobody
 * has posted yet. One audit row `chat_thread.assign`.
 */
export async function assignThread(
  db: Db,
  actor: Actor,
  key: string,
  staffId: number | null,
): Promise<StaffChatThreadSummary> {
  const object = await threadObject(db, actor, key, true);
  return transaction(db, async (tx) => {
    if (staffId !== null) {
      const member = await findStaff(tx, staffId);
      if (!member || !isChatStaff(member)) throw new AppError('chat-staff-invalid');
    }
    const thread = await repo.lockOrCreateThread(tx, object.type, object.id, object.userId);
    if (thread.assignedStaffId !== staffId) {
      await repo.updateThread(tx, thread.id, { assignedStaffId: staffId });
      await writeAudit(tx, actor, {
        action: 'chat_thread.assign',
        subjectType: 'chat_thread',
        subjectId: thread.id,
        before: { assignedStaffId: thread.assignedStaffId },
        after: { assignedStaffId: staffId },
      });
    }
    return mapStaffSummary(await repo.staffThreadRow(tx, actor.userId, thread.id));
  });
}
