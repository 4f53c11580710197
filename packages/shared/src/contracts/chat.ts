/**
 * Chat (DESIGN.md §3.11, decision 0112): one thread per object (`order-12`, `shipping-3`,
 * `delivery-5`, `complaint-9`, `withdraw-4`, `support-{userId}`) between its customer and staff.
 * Messages are plain text (≤ CHAT_MAX_CHARS) and up to CHAT_MAX_PHOTOS of the sender's own uploads,
 * numbered per thread by `seq`; a retried send with the same `clientMessageId` posts once.
 */
import { z } from 'zod';
import { CHAT_MAX_CHARS, CHAT_MAX_PHOTOS, chatThreadTypes, parseThreadKey } from '../live.ts';
import { uploadedImage } from './article.ts';
import { id, isoDate, MAX_ID, pageNumber, pageSize, safeText } from './common.ts';

/** `:thread` of every chat path: `{type}-{id}`, else 400 before any query runs. */
export const threadParam = z.object({
  thread: z
    .string()
    .max(40, 'Cuộc trò chuyện không hợp lệ')
    .refine((k) => parseThreadKey(k) !== null, 'Cuộc trò chuyện không hợp lệ'),
});

const seq = z.coerce.number().int('Vị trí tin nhắn không hợp lệ').min(0).max(MAX_ID, 'Vị trí tin nhắn không hợp lệ');

/** `?afterSeq=`: the messages after the last one the client has (0: from the start). */
export const chatMessagesQuery = z.object({ afterSeq: seq.default(0) });

/** The sender's own id for a message: 8–64 visible ASCII characters (a UUID fits). */
export const clientMessageId = z
  .string({ error: 'Thiếu mã tin nhắn' })
  .regex(/^[\x21-\x7e]{8,64}$/, 'Mã tin nhắn gồm 8–64 ký tự không có khoảng trắng');

const messageFields = {
  body: safeText(CHAT_MAX_CHARS, `Tin nhắn tối đa ${CHAT_MAX_CHARS.toLocaleString('vi-VN')} ký tự`)
    .trim()
    .default(''),
  photoIds: z
    .array(id, { error: 'Ảnh không hợp lệ' })
    .max(CHAT_MAX_PHOTOS, `Tối đa ${CHAT_MAX_PHOTOS} ảnh mỗi tin nhắn`)
    .default([]),
  clientMessageId,
};
const hasContent = (m: { body: string; photoIds: number[] }) => m.body.length > 0 || m.photoIds.length > 0;
const emptyMessage = { message: 'Vui lòng nhập nội dung hoặc đính kèm ảnh', path: ['body'] };

/** POST /Chat/{thread}: text or photos (or both). */
export const chatSendInput = z.object(messageFields).refine(hasContent, emptyMessage);
export type ChatSendInput = z.input<typeof chatSendInput>;

/** POST /Admin/Chat/{thread}: as the customer's, plus `internal` (a note only staff ever see). */
export const staffChatSendInput = z
  .object({ ...messageFields, internal: z.boolean().default(false) })
  .refine(hasContent, emptyMessage);
export type StaffChatSendInput = z.input<typeof staffChatSendInput>;

/** POST …/Read: the last seq the reader saw (never moves the marker backwards; capped at the thread's last). */
export const chatReadInput = z.object({
  seq: z.number().int('Vị trí tin nhắn không hợp lệ').min(0).max(MAX_ID, 'Vị trí tin nhắn không hợp lệ'),
});

/** POST /Admin/Chat/{thread}/Assign: a staff member holding `answer:chat`, or null to release. */
export const chatAssignInput = z.object({ staffId: id.nullable() });

export const chatMessage = z.object({
  seq: z.number().int(),
  body: z.string(),
  photos: z.array(uploadedImage),
  fromStaff: z.boolean(),
  /** The reader's own message (right-aligned). */
  mine: z.boolean(),
  /** Customer: their own name, or "Nhân viên hỗ trợ" for staff; staff: the sender's name. */
  senderName: z.string(),
  /** Staff view only: who wrote it. */
  senderId: z.number().int().optional(),
  /** Staff view only: a note the customer never sees. */
  internal: z.boolean().optional(),
  createdAt: isoDate,
  clientMessageId: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

const person = z.object({ id: z.number().int(), fullName: z.string() });

const threadFields = {
  key: z.string(),
  type: z.enum(chatThreadTypes),
  objectId: z.number().int(),
  /** The object in Vietnamese: "Đơn hàng DH…", "Hỗ trợ chung". */
  title: z.string(),
  /** The object's page in the customer app (`/orderOrdering/12`). */
  link: z.string(),
  lastSeq: z.number().int(),
  lastMessageAt: isoDate.nullable(),
  /** The newest message the reader may see, shortened ("[Ảnh]" for photos only). */
  preview: z.string(),
  unread: z.number().int(),
};

export const chatThreadSummary = z.object(threadFields);
export type ChatThreadSummary = z.infer<typeof chatThreadSummary>;

export const staffChatThreadSummary = z.object({
  ...threadFields,
  customer: z.object({ id: z.number().int(), fullName: z.string(), code: z.string() }),
  assignedStaff: person.nullable(),
  /** Since when the customer waits for staff's reply; null when nobody waits. */
  waitingSince: isoDate.nullable(),
});
export type StaffChatThreadSummary = z.infer<typeof staffChatThreadSummary>;

/** GET /Chat/{thread}: the thread (posted in or not yet) and up to 100 messages after `afterSeq`. */
export const chatThread = z.object({
  ...threadFields,
  /** How far the reader has read. */
  readSeq: z.number().int(),
  messages: z.array(chatMessage),
  /** More messages follow the last one listed: ask again with its seq. */
  hasMore: z.boolean(),
});
export type ChatThread = z.infer<typeof chatThread>;

export const staffChatThread = chatThread.extend({
  customer: z.object({ id: z.number().int(), fullName: z.string(), code: z.string(), phone: z.string() }),
  assignedStaff: person.nullable(),
  waitingSince: isoDate.nullable(),
});
export type StaffChatThread = z.infer<typeof staffChatThread>;

export const chatThreadList = z.object({
  items: z.array(chatThreadSummary),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Unread staff messages over all the customer's threads. */
  unread: z.number().int(),
});

export const chatListQuery = z.object({ page: pageNumber.default(1), pageSize: pageSize.default(20) });

/** GET /Admin/Chat: `assigned=me|none|all`. */
export const staffChatListQuery = chatListQuery.extend({
  assigned: z.enum(['me', 'none', 'all'], { error: 'Bộ lọc không hợp lệ' }).default('all'),
});

export const chatStaffList = z.array(person);

/** POST …/Read answer. */
export const chatReadResult = z.object({ readSeq: z.number().int() });
