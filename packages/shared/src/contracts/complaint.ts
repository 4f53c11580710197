/**
 * Complaints (khiếu nại, DESIGN.md §3.9): what the customer sends about a delivered purchase or
 * consignment order, what staff answer (take, ask for information, offer a refund, reject), and the
 * complaint as both sides read it. Amounts in integer đồng.
 */
import { z } from 'zod';
import { complaintMachine } from '../machines/complaint.ts';
import { id, isoDate, pageNumber, pageSize, quantity, safeText, vnd } from './common.ts';

export const complaintOrderTypes = ['purchase', 'consignment'] as const;
export const complaintReasons = ['missing', 'wrong_item', 'damaged', 'wrong_variant', 'not_received', 'other'] as const;
export const complaintFaultParties = [
  'seller',
  'cn_warehouse',
  'carrier',
  'vn_warehouse',
  'company',
  'customer',
] as const;
export type ComplaintReason = (typeof complaintReasons)[number];
export type ComplaintFaultParty = (typeof complaintFaultParties)[number];
export type ComplaintOrderType = (typeof complaintOrderTypes)[number];

/** How the PWA and the console name each reason. */
export const complaintReasonLabels: Record<ComplaintReason, string> = {
  missing: 'Thiếu hàng',
  wrong_item: 'Giao sai sản phẩm',
  damaged: 'Hàng bị hỏng, vỡ',
  wrong_variant: 'Sai màu, sai kích cỡ',
  not_received: 'Không nhận được hàng',
  other: 'Lý do khác',
};

/** Who caused the problem, as the console's picker names them. */
export const complaintFaultPartyLabels: Record<ComplaintFaultParty, string> = {
  seller: 'Người bán (shop)',
  cn_warehouse: 'Kho Trung Quốc',
  carrier: 'Đơn vị vận chuyển',
  vn_warehouse: 'Kho Việt Nam',
  company: 'Công ty',
  customer: 'Khách hàng',
};

/** Reasons that need photos (the customer shows what arrived). */
export const complaintReasonsNeedingPhotos: readonly ComplaintReason[] = ['damaged', 'wrong_item', 'wrong_variant'];
/** At most this many photos per complaint and per added note. */
export const COMPLAINT_MAX_PHOTOS = 6;
/** Largest amount anyone may ask or offer (đồng): above any order's total. */
export const COMPLAINT_MAX_VND = 2_000_000_000;

const amountVnd = z
  .number({ error: 'Vui lòng nhập số tiền' })
  .int('Số tiền phải là số nguyên đồng')
  .min(0, 'Số tiền không được âm')
  .max(COMPLAINT_MAX_VND, 'Số tiền quá lớn');
const positiveAmountVnd = amountVnd.min(1, 'Số tiền phải lớn hơn 0');
const photoIds = z.array(id).max(COMPLAINT_MAX_PHOTOS, `Tối đa ${COMPLAINT_MAX_PHOTOS} ảnh`);
const note = (required: string) => safeText(2000, 'Nội dung tối đa 2000 ký tự').trim().min(1, required);

export const complaintInput = z.object({
  orderType: z.enum(complaintOrderTypes, { error: 'Loại đơn không hợp lệ' }),
  orderId: id,
  lines: z
    .array(z.object({ lineId: id, quantity }))
    .max(200, 'Quá nhiều sản phẩm')
    .refine((ls) => new Set(ls.map((l) => l.lineId)).size === ls.length, 'Mỗi sản phẩm chỉ chọn một lần'),
  reason: z.enum(complaintReasons, { error: 'Vui lòng chọn lý do khiếu nại' }),
  description: safeText(2000, 'Mô tả tối đa 2000 ký tự').trim(),
  photoIds: photoIds.default([]),
  requestedVnd: amountVnd,
});
export type ComplaintInput = z.infer<typeof complaintInput>;

export const counterInput = z.object({ amountVnd: positiveAmountVnd, note: note('Vui lòng nhập lý do') });
export const addInfoInput = z.object({ note: note('Vui lòng nhập nội dung bổ sung'), photoIds: photoIds.default([]) });
export const requestInfoInput = z.object({ note: note('Vui lòng nhập thông tin cần khách bổ sung') });
export const offerInput = z.object({
  amountVnd: positiveAmountVnd,
  faultParty: z.enum(complaintFaultParties, { error: 'Vui lòng chọn bên có lỗi' }),
  note: safeText(2000, 'Ghi chú tối đa 2000 ký tự').trim().default(''),
});
export const rejectComplaintInput = z.object({ reason: note('Vui lòng nhập lý do từ chối') });

export const complaintStatus = z.enum(complaintMachine.statuses, { error: 'Trạng thái không hợp lệ' });

export const complaintListQuery = z.object({
  status: complaintStatus.optional(),
  page: pageNumber.default(1),
  pageSize: pageSize.default(20),
});

const image = z.object({ id: z.number().int(), url: z.string() });

export const complaintLine = z.object({
  lineId: z.number().int(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  quantity: z.number().int(),
  /** What the customer paid for these units (goods at the order's rate plus their share of fees). */
  paidVnd: vnd,
});

export const complaintNote = z.object({
  id: z.number().int(),
  side: z.enum(['customer', 'staff']),
  authorName: z.string(),
  note: z.string(),
  photos: z.array(image),
  createdAt: isoDate,
});

export const complaintEvent = z.object({
  fromStatus: complaintStatus.nullable(),
  toStatus: complaintStatus,
  note: z.string(),
  actorName: z.string(),
  createdAt: isoDate,
});

/** The list row both sides read. `offerVnd` is null while no offer is visible to the reader. */
export const complaintSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  orderType: z.enum(complaintOrderTypes),
  orderId: z.number().int(),
  orderCode: z.string(),
  reason: z.enum(complaintReasons),
  status: complaintStatus,
  requestedVnd: vnd,
  offerVnd: vnd.nullable(),
  refundedVnd: vnd.nullable(),
  dueAt: isoDate,
  /** Staff only: past `dueAt` while staff still owe an answer. */
  overdue: z.boolean(),
  /** Staff only: an offer waits for a second member's approval. */
  offerAwaitingApproval: z.boolean(),
  customer: z.object({ id: z.number().int(), fullName: z.string(), phone: z.string() }).optional(),
  handledBy: z.object({ id: z.number().int(), fullName: z.string() }).nullable().optional(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type ComplaintSummary = z.infer<typeof complaintSummary>;

export const complaint = complaintSummary.extend({
  description: z.string(),
  photos: z.array(image),
  lines: z.array(complaintLine),
  /** Most the refund may be: what was paid for the lines (the whole order's payment for a consignment). */
  maxRefundVnd: vnd,
  faultParty: z.enum(complaintFaultParties).nullable(),
  offerNote: z.string(),
  counterVnd: vnd.nullable(),
  counterNote: z.string(),
  rejectReason: z.string(),
  notes: z.array(complaintNote),
  events: z.array(complaintEvent),
  /** Staff only: who offered, who approved. */
  offeredBy: z.object({ id: z.number().int(), fullName: z.string() }).nullable().optional(),
  offerApprovedBy: z.object({ id: z.number().int(), fullName: z.string() }).nullable().optional(),
});
export type Complaint = z.infer<typeof complaint>;

/** What the order page shows: the order's complaints (newest first) and whether a new one may be filed. */
export const orderComplaints = z.object({
  eligible: z.boolean(),
  /** When the window closes (ISO), null when the order was not delivered. */
  windowEndsAt: isoDate.nullable(),
  complaints: z.array(complaintSummary),
});
export type OrderComplaints = z.infer<typeof orderComplaints>;
export const orderComplaintsQuery = z.object({
  orderType: z.enum(complaintOrderTypes, { error: 'Loại đơn không hợp lệ' }),
  orderId: z.coerce.number().int('Mã không hợp lệ').positive('Mã không hợp lệ').max(2_147_483_647, 'Mã không hợp lệ'),
});
export { uploadedImage } from './article.ts';
