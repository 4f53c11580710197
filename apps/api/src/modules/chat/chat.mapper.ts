/**
 * Rows to answers (decision 0112). Customers read staff as "Nhân viên hỗ trợ" (one team answers them,
 * whoever is on shift); staff read every sender's name and the internal flag.
 */
import type { ChatMessage, ChatThreadSummary, StaffChatThreadSummary } from '@app/shared/contracts/chat';
import { customerCode } from '@app/shared/customer-code';
import { type ChatThreadType, threadKey } from '@app/shared/live';
import type { Executor } from '../../db/client.ts';
import { imagesOf } from '../upload/upload.service.ts';
import type { MessageWithSender, ThreadListRow } from './chat.repository.ts';
import { linkOf, titleOf } from './chat-objects.ts';

export const STAFF_ALIAS = 'Nhân viên hỗ trợ';

/** Who reads: the customer of the thread, or a staff member. */
export interface Reader {
  userId: number;
  staff: boolean;
}

/** Messages as `reader` sees them, their photos resolved in one query. */
export async function mapMessages(db: Executor, rows: MessageWithSender[], reader: Reader): Promise<ChatMessage[]> {
  const photoIds = [...new Set(rows.flatMap((r) => r.message.photoIds))];
  const photos = new Map((photoIds.length ? await imagesOf(db, photoIds) : []).map((p) => [p.id, p]));
  return rows.map(({ message: msg, senderName }) => {
    const base: ChatMessage = {
      seq: msg.seq,
      body: msg.body,
      photos: msg.photoIds.flatMap((id) => {
        const p = photos.get(id);
        return p ? [p] : [];
      }),
      fromStaff: msg.fromStaff,
      mine: msg.senderId === reader.userId,
      senderName: msg.fromStaff && !reader.staff ? STAFF_ALIAS : (senderName ?? ''),
      createdAt: msg.createdAt.toISOString(),
      clientMessageId: reader.staff || !msg.fromStaff ? msg.clientMessageId : '',
    };
    return reader.staff ? { ...base, senderId: msg.senderId, internal: msg.internal } : base;
  });
}

/** The list line's preview: the text, or "[Ảnh]" for photos only. */
function previewOf(last: ThreadListRow['last']): string {
  if (!last) return '';
  if (last.body) return last.body;
  return last.photos > 0 ? '[Ảnh]' : '';
}

export function mapSummary(row: ThreadListRow): ChatThreadSummary {
  const type = row.thread.type as ChatThreadType;
  const id = row.thread.objectId;
  return {
    key: threadKey(type, id),
    type,
    objectId: id,
    title: titleOf(type, id, row.object?.code),
    link: linkOf(type, id),
    lastSeq: row.thread.lastSeq,
    lastMessageAt: row.thread.lastMessageAt?.toISOString() ?? null,
    preview: previewOf(row.last),
    unread: row.unread,
  };
}

export function mapStaffSummary(row: ThreadListRow): StaffChatThreadSummary {
  const customer = row.customer ?? { id: row.thread.userId, fullName: '' };
  return {
    ...mapSummary(row),
    customer: { id: customer.id, fullName: customer.fullName, code: customerCode(customer.id) },
    assignedStaff: row.assignedStaff,
    waitingSince: row.thread.waitingSince?.toISOString() ?? null,
  };
}
