/**
 * Taobao Global (DESIGN.md §3.3, decisions 0116 and 0117): the customer's linked Taobao buyer
 * accounts (/TaobaoIntToken), the orders the sync imports from them (/TaobaoIntOrder, staff
 * /Admin/TaobaoIntOrder), and the declared payment and refund requests. Amounts from the platform
 * are integer fen (1 CNY = 100 fen); the parcels' shipping is integer đồng. Tokens are never
 * answered. When the server has no provider configured every endpoint answers 404
 * `taobao-global-not-configured` ("Dịch vụ Taobao Global chưa được bật"), so the pages can say
 * the service is not enabled.
 */
import { z } from 'zod';
import { payOnBehalfMachine, refundRequestMachine } from '../machines/pay-on-behalf.ts';
import { taobaoGlobalOrderMachine, taobaoTokenMachine } from '../machines/taobao-global.ts';
import { id, idQuery, isoDate, pageNumber, pageSize, safeText, searchText, vnd } from './common.ts';

// ---------- Linked accounts (/TaobaoIntToken) ----------

const warehouseRef = z.object({ id: z.number().int(), name: z.string() });

/** A linked buyer account as its owner (or staff) sees it: never the tokens. */
export const taobaoToken = z.object({
  id: z.number().int(),
  /** The buyer's Taobao nick (login name). */
  nick: z.string(),
  /** The provider's account id (`taobao_user_id`). */
  providerAccountId: z.string(),
  status: z.enum(taobaoTokenMachine.statuses),
  /** When the access token expires; the sync refreshes it before. */
  expiresAt: isoDate,
  lastSyncAt: isoDate.nullable(),
  /** The last sync's failure, in Vietnamese ('' when it went well). */
  lastSyncError: z.string(),
  /** The route the account's parcels take: the China warehouse they are sent to and the VN one. */
  cnWarehouse: warehouseRef,
  vnWarehouse: warehouseRef,
  orderCount: z.number().int(),
  createdAt: isoDate,
});
export type TaobaoToken = z.infer<typeof taobaoToken>;
export const taobaoTokenList = z.array(taobaoToken);

/**
 * POST /TaobaoIntToken: starts linking. `routeId` picks the route (China → Vietnam warehouse) the
 * account's parcels take; left out, the first active route.
 */
export const startTaobaoLinkInput = z.object({ routeId: id.optional() });
export type StartTaobaoLinkInput = z.input<typeof startTaobaoLinkInput>;

/** The provider's authorisation page with a signed `state` (valid `expiresAt`): a link and a QR. */
export const taobaoLinkStart = z.object({ authorizeUrl: z.string(), expiresAt: isoDate });
export type TaobaoLinkStart = z.infer<typeof taobaoLinkStart>;

/**
 * GET /TaobaoIntToken/Callback (public: the provider redirects the browser here). Answers a 302 to
 * `/taobaoIntToken?linked=1` when stored, or `/taobaoIntToken?error={flag}` (taobaoLinkErrors)
 * with nothing stored.
 */
export const taobaoCallbackQuery = z.object({
  code: safeText(512).optional(),
  state: safeText(1024).optional(),
  error: safeText(200).optional(),
  error_description: safeText(500).optional(),
});

/** The redirect's flag values on /taobaoIntToken?error=… and their Vietnamese text. */
export const taobaoLinkErrors = {
  'invalid-state': 'Liên kết đã hết hạn hoặc không hợp lệ, vui lòng thử lại',
  denied: 'Bạn đã từ chối cấp quyền cho tài khoản Taobao',
  'exchange-failed': 'Không lấy được quyền truy cập từ Taobao, vui lòng thử lại',
  'taobao-account-linked-elsewhere': 'Tài khoản Taobao này đã được liên kết với một khách hàng khác',
  'not-configured': 'Dịch vụ Taobao Global chưa được bật',
} as const;
export type TaobaoLinkError = keyof typeof taobaoLinkErrors;

/** POST /TaobaoIntToken/{id}/Sync ("Đồng bộ ngay"): the account after the sync and what changed. */
export const taobaoSyncResult = z.object({
  token: taobaoToken,
  /** Orders seen for the first time. */
  imported: z.number().int(),
  /** Orders whose state, lines or tracking numbers changed. */
  updated: z.number().int(),
});
export type TaobaoSyncResult = z.infer<typeof taobaoSyncResult>;

// ---------- Orders (/TaobaoIntOrder) ----------

export const taobaoRefundStatus = z.enum([
  'NO_REFUND',
  'WAIT_SELLER_AGREE',
  'WAIT_BUYER_RETURN_GOODS',
  'WAIT_SELLER_CONFIRM_GOODS',
  'SELLER_REFUSE_BUYER',
  'CLOSED',
  'SUCCESS',
]);
export type TaobaoRefundStatus = z.infer<typeof taobaoRefundStatus>;

/** Vietnamese labels of the platform's refund states. */
export const taobaoRefundStatusLabels: Record<TaobaoRefundStatus, string> = {
  NO_REFUND: 'Không hoàn tiền',
  WAIT_SELLER_AGREE: 'Chờ người bán đồng ý',
  WAIT_BUYER_RETURN_GOODS: 'Chờ gửi trả hàng',
  WAIT_SELLER_CONFIRM_GOODS: 'Chờ người bán nhận hàng trả',
  SELLER_REFUSE_BUYER: 'Người bán từ chối',
  CLOSED: 'Đã đóng',
  SUCCESS: 'Đã hoàn tiền',
};

/** One sub-order (淘宝 `order`): one SKU of one item. */
export const taobaoSubOrder = z.object({
  id: z.number().int(),
  /** The platform's sub-order id (`oid`). */
  platformSubOrderId: z.string(),
  title: z.string(),
  /** `颜色分类:红色;尺码:M` as the platform writes it. */
  skuProperties: z.string(),
  quantity: z.number().int(),
  /** Unit price, fen. */
  priceFen: z.number().int(),
  /** What the buyer pays for the line after discounts, fen. */
  paymentFen: z.number().int(),
  imageUrl: z.string(),
  refundStatus: taobaoRefundStatus,
});
export type TaobaoSubOrder = z.infer<typeof taobaoSubOrder>;

/** A tracking number of the order and the parcel it became at the China warehouse. */
export const taobaoTracking = z.object({
  trackingCode: z.string(),
  /** The carrier's name as the platform gives it. */
  company: z.string(),
  parcel: z.object({ id: z.number().int(), code: z.string(), status: z.string(), statusLabel: z.string() }).nullable(),
});

export const taobaoGlobalOrder = z.object({
  id: z.number().int(),
  /** The platform's order id (`tid`), unique. */
  platformOrderId: z.string(),
  account: z.object({ id: z.number().int(), nick: z.string() }),
  /** The platform's trade state; `statusLabel` is its label (DESIGN.md §3.3). */
  status: z.enum(taobaoGlobalOrderMachine.statuses),
  statusLabel: z.string(),
  sellerNick: z.string(),
  /** Goods total, shipping inside China and what the buyer pays, fen. */
  totalFen: z.number().int(),
  postFeeFen: z.number().int(),
  paymentFen: z.number().int(),
  subOrders: z.array(taobaoSubOrder),
  trackings: z.array(taobaoTracking),
  cnWarehouse: warehouseRef,
  vnWarehouse: warehouseRef,
  /** The parcels' shipping to Vietnam (priced by weight like consignment parcels), and what is paid. */
  shippingVnd: vnd,
  paidVnd: vnd,
  /** On the platform. */
  createdOnPlatformAt: isoDate,
  paidOnPlatformAt: isoDate.nullable(),
  importedAt: isoDate,
  updatedAt: isoDate,
  /**
   * The pay-on-behalf order the order was last sent in ("Đã gửi thanh toán hộ TT…", decision 0120),
   * null when never. The Alipay trade number and proof photos are filled on the detail once paid.
   */
  payOnBehalf: z
    .object({
      id: z.number().int(),
      code: z.string(),
      status: z.enum(payOnBehalfMachine.statuses),
      statusLabel: z.string(),
      alipayTradeNo: z.string().nullable(),
      proofPhotos: z.array(z.object({ id: z.number().int(), url: z.string() })),
    })
    .nullable(),
  /** Staff answers only. */
  customer: z.object({ id: z.number().int(), fullName: z.string(), phone: z.string(), email: z.string() }).optional(),
});
export type TaobaoGlobalOrder = z.infer<typeof taobaoGlobalOrder>;

const orderStatusFilter = z.enum(taobaoGlobalOrderMachine.statuses, { error: 'Trạng thái không hợp lệ' }).optional();

/** GET /TaobaoIntOrder: by trade state and linked account, newest on the platform first. */
export const taobaoOrderListQuery = z.object({
  status: orderStatusFilter,
  tokenId: idQuery.optional(),
  page: pageNumber.default(1),
  pageSize: pageSize.default(20),
});

/** GET /Admin/TaobaoIntOrder: also the search box (platform order id, tracking, nick, customer). */
export const adminTaobaoOrderListQuery = taobaoOrderListQuery.extend({
  customerId: idQuery.optional(),
  q: searchText.optional(),
});

// ---------- Payment and refunds (through pay-on-behalf, decision 0120) ----------

/** POST /TaobaoIntOrder/Pay: unpaid (WAIT_BUYER_PAY) orders of the caller, paid as one pay-on-behalf order. */
export const payTaobaoOrdersInput = z.object({
  ids: z
    .array(id, { error: 'Vui lòng chọn đơn hàng' })
    .min(1, 'Vui lòng chọn ít nhất một đơn hàng')
    .max(50, 'Tối đa 50 đơn hàng mỗi lần thanh toán'),
});
export type PayTaobaoOrdersInput = z.input<typeof payTaobaoOrdersInput>;

/** The pay-on-behalf order created (one line per Taobao order), already debited. */
export const payTaobaoOrdersResult = z.object({
  payOnBehalfOrderId: z.number().int(),
  code: z.string(),
  totalVnd: vnd,
  orderIds: z.array(z.number().int()),
});
export type PayTaobaoOrdersResult = z.infer<typeof payTaobaoOrdersResult>;

export const taobaoRefundType = z.enum(['only_refund', 'return_refund'], { error: 'Loại hoàn tiền không hợp lệ' });
export const taobaoRefundTypeLabels = { only_refund: 'Chỉ hoàn tiền', return_refund: 'Trả hàng hoàn tiền' } as const;

/** POST /TaobaoIntOrder/{id}/Refund: one open refund per sub-order. */
export const taobaoRefundInput = z.object({
  subOrderId: id,
  type: taobaoRefundType,
  reason: safeText(1000, 'Lý do tối đa 1000 ký tự', 'Vui lòng nhập lý do').trim().min(1, 'Vui lòng nhập lý do'),
});
export type TaobaoRefundInput = z.input<typeof taobaoRefundInput>;

export const taobaoRefund = z.object({
  /** The refund request's id (a pay-on-behalf refund request, decision 0120). */
  id: z.number().int(),
  orderId: z.number().int(),
  platformOrderId: z.string(),
  subOrder: taobaoSubOrder,
  type: taobaoRefundType,
  reason: z.string(),
  /** Our request: pending until the platform confirms (approved, credited) or closes it (rejected). */
  status: z.enum(refundRequestMachine.statuses),
  statusLabel: z.string(),
  rejectReason: z.string(),
  payOnBehalfOrder: z.object({ id: z.number().int(), code: z.string() }),
  /** The platform's refund state. */
  platformStatus: taobaoRefundStatus,
  /** The platform's deadline for the next step (the countdown), null when none. */
  deadlineAt: isoDate.nullable(),
  /** Credited to the wallet at the original rate once the platform confirms. */
  refundFen: z.number().int(),
  creditedVnd: vnd.nullable(),
  createdAt: isoDate,
  customer: z.object({ id: z.number().int(), fullName: z.string(), phone: z.string() }).optional(),
});
export type TaobaoRefund = z.infer<typeof taobaoRefund>;

/** GET /TaobaoIntOrder/Refund and /Admin/TaobaoIntOrder/Refund: by our request's status. */
export const taobaoRefundListQuery = z.object({
  status: z.enum(refundRequestMachine.statuses, { error: 'Trạng thái không hợp lệ' }).optional(),
  page: pageNumber.default(1),
  pageSize: pageSize.default(20),
});
