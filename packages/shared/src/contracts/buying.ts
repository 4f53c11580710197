/**
 * Buying purchase orders (decision 0050): the purchaser's queue, assigning an order,
 * recording what was bought on the Chinese site, quoting, and the customer's answer to a price
 * change. Amounts are integer fen (CNY × 100).
 */
import { z } from 'zod';
import { purchaseOrderMachine } from '../machines/purchase-order.ts';
import {
  id,
  isoDate,
  MAX_LINE_FEN,
  MAX_QUANTITY,
  MAX_UNIT_PRICE_FEN,
  pageNumber,
  pageSize,
  safeText,
  vnd,
} from './common.ts';
import { site } from './product.ts';

/** The answers of the buying endpoints are whole orders. */
export { adminPurchaseOrder, purchaseOrder } from './purchase-order.ts';

/** Largest China domestic shipping of one shop order: ¥10,000. */
export const MAX_DOMESTIC_SHIPPING_FEN = 1_000_000;

export const buyingMessages = {
  shopOrderNumber: 'Vui lòng nhập mã đơn shop',
  shopOrderNumberFormat: 'Mã đơn shop chỉ gồm chữ, số và dấu gạch ngang',
  domesticShipping: 'Phí vận chuyển nội địa từ ¥0 đến ¥10.000',
  boughtQuantity: 'Số lượng mua từ 0 đến 100.000',
  unitPrice: 'Đơn giá từ ¥0,01 đến ¥1.000.000',
  unitPriceRequired: 'Vui lòng nhập đơn giá thực mua',
  lineTooLarge: 'Thành tiền một sản phẩm tối đa ¥1.000.000 (đơn giá × số lượng)',
  linesRequired: 'Vui lòng ghi nhận ít nhất một sản phẩm',
  linesDuplicate: 'Mỗi sản phẩm chỉ ghi nhận một lần',
  accept: 'Vui lòng chọn đồng ý hoặc không đồng ý giá mới',
} as const;

/** `MH2611-000123`-style shop order numbers of Taobao, 1688, Pinduoduo: letters, digits, dashes. */
export const shopOrderNumber = safeText(64, 'Mã đơn shop tối đa 64 ký tự', buyingMessages.shopOrderNumber)
  .trim()
  .min(1, buyingMessages.shopOrderNumber)
  .regex(/^[A-Za-z0-9-]+$/, buyingMessages.shopOrderNumberFormat);

const fen = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const uniqueLines = (lines: { lineId: number }[]) => new Set(lines.map((l) => l.lineId)).size === lines.length;

/**
 * POST /Admin/OrderOrdering/{id}/Purchase: one shop order placed on the site and what it bought of
 * each line (0 = out of stock) at what unit price.
 */
export const purchaseInput = z.object({
  shopOrderNumber,
  domesticShippingFen: fen(buyingMessages.domesticShipping, 0, MAX_DOMESTIC_SHIPPING_FEN),
  lines: z
    .array(
      z
        .object({
          lineId: id,
          boughtQuantity: fen(buyingMessages.boughtQuantity, 0, MAX_QUANTITY),
          unitPriceFen: fen(buyingMessages.unitPrice, 0, MAX_UNIT_PRICE_FEN),
        })
        .refine((l) => l.boughtQuantity === 0 || l.unitPriceFen > 0, {
          message: buyingMessages.unitPriceRequired,
          path: ['unitPriceFen'],
        })
        .refine((l) => l.boughtQuantity * l.unitPriceFen <= MAX_LINE_FEN, {
          message: buyingMessages.lineTooLarge,
          path: ['boughtQuantity'],
        }),
      { error: buyingMessages.linesRequired },
    )
    .min(1, buyingMessages.linesRequired)
    .max(200, 'Tối đa 200 sản phẩm một lần')
    .refine(uniqueLines, buyingMessages.linesDuplicate),
});
export type PurchaseInput = z.input<typeof purchaseInput>;

/** POST /Admin/OrderOrdering/{id}/Quote: a unit price for every line of the order. */
export const quoteInput = z.object({
  lines: z
    .array(z.object({ lineId: id, unitPriceFen: fen(buyingMessages.unitPrice, 1, MAX_UNIT_PRICE_FEN) }), {
      error: buyingMessages.linesRequired,
    })
    .min(1, buyingMessages.linesRequired)
    .max(200, 'Tối đa 200 sản phẩm một lần')
    .refine(uniqueLines, buyingMessages.linesDuplicate),
  note: safeText(1000, 'Ghi chú tối đa 1000 ký tự').trim().default(''),
});
export type QuoteInput = z.input<typeof quoteInput>;

/** POST /OrderOrdering/{id}/ConfirmPriceChange. */
export const confirmPriceChangeInput = z.object({ accept: z.boolean({ error: buyingMessages.accept }) });

/** POST /Admin/OrderOrdering/{id}/Assign: a purchaser, or null to release the order. */
export const assignInput = z.object({ assigneeId: id.nullable() });

/** Tabs of the "Mua hàng" page: orders to buy (deposited, purchasing), to quote, waiting for the customer. */
export const queueTabs = ['buying', 'quote', 'confirmation'] as const;
export type QueueTab = (typeof queueTabs)[number];
export const queueStatuses = {
  buying: ['deposited', 'purchasing'],
  quote: ['awaiting_quote'],
  confirmation: ['awaiting_customer_confirmation'],
} as const satisfies Record<QueueTab, readonly (typeof purchaseOrderMachine.statuses)[number][]>;

/** Waiting longer than this is highlighted (decision 0051). */
export const QUEUE_OVERDUE_HOURS = 24;

/** GET /Admin/OrderOrdering/PurchaseQueue. */
export const purchaseQueueQuery = z.object({
  tab: z.enum(queueTabs, { error: 'Danh sách không hợp lệ' }).default('buying'),
  site: site.optional(),
  /** Part of the shop's name. */
  shop: safeText(200).trim().optional(),
  /** Waiting at least this many hours (0–720). */
  minAgeHours: z.coerce.number().int().min(0).max(720, 'Tối đa 720 giờ').optional(),
  /** `me`: mine; `none`: nobody's; `any` (default) or a purchaser's id in `assigneeId`. */
  assignee: z.enum(['any', 'me', 'none'], { error: 'Người mua không hợp lệ' }).default('any'),
  assigneeId: z.coerce.number().int().min(1, 'Mã không hợp lệ').max(2_147_483_647, 'Mã không hợp lệ').optional(),
  /** Order code, customer phone or shop order number (whole or its beginning). */
  q: safeText(100, 'Nội dung tìm tối đa 100 ký tự').trim().optional(),
  page: pageNumber.default(1),
  pageSize: pageSize.default(20),
});
export type PurchaseQueueQuery = z.input<typeof purchaseQueueQuery>;

export const purchaseQueueRow = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(purchaseOrderMachine.statuses),
  site,
  shopName: z.string(),
  customer: z.object({ id: z.number().int(), fullName: z.string(), phone: z.string() }),
  lineCount: z.number().int(),
  itemCount: z.number().int(),
  /** Lines already recorded as bought (0 when none). */
  boughtLineCount: z.number().int(),
  totalVnd: vnd,
  paidVnd: vnd,
  /** Since when it waits: the deposit (buying), placing (quote), the last status change (confirmation). */
  waitingSince: isoDate,
  /** Waiting more than QUEUE_OVERDUE_HOURS. */
  overdue: z.boolean(),
  assignee: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  shopOrderNumbers: z.array(z.string()),
});
export type PurchaseQueueRow = z.infer<typeof purchaseQueueRow>;

export const purchaseQueue = z.object({
  items: z.array(purchaseQueueRow),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Orders in each tab, unfiltered (tab badges). */
  counts: z.object({ buying: z.number().int(), quote: z.number().int(), confirmation: z.number().int() }),
});
export type PurchaseQueue = z.infer<typeof purchaseQueue>;

/** GET /Admin/OrderOrdering/Purchasers: staff who may buy (assignees). */
export const purchaser = z.object({ id: z.number().int(), fullName: z.string() });
export type Purchaser = z.infer<typeof purchaser>;
