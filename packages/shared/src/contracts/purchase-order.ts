import { z } from 'zod';
import { purchaseOrderMachine } from '../machines/purchase-order.ts';
import { cartSnapshot } from './cart-snapshot.ts';
import { id, idQuery, isoDate, pageNumber, pageSize, safeText, searchText, vnd } from './common.ts';
import { site } from './product.ts';

export const orderOptions = z.object({
  counting: z.boolean().default(false),
  woodenCrate: z.boolean().default(false),
  insurance: z.boolean().default(false),
  /**
   * How the China–Vietnam shipping is charged, as the customer chose (DESIGN.md §4): by chargeable
   * weight (the default) or by volume (per m³, for light bulky goods). Read when a parcel is weighed.
   */
  shippingBasis: z.enum(['weight', 'volume'], { error: 'Cách tính phí vận chuyển không hợp lệ' }).optional(),
});
export type OrderOptions = z.infer<typeof orderOptions>;

/** POST /OrderOrdering: one order per shop among the chosen cart items. */
export const createPurchaseOrderInput = z.object({
  cartItemIds: z
    .array(id, { error: 'Vui lòng chọn sản phẩm trong giỏ' })
    .min(1, 'Vui lòng chọn ít nhất một sản phẩm')
    .max(200, 'Tối đa 200 sản phẩm một lần'),
  addressId: z
    .number({ error: 'Vui lòng chọn địa chỉ nhận hàng' })
    .int()
    .positive('Vui lòng chọn địa chỉ nhận hàng')
    .max(id.maxValue ?? 0, 'Vui lòng chọn địa chỉ nhận hàng'),
  vnWarehouseId: z
    .number({ error: 'Vui lòng chọn kho nhận hàng' })
    .int()
    .positive('Vui lòng chọn kho nhận hàng')
    .max(id.maxValue ?? 0, 'Vui lòng chọn kho nhận hàng'),
  options: orderOptions.default({ counting: false, woodenCrate: false, insurance: false }),
});
export type CreatePurchaseOrderInput = z.input<typeof createPurchaseOrderInput>;

export const purchaseOrderStatus = z.enum(purchaseOrderMachine.statuses, { error: 'Trạng thái không hợp lệ' });

/** Fee line kinds; `amountVnd` null means "tính khi hàng về kho" (not known until weighed). */
export const feeKinds = [
  'goods',
  'service',
  'counting',
  'insurance',
  'domestic_shipping',
  'international_shipping',
  'wooden_crate',
  /** Consignment `fast` shipping's surcharge per kg (DESIGN.md §4). */
  'fast_shipping',
] as const;
export const feeLine = z.object({
  kind: z.enum(feeKinds),
  label: z.string(),
  amountVnd: vnd.nullable(),
  note: z.string().nullable(),
});
export type FeeLine = z.infer<typeof feeLine>;

export const purchaseOrderLine = z.object({
  id: z.number().int(),
  site,
  productId: z.string().nullable(),
  url: z.string(),
  title: z.string(),
  skuProperties: z.record(z.string(), z.string()),
  imageUrl: z.string().nullable(),
  unitPriceFen: z.number().int(),
  quantity: z.number().int(),
  /** Unit price × the quantity bought once bought (else ordered), in fen and at the order's rate. */
  amountFen: z.number().int(),
  amountVnd: vnd,
  note: z.string(),
  /** The customer asked for a quote, or the link named no product. */
  needsQuote: z.boolean(),
  /** What the purchaser bought (0: out of stock) and its real unit price; null until bought. */
  boughtQuantity: z.number().int().nullable(),
  boughtUnitPriceFen: z.number().int().nullable(),
  /** The shop order (mã đơn shop) it was bought in. */
  shopOrderNumber: z.string().nullable(),
  /** The shop's SKU id and property ids, and what the cart line was added with (null before snapshots). */
  skuId: z.string().nullable(),
  propertyIds: z.string().nullable(),
  snapshot: cartSnapshot.nullable(),
});

/** A shop order the purchaser placed on the Chinese site for this order. */
export const shopOrder = z.object({
  id: z.number().int(),
  shopOrderNumber: z.string(),
  domesticShippingFen: z.number().int(),
  createdAt: isoDate,
});

/** Money that went back to the wallet for this order (ledger entries of type order_refund). */
export const orderRefund = z.object({
  code: z.string(),
  description: z.string(),
  amountVnd: vnd,
  createdAt: isoDate,
});

const priceChangeTotals = z.object({
  goodsFen: z.number().int(),
  goodsVnd: vnd,
  feesVnd: vnd,
  totalVnd: vnd,
  depositDueVnd: vnd,
});

/**
 * A purchase above the prices the customer agreed, waiting for their answer: the lines with old and
 * new unit prices (bought quantities), the order's totals now and as they would be if accepted.
 */
export const priceChange = z.object({
  lines: z.array(
    z.object({
      lineId: z.number().int(),
      title: z.string(),
      quantity: z.number().int(),
      oldUnitPriceFen: z.number().int(),
      newUnitPriceFen: z.number().int(),
    }),
  ),
  before: priceChangeTotals,
  after: priceChangeTotals.extend({ fees: z.array(feeLine) }),
});
export type PriceChange = z.infer<typeof priceChange>;

export const statusEvent = z.object({
  id: z.number().int(),
  fromStatus: purchaseOrderStatus.nullable(),
  toStatus: purchaseOrderStatus,
  note: z.string(),
  actorName: z.string(),
  createdAt: isoDate,
});
export type StatusEvent = z.infer<typeof statusEvent>;

export const orderTotals = z.object({
  goodsFen: z.number().int(),
  goodsVnd: vnd,
  feesVnd: vnd,
  totalVnd: vnd,
  depositDueVnd: vnd,
  paidVnd: vnd,
  /** What is left to pay: 0 once the order is cancelled. */
  remainingVnd: vnd,
  /** What cancelling the order returned to the wallet (the paid deposit); 0 otherwise. */
  refundedVnd: vnd,
});

export const purchaseOrder = z.object({
  id: z.number().int(),
  code: z.string(),
  status: purchaseOrderStatus,
  site,
  shopName: z.string(),
  exchangeRate: z.number().int(),
  options: orderOptions,
  receiver: z.object({ name: z.string(), phone: z.string(), address: z.string() }),
  cnWarehouse: z.object({ id: z.number().int(), name: z.string() }),
  vnWarehouse: z.object({ id: z.number().int(), name: z.string() }),
  lines: z.array(purchaseOrderLine),
  fees: z.array(feeLine),
  totals: orderTotals,
  events: z.array(statusEvent),
  /** Placed with a line to be quoted: staff price it first, then a 100 % deposit. */
  needsQuote: z.boolean(),
  shopOrders: z.array(shopOrder),
  /** Short-line and other refunds to the wallet, oldest first (a cancellation's too). */
  refunds: z.array(orderRefund),
  /** Set while the order waits for the customer to accept or decline higher prices. */
  priceChange: priceChange.nullable(),
  canCancel: z.boolean(),
  canDeposit: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type PurchaseOrder = z.infer<typeof purchaseOrder>;

export const purchaseOrderSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  status: purchaseOrderStatus,
  site,
  shopName: z.string(),
  /** Units over every line (one product × 2 counts 2). */
  itemCount: z.number().int(),
  /** Products: the order's lines. */
  lineCount: z.number().int(),
  /** The first line's picture and name. */
  imageUrl: z.string().nullable(),
  firstLineTitle: z.string().nullable(),
  totalVnd: vnd,
  depositDueVnd: vnd,
  paidVnd: vnd,
  /** What cancelling the order returned to the wallet; 0 otherwise. */
  refundedVnd: vnd,
  createdAt: isoDate,
  customer: z.object({ id: z.number().int(), fullName: z.string(), phone: z.string() }).optional(),
  /** Staff lists only: who made the latest status change (the order's current status), and when. */
  lastChange: z.object({ actorName: z.string(), createdAt: isoDate }).nullable().optional(),
});
export type PurchaseOrderSummary = z.infer<typeof purchaseOrderSummary>;

export const purchaseOrderListQuery = z.object({
  status: purchaseOrderStatus.optional(),
  page: pageNumber.default(1),
  pageSize: pageSize.default(20),
});

/** What the staff order list and its CSV export filter by: status, the search box, one customer. */
export const adminPurchaseOrderFilter = z.object({
  status: purchaseOrderStatus.optional(),
  q: searchText.optional(),
  customerId: idQuery.optional(),
});
export const adminPurchaseOrderListQuery = adminPurchaseOrderFilter.extend({
  page: pageNumber.default(1),
  pageSize: pageSize.default(20),
});

export const cancelPurchaseOrderInput = z.object({ reason: safeText(500).trim().default('') });

/** POST /Admin/OrderOrdering/{id}/Status. */
export const changePurchaseOrderStatusInput = z.object({
  status: purchaseOrderStatus,
  note: safeText(1000, 'Ghi chú tối đa 1000 ký tự').trim().default(''),
});

/** GET /Admin/OrderOrdering/{id}: the order with its customer and the statuses this staff member may set next. */
export const adminPurchaseOrder = purchaseOrder.extend({
  customer: z.object({ id: z.number().int(), fullName: z.string(), phone: z.string(), email: z.string() }),
  allowedNextStatuses: z.array(purchaseOrderStatus),
  /** The purchaser in charge, if any. */
  assignee: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  /** This staff member may record a purchase now (buy permission, order deposited or purchasing). */
  canPurchase: z.boolean(),
  /** This staff member may quote it now (quote permission, order awaiting a quote). */
  canQuote: z.boolean(),
  /** This staff member may name its purchaser now (buy permission, order in the buying queue). */
  canAssign: z.boolean(),
});
export type AdminPurchaseOrder = z.infer<typeof adminPurchaseOrder>;
