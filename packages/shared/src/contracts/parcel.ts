/**
 * Parcels (kiện hàng, DESIGN.md §3.5), what a warehouse scan answers (§3.5b), and weighing. Customers
 * read their parcels at /Package; staff work them at /Admin/Parcel and /Admin/Warehouse/{id}/Scan.
 */
import { z } from 'zod';
import { isOwnCode } from '../customer-code.ts';
import { parcelMachine } from '../machines/parcel.ts';
import { id, idParam, isoDate, MAX_ID, pageNumber, pageSize, safeText, vnd } from './common.ts';
import { feeLine } from './purchase-order.ts';

export const parcelStatus = z.enum(parcelMachine.statuses, { error: 'Trạng thái không hợp lệ' });

/** Longest code a scanner or a person sends (Chinese courier numbers are 10–20 characters). */
export const MAX_CODE_LENGTH = 40;

/**
 * A courier tracking code, a parcel code (`PK00001234`) or a bag code (`BA000012`), as a scanner or a
 * person types it: spaces dropped, upper case, then 5–40 letters, digits or dashes.
 */
export const scanCode = z
  .string({ error: 'Vui lòng nhập hoặc quét mã' })
  .max(100, 'Mã quá dài')
  .transform((s) => s.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(5, 'Mã quá ngắn (tối thiểu 5 ký tự)')
      .max(MAX_CODE_LENGTH, `Mã tối đa ${MAX_CODE_LENGTH} ký tự`)
      .regex(/^[A-Z0-9-]+$/, 'Mã chỉ gồm chữ cái, chữ số và dấu gạch ngang'),
  );

/**
 * A courier tracking code as people type it (as `scanCode`), never one of our own parcel or bag codes
 * (`PK00001234`, `BA000012`): those name our objects, and a look-up by code finds ours first
 * (decision 0083).
 */
export const courierCode = scanCode.refine((c) => !isOwnCode(c), {
  message: 'Đây là mã kiện hoặc mã bao của công ty, không phải mã vận đơn của shop',
});

/** POST /Admin/OrderOrdering/{id}/TrackingCodes: the seller's courier codes, one per parcel. */
export const trackingCodesInput = z.object({
  trackingCodes: z
    .array(courierCode, { error: 'Vui lòng nhập mã vận đơn' })
    .min(1, 'Vui lòng nhập ít nhất một mã vận đơn')
    .max(50, 'Tối đa 50 mã vận đơn một lần'),
});

/** DELETE /Admin/OrderOrdering/{id}/TrackingCodes/{parcelId}: the order, and the expected parcel to remove. */
export const trackingCodeParams = idParam.extend({
  parcelId: z.coerce
    .number({ error: 'Mã không hợp lệ' })
    .int('Mã không hợp lệ')
    .positive('Mã không hợp lệ')
    .max(MAX_ID, 'Mã không hợp lệ'),
});

/** POST /Admin/Warehouse/{id}/Scan. */
export const scanInput = z.object({ code: scanCode });

const grams = z
  .number({ error: 'Vui lòng nhập cân nặng' })
  .int('Cân nặng tính bằng gam, số nguyên')
  .min(1, 'Cân nặng phải lớn hơn 0')
  .max(1_000_000, 'Cân nặng tối đa 1.000 kg');
const cm = (name: string) =>
  z
    .number({ error: `Vui lòng nhập ${name}` })
    .int(`${name[0]!.toUpperCase()}${name.slice(1)} tính bằng cm, số nguyên`)
    .min(1, `${name[0]!.toUpperCase()}${name.slice(1)} phải lớn hơn 0`)
    .max(500, `${name[0]!.toUpperCase()}${name.slice(1)} tối đa 500 cm`);

/** PUT /Admin/Parcel/{id}/Measure: what the scale and the tape said. */
export const measureInput = z.object({
  weightGrams: grams,
  lengthCm: cm('chiều dài'),
  widthCm: cm('chiều rộng'),
  heightCm: cm('chiều cao'),
});
export type MeasureInput = z.infer<typeof measureInput>;

const named = z.object({ id: z.number().int(), name: z.string() });

export const parcelEvent = z.object({
  id: z.number().int(),
  fromStatus: parcelStatus.nullable(),
  toStatus: parcelStatus,
  /** Where it happened and anything staff wrote (`Kho Quảng Châu`). */
  note: z.string(),
  actorName: z.string(),
  createdAt: isoDate,
});

export const parcelPhoto = z.object({
  id: z.number().int(),
  /** A signed address that shows the photo without a bearer token, valid for a few hours. */
  url: z.string(),
  createdAt: isoDate,
  /**
   * The photo shows the courier label (its tracking code): customers never see it on an unclaimed
   * parcel. True by default until staff clear it (decision 0083).
   */
  showsLabel: z.boolean(),
});

/** A parcel as its customer sees it in a list. */
export const parcelSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  trackingCode: z.string(),
  status: parcelStatus,
  /** The order it belongs to: a purchase order (`MH…`) or a consignment order (`KG…`). */
  order: z
    .object({ id: z.number().int(), code: z.string(), kind: z.enum(['purchase', 'consignment', 'taobao_global']) })
    .nullable(),
  /** Where the parcel is now (null while expected or on the road). */
  warehouse: named.nullable(),
  /** The VN warehouse it goes to (null for an unclaimed parcel). */
  destination: named.nullable(),
  weightGrams: z.number().int().nullable(),
  lengthCm: z.number().int().nullable(),
  widthCm: z.number().int().nullable(),
  heightCm: z.number().int().nullable(),
  volumetricKg10: z.number().int().nullable(),
  chargeableKg10: z.number().int().nullable(),
  /** Its fee lines once weighed (shipping, wooden crate); [] before. */
  fees: z.array(feeLine),
  /** The sum of its fee lines; null before weighing. */
  feeVnd: vnd.nullable(),
  measuredAt: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type ParcelSummary = z.infer<typeof parcelSummary>;

export const parcel = parcelSummary.extend({
  photos: z.array(parcelPhoto),
  events: z.array(parcelEvent),
});
export type Parcel = z.infer<typeof parcel>;

/** GET /Package: the customer's parcels, newest first, by status or order. */
export const parcelListQuery = z.object({
  status: parcelStatus.optional(),
  orderId: z.coerce.number().int('Mã không hợp lệ').min(1, 'Mã không hợp lệ').max(MAX_ID, 'Mã không hợp lệ').optional(),
  page: pageNumber.default(1),
  pageSize: pageSize.default(20),
});

const staffExtras = {
  /** Null while unclaimed; `code` is printed on labels (`KH00042`). */
  customer: z.object({ id: z.number().int(), code: z.string(), fullName: z.string(), phone: z.string() }).nullable(),
  bag: z.object({ id: z.number().int(), code: z.string(), status: z.string() }).nullable(),
  /** Whether the parcel's order is deposited enough for the parcel to leave China. */
  mayLeaveChina: z.boolean(),
};

/** A parcel in a staff list or at the scan station: its customer (code printed on labels) and bag. */
export const adminParcelSummary = parcelSummary.extend(staffExtras);
export type AdminParcelSummary = z.infer<typeof adminParcelSummary>;

/** One parcel as staff see it, with photos and events. */
export const adminParcel = parcel.extend(staffExtras);
export type AdminParcel = z.infer<typeof adminParcel>;

/** What a scan did (DESIGN.md §3.5b); each has its own sound and colour at the station. */
export const scanOutcomes = [
  'received',
  'unclaimed_created',
  'already_received',
  'arrived',
  'bag_received',
  'wrong_warehouse',
  'not_ready',
] as const;
export const scanOutcome = z.enum(scanOutcomes);
export type ScanOutcome = z.infer<typeof scanOutcome>;

export const scanResult = z.object({
  id: z.number().int(),
  code: z.string(),
  outcome: scanOutcome,
  /** What to tell the person at the station, in Vietnamese. */
  message: z.string(),
  parcel: adminParcelSummary.nullable(),
  bag: z
    .object({ id: z.number().int(), code: z.string(), status: z.string(), parcelCount: z.number().int() })
    .nullable(),
  createdAt: isoDate,
});
export type ScanResult = z.infer<typeof scanResult>;

/** One line of a station's history. */
export const scanHistoryItem = z.object({
  id: z.number().int(),
  code: z.string(),
  outcome: scanOutcome,
  message: z.string(),
  parcelId: z.number().int().nullable(),
  createdAt: isoDate,
});

/** POST /Admin/Parcel/{id}/Assign: an unclaimed parcel goes to an order (or to a customer alone). */
export const assignParcelInput = z
  .object({ orderId: id.optional(), customerId: id.optional(), note: safeText(500).trim().default('') })
  .refine((v) => (v.orderId === undefined) !== (v.customerId === undefined), {
    message: 'Chọn một đơn hàng hoặc một khách hàng',
    path: ['orderId'],
  });

export const parcelFeeTotal = (fees: { amountVnd: number | null }[]) =>
  fees.length === 0 ? null : fees.reduce((sum, f) => sum + (f.amountVnd ?? 0), 0);

/** GET /Admin/Parcel/{id}/Label: an SVG document (image/svg+xml), 100 × 75 mm. */
export const labelSvg = z.string().describe('SVG, 100 × 75 mm');

/** A claim on an unclaimed parcel, as staff see it. */
export const parcelClaim = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'confirmed', 'rejected']),
  note: z.string(),
  customer: z.object({ id: z.number().int(), code: z.string(), fullName: z.string(), phone: z.string() }),
  createdAt: isoDate,
});

/** An unclaimed parcel in the staff list: what was received, its photos and who claims it. */
export const unclaimedParcel = adminParcelSummary.extend({
  photos: z.array(parcelPhoto),
  claims: z.array(parcelClaim),
});
export type UnclaimedParcel = z.infer<typeof unclaimedParcel>;

/** GET /Admin/Parcel/Unclaimed. */
export const unclaimedListQuery = z.object({
  warehouseId: z.coerce
    .number()
    .int('Mã không hợp lệ')
    .min(1, 'Mã không hợp lệ')
    .max(MAX_ID, 'Mã không hợp lệ')
    .optional(),
  page: pageNumber.default(1),
  pageSize: pageSize.default(20),
});

/** An unclaimed parcel as customers see it: the tracking code masked, so claiming needs proof. */
export const publicUnclaimedParcel = z.object({
  id: z.number().int(),
  maskedTrackingCode: z.string(),
  warehouse: named.nullable(),
  weightGrams: z.number().int().nullable(),
  photos: z.array(parcelPhoto),
  createdAt: isoDate,
  /** The caller's own claim on it, if any. */
  myClaim: z
    .object({ status: z.enum(['pending', 'confirmed', 'rejected']), note: z.string(), createdAt: isoDate })
    .nullable(),
});
export type PublicUnclaimedParcel = z.infer<typeof publicUnclaimedParcel>;

export const publicUnclaimedQuery = z.object({ page: pageNumber.default(1), pageSize: pageSize.default(20) });

/** POST /Package/{id}/Claim: the customer's proof (full tracking code, what is inside, the shop…). */
export const claimInput = z.object({
  note: safeText(1000, 'Mô tả tối đa 1000 ký tự', 'Vui lòng mô tả bằng chứng kiện hàng là của bạn')
    .trim()
    .min(10, 'Vui lòng mô tả rõ hơn (ít nhất 10 ký tự): mã vận đơn đầy đủ, hàng bên trong, tên shop…'),
});

/** POST /Admin/ParcelClaim/{id}/Confirm: the parcel goes to the claimant, optionally to one of their orders. */
export const confirmClaimInput = z.object({ orderId: id.optional() });
/** POST /Admin/ParcelPhoto/{id}/ShowsLabel: whether the photo shows the courier label. */
export const photoShowsLabelInput = z.object({
  showsLabel: z.boolean({ error: 'Vui lòng chọn ảnh có hay không có nhãn vận đơn' }),
});

/** POST /Admin/ParcelClaim/{id}/Reject. */
export const rejectClaimInput = z.object({ note: safeText(500).trim().default('') });

/** GET /ParcelPhoto/{id}?exp&sig: a signed photo address (photo-urls on the API). */
export const photoQuery = z.object({
  exp: z.coerce.number().int().min(0).max(99_999_999_999),
  sig: z
    .string()
    .max(100)
    .regex(/^[A-Za-z0-9_-]*$/),
});
export const photoBytes = z.string().describe('JPEG, PNG hoặc WebP');
