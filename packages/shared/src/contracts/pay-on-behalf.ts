/**
 * Pay-on-behalf orders (thanh toán hộ, DESIGN.md §3.2 and §4, decision 0114): the customer's lines
 * to pay Chinese sellers, the 30-minute quote, the order as the customer, the agent and staff read
 * it, and refund requests (also those of Taobao Global sub-orders). Amounts in integer fen (CNY)
 * and integer đồng.
 */
import { z } from 'zod';
import { payOnBehalfMachine, refundRequestMachine } from '../machines/pay-on-behalf.ts';
import { id, isoDate, MAX_LINE_FEN, pageNumber, pageSize, safeText, searchText, vnd } from './common.ts';

/** How the seller is paid: a 代付 link/code, a seller's Alipay account, a Chinese bank account, WeChat. */
export const pobChannels = ['alipay_daifu', 'alipay_account', 'cn_bank', 'wechat'] as const;
export type PobChannel = (typeof pobChannels)[number];

/** How the PWA and the console name each channel. */
export const pobChannelLabels: Record<PobChannel, string> = {
  alipay_daifu: 'Link/mã 代付 Alipay',
  alipay_account: 'Tài khoản Alipay người bán',
  cn_bank: 'Tài khoản ngân hàng Trung Quốc',
  wechat: 'WeChat Pay',
};

/** Where an order came from: the customer's form, an agent for its customer, Taobao Global orders. */
export const pobSources = ['customer', 'agent', 'taobao_global'] as const;
export type PobSource = (typeof pobSources)[number];

/** Most lines one order holds. */
export const POB_MAX_LINES = 20;
/** Most proof photos on a paid order and on a refund request. */
export const POB_MAX_PHOTOS = 5;
/** Minutes a quote stays valid (usable once). */
export const POB_QUOTE_MINUTES = 30;

/** Taobao's own limits, shown on the form (Vietnamese). */
export const pobHints = [
  'Taobao giới hạn mỗi tài khoản người mua 10 yêu cầu 代付 mỗi ngày.',
  'Mỗi yêu cầu 代付 gộp được tối đa 15 đơn hàng.',
  'Báo giá có hiệu lực 30 phút và chỉ dùng được một lần.',
] as const;

/**
 * The form a reference is compared in (an order number or a link already in an open order is
 * refused): spaces removed; a link loses its scheme, `www.`, `m.` and `#…`, its host lower-cased.
 */
export function normalizePobReference(raw: string): string {
  const s = raw.trim().replace(/\s+/g, '');
  const m = /^(?:https?:\/\/)?((?:www\.|m\.)?[a-z0-9.-]+\.[a-z]{2,})(\/.*)?$/i.exec(s);
  if (!m?.[1] || !/[/.]/.test(s) || /^\d+$/.test(s)) return s;
  const host = m[1].toLowerCase().replace(/^(www|m)\./, '');
  const rest = (m[2] ?? '').replace(/#.*$/, '').replace(/\/$/, '');
  return `${host}${rest}`;
}

export const pobLineInput = z.object({
  channel: z.enum(pobChannels, { error: 'Vui lòng chọn hình thức thanh toán' }),
  reference: safeText(1000, 'Link hoặc mã tối đa 1000 ký tự', 'Vui lòng nhập link, tài khoản hoặc mã đơn')
    .trim()
    .min(1, 'Vui lòng nhập link, tài khoản hoặc mã đơn'),
  amountFen: z
    .number({ error: 'Vui lòng nhập số tiền' })
    .int('Số tiền phải là số nguyên xu (fen)')
    .min(1, 'Số tiền phải lớn hơn 0 ¥')
    .max(MAX_LINE_FEN, 'Số tiền mỗi dòng tối đa ¥1.000.000'),
  note: safeText(500, 'Ghi chú tối đa 500 ký tự').trim().default(''),
});
export type PobLineInput = z.input<typeof pobLineInput>;
export type PobLine = z.output<typeof pobLineInput>;

export const pobLines = z
  .array(pobLineInput, { error: 'Vui lòng nhập ít nhất một khoản cần thanh toán' })
  .min(1, 'Vui lòng nhập ít nhất một khoản cần thanh toán')
  .max(POB_MAX_LINES, `Tối đa ${POB_MAX_LINES} khoản mỗi đơn`);

/** POST /OrderPob/Quote. */
export const pobQuoteInput = z.object({ lines: pobLines });
export type PobQuoteInput = z.input<typeof pobQuoteInput>;

/** The price of lines at the tariff in force: rate by tier of the total, fee shown apart. */
export const pobPrice = z.object({
  totalFen: z.number().int(),
  /** VND per CNY. */
  rate: z.number().int(),
  amountVnd: vnd,
  feeVnd: vnd,
  totalVnd: vnd,
  tariffVersionId: z.number().int().nullable(),
});
export type PobPrice = z.infer<typeof pobPrice>;

export const pobQuote = pobPrice.extend({
  quoteId: z.uuid(),
  expiresAt: isoDate,
  hints: z.array(z.string()),
});
export type PobQuote = z.infer<typeof pobQuote>;

const quoteId = z.uuid({ error: 'Báo giá không hợp lệ, vui lòng báo giá lại' });

/** POST /OrderPob (Idempotency-Key): the lines must be the quote's. */
export const createPobInput = z.object({ quoteId, lines: pobLines });
export type CreatePobInput = z.input<typeof createPobInput>;

/** POST /Agency/OrderPob (Idempotency-Key): for one of the agent's customers, who confirms it. */
export const agencyCreatePobInput = z.object({ customerId: id, quoteId, lines: pobLines });
export type AgencyCreatePobInput = z.input<typeof agencyCreatePobInput>;

const person = z.object({ id: z.number().int(), fullName: z.string() });
const photo = z.object({ id: z.number().int(), url: z.string() });

export const pobOrderLine = z.object({
  channel: z.enum(pobChannels),
  reference: z.string(),
  amountFen: z.number().int(),
  note: z.string(),
});

export const pobTimelineEntry = z.object({
  status: z.enum(payOnBehalfMachine.statuses),
  at: isoDate,
  by: z.string().nullable(),
  note: z.string().nullable(),
});

export const refundRequestSources = ['pay_on_behalf', 'taobao_global'] as const;
export const refundTypes = ['only_refund', 'return_refund'] as const;
export const refundTypeLabels: Record<(typeof refundTypes)[number], string> = {
  only_refund: 'Chỉ hoàn tiền',
  return_refund: 'Trả hàng hoàn tiền',
};
/** Who caused the refund: the fee is returned only when it is the company (decision 0114). */
export const pobFaultParties = ['seller', 'customer', 'company'] as const;
export type PobFaultParty = (typeof pobFaultParties)[number];
export const pobFaultPartyLabels: Record<PobFaultParty, string> = {
  seller: 'Người bán (shop)',
  customer: 'Khách hàng',
  company: 'Công ty',
};

export const pobRefundRequest = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderCode: z.string(),
  source: z.enum(refundRequestSources),
  amountFen: z.number().int(),
  /** At the order's rate (the amount credited when approved, without the fee share). */
  amountVnd: vnd,
  /** The fee share credited with it (company at fault), 0 otherwise or before approval. */
  feeRefundVnd: vnd,
  reason: z.string(),
  photos: z.array(photo),
  status: z.enum(refundRequestMachine.statuses),
  rejectReason: z.string(),
  faultParty: z.enum(pobFaultParties).nullable(),
  taobaoGlobalOrderId: z.number().int().nullable(),
  subOrderId: z.string().nullable(),
  refundType: z.enum(refundTypes).nullable(),
  platformDeadline: isoDate.nullable(),
  createdAt: isoDate,
  decidedAt: isoDate.nullable(),
  requestedBy: person.nullable(),
  decidedBy: person.nullable().optional(),
  /** Staff answers only. */
  customer: z.object({ id: z.number().int(), fullName: z.string(), phone: z.string() }).optional(),
});
export type PobRefundRequest = z.infer<typeof pobRefundRequest>;

export const pobOrder = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(payOnBehalfMachine.statuses),
  source: z.enum(pobSources),
  lines: z.array(pobOrderLine),
  totalFen: z.number().int(),
  rate: z.number().int(),
  amountVnd: vnd,
  feeVnd: vnd,
  totalVnd: vnd,
  tariffVersionId: z.number().int().nullable(),
  /** Shown to the customer once `paid`. */
  alipayTradeNo: z.string().nullable(),
  /** Empty for the customer until `paid`. */
  proofPhotos: z.array(photo),
  failReason: z.string(),
  /** Approved refunds so far (fen, and đồng credited including fee shares). */
  refundedFen: z.number().int(),
  refundedVnd: vnd,
  createdAt: isoDate,
  confirmedAt: isoDate.nullable(),
  paidAt: isoDate.nullable(),
  completedAt: isoDate.nullable(),
  /** When a paid order completes by itself (null unless `paid`). */
  autoCompleteAt: isoDate.nullable(),
  agent: person.nullable(),
  takenBy: person.nullable(),
  /** Staff and agent answers. */
  customer: z.object({ id: z.number().int(), fullName: z.string(), phone: z.string() }).optional(),
});
export type PobOrder = z.infer<typeof pobOrder>;

/** GET /OrderPob/{id} and the staff detail: with the timeline and refund requests. */
export const pobOrderDetail = pobOrder.extend({
  timeline: z.array(pobTimelineEntry),
  refunds: z.array(pobRefundRequest),
});
export type PobOrderDetail = z.infer<typeof pobOrderDetail>;

const statusFilter = z.enum(payOnBehalfMachine.statuses, { error: 'Trạng thái không hợp lệ' }).optional();

export const pobListQuery = z.object({
  status: statusFilter,
  page: pageNumber.default(1),
  pageSize: pageSize.default(20),
});

/** GET /Admin/OrderPob: status, search by code or customer (name, phone, e-mail). */
export const adminPobListQuery = pobListQuery.extend({ q: searchText.optional() });

/** POST /Admin/OrderPob/{id}/Paid: the Alipay trade number and proofs uploaded by the same member. */
export const pobPaidInput = z.object({
  alipayTradeNo: safeText(100, 'Mã giao dịch Alipay tối đa 100 ký tự', 'Vui lòng nhập mã giao dịch Alipay')
    .trim()
    .min(1, 'Vui lòng nhập mã giao dịch Alipay'),
  proofPhotoIds: z
    .array(id, { error: 'Ảnh chứng từ không hợp lệ' })
    .min(1, 'Vui lòng đính kèm ít nhất một ảnh chứng từ thanh toán')
    .max(POB_MAX_PHOTOS, `Tối đa ${POB_MAX_PHOTOS} ảnh chứng từ`),
});
export type PobPaidInput = z.input<typeof pobPaidInput>;

const reason = (required: string) => safeText(500, 'Lý do tối đa 500 ký tự', required).trim().min(1, required);

export const pobFailInput = z.object({ reason: reason('Vui lòng nhập lý do thất bại') });
export type PobFailInput = z.input<typeof pobFailInput>;

/** POST /OrderPob/{id}/Refund and /Admin/OrderPob/{id}/Refund. */
export const pobRefundInput = z.object({
  amountFen: z
    .number({ error: 'Vui lòng nhập số tiền hoàn' })
    .int('Số tiền phải là số nguyên xu (fen)')
    .min(1, 'Số tiền hoàn phải lớn hơn 0 ¥')
    .max(MAX_LINE_FEN * 20, 'Số tiền hoàn quá lớn'),
  reason: reason('Vui lòng nhập lý do hoàn tiền'),
  photoIds: z.array(id, { error: 'Ảnh không hợp lệ' }).max(POB_MAX_PHOTOS, `Tối đa ${POB_MAX_PHOTOS} ảnh`).default([]),
});
export type PobRefundInput = z.input<typeof pobRefundInput>;

export const pobRefundListQuery = z.object({
  status: z.enum(refundRequestMachine.statuses, { error: 'Trạng thái không hợp lệ' }).optional(),
  source: z.enum(refundRequestSources, { error: 'Nguồn không hợp lệ' }).optional(),
  page: pageNumber.default(1),
  pageSize: pageSize.default(20),
});
export const adminPobRefundListQuery = pobRefundListQuery.extend({ q: searchText.optional() });

export const approvePobRefundInput = z.object({
  faultParty: z.enum(pobFaultParties, { error: 'Bên có lỗi không hợp lệ' }).default('seller'),
});
export type ApprovePobRefundInput = z.input<typeof approvePobRefundInput>;

export const rejectPobRefundInput = z.object({ reason: reason('Vui lòng nhập lý do từ chối') });
export type RejectPobRefundInput = z.input<typeof rejectPobRefundInput>;
