/**
 * Delivery requests (yêu cầu giao, DESIGN.md §3.6, decision 0065): the customer picks parcels waiting at
 * a VN warehouse, an address and a method; creating the request pays what is still owed on every
 * order those parcels belong to. Staff export them (phiếu xuất), ship and deliver them.
 */
import { z } from 'zod';
import { deliveryMachine } from '../machines/delivery.ts';
import { address } from './address.ts';
import { id, isoDate, MAX_ID, pageNumber, pageSize, safeText, vnd } from './common.ts';
import { scanCode } from './parcel.ts';

export const deliveryStatus = z.enum(deliveryMachine.statuses, { error: 'Trạng thái không hợp lệ' });

/** How the parcels reach the customer. */
export const deliveryMethods = ['pickup', 'company_courier', 'carrier', 'coach'] as const;
export const deliveryMethod = z.enum(deliveryMethods, { error: 'Vui lòng chọn hình thức giao hàng' });
export type DeliveryMethod = z.infer<typeof deliveryMethod>;

/** Vietnamese names of the methods. */
export const deliveryMethodLabels: Record<DeliveryMethod, string> = {
  pickup: 'Nhận tại kho',
  company_courier: 'Nhân viên công ty giao',
  carrier: 'Đơn vị vận chuyển',
  coach: 'Gửi nhà xe',
};

/** Most parcels one request carries. */
export const MAX_DELIVERY_PARCELS = 200;
/** A request waiting longer than this (hours) in `requested` or `processing` is overdue for staff. */
export const DELIVERY_OVERDUE_HOURS = 24;

/** The orders a parcel may belong to. */
export const payableOrderType = z.enum(['purchase_order', 'consignment_order', 'taobao_global_order']);
export type PayableOrderType = z.infer<typeof payableOrderType>;

const parcelIds = z
  .array(id, { error: 'Vui lòng chọn kiện hàng' })
  .min(1, 'Vui lòng chọn ít nhất một kiện hàng')
  .max(MAX_DELIVERY_PARCELS, `Tối đa ${MAX_DELIVERY_PARCELS} kiện một yêu cầu`);

const note = safeText(500, 'Ghi chú tối đa 500 ký tự').trim().default('');

/** POST /Delivery (with Idempotency-Key). */
export const createDeliveryInput = z.object({
  parcelIds,
  addressId: id,
  method: deliveryMethod,
  note,
});
export type CreateDeliveryInput = z.input<typeof createDeliveryInput>;

/** POST /Admin/Delivery: a request made by staff for a customer who called in. */
export const adminCreateDeliveryInput = createDeliveryInput.extend({
  customerId: id,
  /** What the carrier collects from the receiver on delivery (thu hộ), đồng; 0 for none. */
  codVnd: z
    .number({ error: 'Số tiền thu hộ không hợp lệ' })
    .int('Số tiền thu hộ không hợp lệ')
    .min(0, 'Số tiền thu hộ không hợp lệ')
    .max(1_000_000_000, 'Số tiền thu hộ tối đa 1.000.000.000 ₫')
    .default(0),
});
export type AdminCreateDeliveryInput = z.input<typeof adminCreateDeliveryInput>;

/**
 * GET /Admin/Delivery/Available?customer=: the customer who called in, by customer code (`KH00042`),
 * phone number or account id.
 */
export const availableQuery = z.object({
  customer: safeText(30, 'Mã khách hàng hoặc số điện thoại không hợp lệ')
    .trim()
    .min(1, 'Vui lòng nhập mã khách hàng hoặc số điện thoại'),
});

/**
 * A coach's (nhà xe's) phone as staff type it: a mobile or a landline or hotline (`1900 6067`), spaces,
 * dots and dashes dropped; 8–15 digits, a leading `+` allowed.
 */
export const coachPhone = z
  .string()
  .max(30, 'Số điện thoại nhà xe không hợp lệ')
  .trim()
  .transform((s) => s.replace(/[\s.()-]/g, ''))
  .pipe(z.string().regex(/^(\+?\d{8,15})?$/, 'Số điện thoại nhà xe không hợp lệ'));

/**
 * What handing parcels over needs, by method (decision 0091): `carrier` needs the carrier
 * and its tracking code, `coach` the coach's name (in `carrier`) and phone (`carrierPhone`);
 * `pickup` and `company_courier` need neither. The API answers 400 `delivery-carrier-required` /
 * `delivery-coach-required` when one is missing.
 */
export const shippingNeeds: Record<DeliveryMethod, readonly ('carrier' | 'trackingCode' | 'carrierPhone')[]> = {
  pickup: [],
  company_courier: [],
  carrier: ['carrier', 'trackingCode'],
  coach: ['carrier', 'carrierPhone'],
};

/** POST /Admin/Delivery/{id}/Status. */
export const deliveryStatusInput = z.object({
  status: z.enum(['processing', 'shipped', 'delivered', 'cancelled'], { error: 'Trạng thái không hợp lệ' }),
  /** The carrier (`carrier`) or the coach's name (`coach`). */
  carrier: safeText(100, 'Đơn vị vận chuyển tối đa 100 ký tự').trim().optional(),
  trackingCode: safeText(60, 'Mã vận đơn tối đa 60 ký tự').trim().optional(),
  /** The coach's phone (`coach`). */
  carrierPhone: coachPhone.optional(),
  note: safeText(500, 'Ghi chú tối đa 500 ký tự').trim().default(''),
});
export type DeliveryStatusInput = z.input<typeof deliveryStatusInput>;

/** POST /Admin/Delivery/{id}/ScanOut: a parcel code or tracking code scanned at export. */
export const scanOutInput = z.object({ code: scanCode });

/** POST /Delivery/{id}/Cancel. */
export const cancelDeliveryInput = z.object({ reason: safeText(500, 'Lý do tối đa 500 ký tự').trim().default('') });

export const deliveryListQuery = z.object({
  status: deliveryStatus.optional(),
  page: pageNumber.default(1),
  pageSize: pageSize.default(20),
});

/** GET /Admin/Delivery: without `status`, the open queue (requested and processing), oldest first. */
export const adminDeliveryListQuery = deliveryListQuery.extend({
  warehouseId: z.coerce
    .number()
    .int('Mã không hợp lệ')
    .min(1, 'Mã không hợp lệ')
    .max(MAX_ID, 'Mã không hợp lệ')
    .optional(),
});

const named = z.object({ id: z.number().int(), name: z.string() });

/** A parcel as a delivery shows it. */
export const deliveryParcel = z.object({
  id: z.number().int(),
  code: z.string(),
  trackingCode: z.string(),
  weightGrams: z.number().int().nullable(),
  chargeableKg10: z.number().int().nullable(),
  status: z.string(),
  order: z.object({ type: payableOrderType, id: z.number().int(), code: z.string() }).nullable(),
  /** When it was scanned out against the export slip; null before. */
  scannedOutAt: isoDate.nullable(),
});
export type DeliveryParcel = z.infer<typeof deliveryParcel>;

/** GET /Delivery/Available: one order with its parcels waiting at a VN warehouse. */
export const availableOrder = z.object({
  type: payableOrderType,
  id: z.number().int(),
  code: z.string(),
  status: z.string(),
  totalVnd: vnd,
  paidVnd: vnd,
  /** What the request will pay on it: total − paid, never below 0. */
  remainingVnd: vnd,
  parcels: z.array(deliveryParcel),
});
export type AvailableOrder = z.infer<typeof availableOrder>;

export const availableWarehouse = named.extend({
  address: z.string(),
  orders: z.array(availableOrder),
  weightGrams: z.number().int(),
  /** Σ chargeable weight of its parcels, tenths of a kg (decision 0093: shown beside the actual weight). */
  chargeableKg10: z.number().int(),
  remainingVnd: vnd,
});

export const deliveryAvailable = z.object({
  warehouses: z.array(availableWarehouse),
  /** What a request over every listed parcel would pay. */
  remainingVnd: vnd,
  balanceVnd: vnd,
  /** Parcels waiting at a VN warehouse that are already in an open request. */
  inRequestCount: z.number().int(),
  /** Parcels waiting at a VN warehouse not yet weighed: not listed, not deliverable until weighed. */
  unweighedCount: z.number().int(),
});
export type DeliveryAvailable = z.infer<typeof deliveryAvailable>;

export const deliveryPayment = z.object({
  type: payableOrderType,
  orderId: z.number().int(),
  orderCode: z.string(),
  amountVnd: vnd,
  /**
   * How the request holds it (decision 0084): paid when the request was made, paid at shipping (what
   * the order still owed then), or handed over by a cancelled request of the same order (`movedFrom`).
   */
  kind: z.enum(['request', 'shipping', 'moved']),
  /** True once cancelling the request returned (some of) it to the wallet. */
  refunded: z.boolean(),
  /** What of it cancelling the request returned to the wallet. */
  refundedVnd: vnd,
  /** Code of the live request it was handed to when this one was cancelled (kept on the order). */
  movedTo: z.string().nullable(),
  /** Code of the cancelled request that handed it over. */
  movedFrom: z.string().nullable(),
});

export const deliveryEvent = z.object({
  id: z.number().int(),
  fromStatus: deliveryStatus.nullable(),
  toStatus: deliveryStatus,
  note: z.string(),
  actorName: z.string(),
  createdAt: isoDate,
});

export const deliverySummary = z.object({
  id: z.number().int(),
  code: z.string(),
  status: deliveryStatus,
  method: deliveryMethod,
  warehouse: named,
  parcelCount: z.number().int(),
  weightGrams: z.number().int(),
  /** Σ chargeable weight of its parcels, tenths of a kg. */
  chargeableKg10: z.number().int(),
  paidVnd: vnd,
  codVnd: vnd,
  receiver: z.object({ name: z.string(), phone: z.string(), address: z.string() }),
  carrier: z.string().nullable(),
  trackingCode: z.string().nullable(),
  /** The coach's phone when sent by coach. */
  carrierPhone: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type DeliverySummary = z.infer<typeof deliverySummary>;

export const delivery = deliverySummary.extend({
  addressId: z.number().int().nullable(),
  note: z.string(),
  exportSlipCode: z.string().nullable(),
  parcels: z.array(deliveryParcel),
  payments: z.array(deliveryPayment),
  events: z.array(deliveryEvent),
  canCancel: z.boolean(),
  /**
   * What cancelling now would return to the wallet; less than what the request paid when another live
   * request of the same order relies on the payment (it stays on the order, decision 0084). 0 when
   * it cannot be cancelled.
   */
  refundOnCancelVnd: vnd,
});
export type Delivery = z.infer<typeof delivery>;

/** Staff views name the customer and flag requests waiting too long. */
const staffPart = {
  customer: z.object({ id: z.number().int(), code: z.string(), fullName: z.string(), phone: z.string() }),
  /** Waiting in `requested` or `processing` for more than DELIVERY_OVERDUE_HOURS. */
  overdue: z.boolean(),
};
export const adminDeliverySummary = deliverySummary.extend(staffPart);

/** GET /Admin/Delivery/Available: the customer found, their addresses, and what waits for them. */
export const adminDeliveryAvailable = deliveryAvailable.extend({
  customer: staffPart.customer,
  addresses: z.array(address),
});
export type AdminDeliveryAvailable = z.infer<typeof adminDeliveryAvailable>;
export type AdminDeliverySummary = z.infer<typeof adminDeliverySummary>;
export const adminDelivery = delivery.extend(staffPart);
export type AdminDelivery = z.infer<typeof adminDelivery>;

export const adminDeliveryList = z.object({
  items: z.array(adminDeliverySummary),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** The open queue per VN warehouse: requests waiting, and how many of them are overdue. */
  warehouses: z.array(named.extend({ openCount: z.number().int(), overdueCount: z.number().int() })),
});
export type AdminDeliveryList = z.infer<typeof adminDeliveryList>;

/** GET /Admin/Delivery/{id}/ExportSlip: the printable phiếu xuất (A5). */
export const exportSlip = z.object({
  code: z.string(),
  deliveryId: z.number().int(),
  deliveryCode: z.string(),
  status: deliveryStatus,
  warehouse: named.extend({ address: z.string() }),
  customer: staffPart.customer,
  receiver: z.object({ name: z.string(), phone: z.string(), address: z.string() }),
  method: deliveryMethod,
  note: z.string(),
  carrier: z.string().nullable(),
  trackingCode: z.string().nullable(),
  carrierPhone: z.string().nullable(),
  parcels: z.array(deliveryParcel),
  weightGrams: z.number().int(),
  chargeableKg10: z.number().int(),
  codVnd: vnd,
  scannedOutCount: z.number().int(),
  createdAt: isoDate,
});
export type ExportSlip = z.infer<typeof exportSlip>;

/** POST /Admin/Delivery/{id}/ScanOut: the parcel scanned and the slip as it is now. */
export const scanOutResult = z.object({
  parcel: deliveryParcel,
  /** False when the parcel had already been scanned out. */
  first: z.boolean(),
  slip: exportSlip,
});

/** POST /OrderOrdering/{id}/ConfirmReceived and /OrderShipping/{id}/ConfirmReceived. */
export const confirmReceivedResult = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.string(),
});
