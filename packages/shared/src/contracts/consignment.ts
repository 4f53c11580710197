/**
 * Consignment orders (đơn ký gửi, DESIGN.md §3.4, decisions 0061 and 0063): the customer bought elsewhere and
 * sends parcels to the China warehouse under a `KG…` order; the public fee calculator; a customer's
 * look-up of what the warehouse measured on one of their tracking codes.
 */
import { z } from 'zod';
import { consignmentMachine } from '../machines/consignment.ts';
import { idQuery, isoDate, MAX_ID, pageNumber, pageSize, safeText, vnd } from './common.ts';
import { courierCode, measureInput, parcel, parcelSummary, scanCode } from './parcel.ts';
import { feeLine } from './purchase-order.ts';

export const consignmentStatus = z.enum(consignmentMachine.statuses, { error: 'Trạng thái không hợp lệ' });
export const shippingType = z.enum(['normal', 'fast'], { error: 'Vui lòng chọn hình thức vận chuyển' });
export type ShippingType = z.infer<typeof shippingType>;

/** Most declared parcels on one order, and per request. */
export const MAX_DECLARED_PARCELS = 50;
/** Largest declared value of one parcel: 10 tỷ đồng. */
export const MAX_DECLARED_VALUE_VND = 10_000_000_000;

const warehouseId = z
  .number({ error: 'Vui lòng chọn kho nhận hàng' })
  .int('Vui lòng chọn kho nhận hàng')
  .positive('Vui lòng chọn kho nhận hàng')
  .max(MAX_ID, 'Vui lòng chọn kho nhận hàng');

/** One parcel the customer declares: its courier code and what is inside. */
export const declaredParcelInput = z.object({
  trackingCode: z
    .string({ error: 'Vui lòng nhập mã vận đơn' })
    .max(100, 'Mã quá dài')
    .trim()
    .min(1, 'Vui lòng nhập mã vận đơn')
    .pipe(courierCode),
  description: safeText(200, 'Mô tả hàng tối đa 200 ký tự', 'Vui lòng nhập mô tả hàng')
    .trim()
    .min(1, 'Vui lòng nhập mô tả hàng'),
  quantity: z
    .number({ error: 'Vui lòng nhập số lượng' })
    .int('Số lượng phải là số nguyên')
    .min(1, 'Số lượng tối thiểu là 1')
    .max(100_000, 'Số lượng quá lớn'),
  declaredValueVnd: z
    .number({ error: 'Vui lòng nhập giá trị khai báo' })
    .int('Giá trị khai báo tính bằng đồng, số nguyên')
    .min(0, 'Giá trị khai báo không được âm')
    .max(MAX_DECLARED_VALUE_VND, 'Giá trị khai báo quá lớn'),
});
export type DeclaredParcelInput = z.input<typeof declaredParcelInput>;

const declaredParcels = z
  .array(declaredParcelInput, { error: 'Vui lòng khai báo kiện hàng' })
  .min(1, 'Vui lòng khai báo ít nhất một kiện hàng')
  .max(MAX_DECLARED_PARCELS, `Tối đa ${MAX_DECLARED_PARCELS} kiện một đơn`)
  .refine((ps) => new Set(ps.map((p) => p.trackingCode)).size === ps.length, {
    message: 'Mã vận đơn bị trùng trong danh sách',
  });

/** POST /OrderShipping (decision 0061). */
export const createConsignmentInput = z.object({
  vnWarehouseId: warehouseId,
  shippingType,
  addressId: z
    .number({ error: 'Vui lòng chọn địa chỉ nhận hàng' })
    .int('Vui lòng chọn địa chỉ nhận hàng')
    .positive('Vui lòng chọn địa chỉ nhận hàng')
    .max(MAX_ID, 'Vui lòng chọn địa chỉ nhận hàng'),
  options: z
    .object({ woodenCrate: z.boolean().default(false), insurance: z.boolean().default(false) })
    .default({ woodenCrate: false, insurance: false }),
  parcels: declaredParcels,
});
export type CreateConsignmentInput = z.input<typeof createConsignmentInput>;

/** POST /OrderShipping/{id}/TrackingCodes: more declared parcels, before the order left `created`. */
export const addDeclaredParcelsInput = z.object({ parcels: declaredParcels });

/** DELETE /OrderShipping/{id}/TrackingCodes/{parcelId}. */
export const declaredParcelParams = z.object({
  id: z.coerce.number().int('Mã không hợp lệ').positive('Mã không hợp lệ').max(MAX_ID, 'Mã không hợp lệ'),
  parcelId: z.coerce.number().int('Mã không hợp lệ').positive('Mã không hợp lệ').max(MAX_ID, 'Mã không hợp lệ'),
});

/** GET /OrderShipping: the customer's consignment orders, newest first. */
export const consignmentListQuery = z.object({
  status: consignmentStatus.optional(),
  page: pageNumber.default(1),
  pageSize: pageSize.default(20),
});

/** GET /Admin/OrderShipping: every customer's, or one customer's. */
export const adminConsignmentListQuery = consignmentListQuery.extend({ customerId: idQuery.optional() });

/**
 * Where the seller must send the parcels (decisions 0061, 0092): the China warehouse's address in
 * Chinese as sellers' forms ask for it, and the recipient (收货人) by which the warehouse knows whose
 * parcel it is: the customer's code and the order's code (`KH00042 KG2611-000001`), or the customer
 * code alone before the order exists. `copyText` is every field with its Chinese name, one a line.
 */
export const sendToAddress = z.object({
  warehouse: z.object({ id: z.number().int(), name: z.string() }),
  /** 收货人. */
  recipient: z.string(),
  /** The order's code in the recipient; null before the order is created. */
  orderCode: z.string().nullable(),
  /** 手机号: the warehouse's phone. */
  phone: z.string(),
  /** 所在地区: `广东省 广州市 白云区`. */
  region: z.string(),
  /** 详细地址. */
  street: z.string(),
  /** The warehouse's address in Vietnamese, for the customer (not the seller). */
  address: z.string(),
  copyText: z.string(),
});
export type SendToAddress = z.infer<typeof sendToAddress>;

/** GET /OrderShipping/SendTo: the address to give sellers before the order exists, for the route to this VN warehouse. */
export const sendToQuery = z.object({
  vnWarehouseId: z.coerce
    .number({ error: 'Vui lòng chọn kho nhận hàng' })
    .int('Vui lòng chọn kho nhận hàng')
    .positive('Vui lòng chọn kho nhận hàng')
    .max(MAX_ID, 'Vui lòng chọn kho nhận hàng'),
});

/** What the customer declared for a parcel. */
export const declaration = z.object({
  description: z.string(),
  quantity: z.number().int(),
  declaredValueVnd: vnd,
});

/** A parcel of a consignment order: its measures and fees, and its declaration. */
export const consignmentParcel = parcelSummary.extend({
  declaration: declaration.nullable(),
  /** Still `expected`: the customer may remove its code. */
  canRemove: z.boolean(),
});

export const consignmentEvent = z.object({
  id: z.number().int(),
  fromStatus: consignmentStatus.nullable(),
  toStatus: consignmentStatus,
  note: z.string(),
  actorName: z.string(),
  createdAt: isoDate,
});

export const consignmentTotals = z.object({
  /** Sum of the declared values: the base of insurance. */
  declaredValueVnd: vnd,
  /** Everything owed as known now: the sum of the fee lines of the weighed parcels. */
  totalVnd: vnd,
  paidVnd: vnd,
  remainingVnd: vnd,
  /**
   * Tạm tính: the amounts known now, with insurance known from the declared value before weighing
   * (decision 0093); equals `totalVnd` once every parcel is weighed.
   */
  knownVnd: vnd,
  /** Parcels not weighed yet (lost ones aside): while > 0, shipping is added after weighing. */
  awaitingWeighing: z.number().int(),
});

export const consignmentOrder = z.object({
  id: z.number().int(),
  code: z.string(),
  status: consignmentStatus,
  shippingType,
  options: z.object({ woodenCrate: z.boolean(), insurance: z.boolean() }),
  receiver: z.object({ name: z.string(), phone: z.string(), address: z.string() }),
  cnWarehouse: z.object({ id: z.number().int(), name: z.string() }),
  vnWarehouse: z.object({ id: z.number().int(), name: z.string() }),
  exchangeRate: z.number().int(),
  sendTo: sendToAddress,
  parcels: z.array(consignmentParcel),
  /** Order lines: each the sum of its parcels' lines of that kind; amount null until one is weighed. */
  fees: z.array(feeLine),
  totals: consignmentTotals,
  events: z.array(consignmentEvent),
  /** Before any parcel was received in China. */
  canCancel: z.boolean(),
  /** While `created`: codes may be added (and removed while expected). */
  canEditParcels: z.boolean(),
  customer: z.object({ id: z.number().int(), code: z.string(), fullName: z.string(), phone: z.string() }).optional(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type ConsignmentOrder = z.infer<typeof consignmentOrder>;

export const consignmentSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  status: consignmentStatus,
  shippingType,
  vnWarehouse: z.object({ id: z.number().int(), name: z.string() }),
  parcelCount: z.number().int(),
  /** Tracking codes of its first parcels (up to 3), for the list card. */
  trackingCodes: z.array(z.string()),
  totalVnd: vnd,
  paidVnd: vnd,
  remainingVnd: vnd,
  /** As `totals.knownVnd` of the order. */
  knownVnd: vnd,
  /** As `totals.awaitingWeighing` of the order. */
  awaitingWeighing: z.number().int(),
  createdAt: isoDate,
  customer: z.object({ id: z.number().int(), code: z.string(), fullName: z.string(), phone: z.string() }).optional(),
});
export type ConsignmentSummary = z.infer<typeof consignmentSummary>;

/** GET /OrderShipping/Warehouses: a VN warehouse parcels can be sent to. */
export const destinationWarehouse = z.object({ id: z.number().int(), name: z.string() });

/** POST /OrderShipping/CalcShippingFee (public, decision 0063). */
export const calcShippingFeeInput = measureInput.extend({
  vnWarehouseId: warehouseId,
  shippingType,
});
export type CalcShippingFeeInput = z.input<typeof calcShippingFeeInput>;

export const calcShippingFeeResult = z.object({
  vnWarehouse: z.object({ id: z.number().int(), name: z.string() }),
  shippingType,
  /** Actual weight rounded up to 0.1 kg. */
  actualKg10: z.number().int(),
  volumetricKg10: z.number().int(),
  chargeableKg10: z.number().int(),
  volumetricDivisor: z.number().int(),
  /** How the chargeable weight was found, in words. */
  weightRule: z.string(),
  fees: z.array(feeLine),
  totalVnd: vnd,
  /** What the estimate leaves out (crate, insurance), in words. */
  notes: z.array(z.string()),
});
export type CalcShippingFeeResult = z.infer<typeof calcShippingFeeResult>;

/** GET /OrderShipping/MeasureCode?code=. */
export const measureCodeQuery = z.object({ code: scanCode });

/** One of the customer's parcels as the warehouse measured it (photos, events) and the order it is on. */
export const measureCodeResult = parcel;
export type MeasureCodeResult = z.infer<typeof measureCodeResult>;
