/**
 * The tariff an admin publishes as a version (decision 0099): every number of DESIGN.md §4 in one
 * shape, reusing the calculators' interfaces (fees.ts PurchaseFeeTariff, shipping.ts ShippingTariff,
 * consignment-fees.ts ConsignmentTariff, pay-on-behalf-fees.ts PayOnBehalfTariff). Every number is a
 * bounded integer; tiers ascend and the last one is open-ended (null bound).
 */
import { z } from 'zod';
import type { ConsignmentTariff } from '../consignment-fees.ts';
import type { PurchaseFeeTariff } from '../fees.ts';
import type { PayOnBehalfTariff } from '../pay-on-behalf-fees.ts';
import type { ShippingTariff } from '../shipping.ts';
import { feeLine } from './purchase-order.ts';

/** Most rows of one tier table, and most routes priced in one version. */
export const MAX_TIERS = 20;
export const MAX_ROUTE_TARIFFS = 50;

function int(label: string, min: number, max: number) {
  const range = `phải là số nguyên từ ${min.toLocaleString('vi-VN')} đến ${max.toLocaleString('vi-VN')}`;
  return z
    .number({ error: `Vui lòng nhập ${label.toLowerCase()}` })
    .int(range)
    .min(min, range)
    .max(max, range);
}

const rate = int('Tỷ giá', 1_000, 10_000);
const basisPoints = (label: string) => int(label, 0, 10_000);
const vndAmount = (label: string, max: number) => int(label, 0, max);

/**
 * A tier table: 1…MAX_TIERS rows whose bounds strictly ascend, every bound but the last a number,
 * the last null (open-ended). `bound` reads a row's bound. Messages name no field: the API's 400
 * prefixes the table's name (common.ts fieldLabels), the console shows them under the table.
 */
function tiers<T extends z.ZodType>(row: T, bound: (r: z.output<T>) => number | null) {
  return z
    .array(row)
    .min(1, 'cần ít nhất một bậc')
    .max(MAX_TIERS, `tối đa ${MAX_TIERS} bậc`)
    .superRefine((rows, ctx) => {
      rows.forEach((r, i) => {
        const b = bound(r);
        const last = i === rows.length - 1;
        if (last && b !== null)
          ctx.addIssue({ code: 'custom', message: 'bậc cuối phải để trống mức trên (không giới hạn)' });
        if (!last && b === null) ctx.addIssue({ code: 'custom', message: 'chỉ bậc cuối được để trống mức trên' });
        const prev = i > 0 ? bound(rows[i - 1]!) : null;
        if (b !== null && prev !== null && b <= prev)
          ctx.addIssue({ code: 'custom', message: 'các mức phải tăng dần' });
      });
    });
}

const serviceFeeTiers = tiers(
  z.object({
    belowVnd: int('Mức giá trị hàng', 1, 1_000_000_000_000).nullable(),
    basisPoints: basisPoints('Tỷ lệ phí'),
  }),
  (r) => r.belowVnd,
);
const countingFeeTiers = tiers(
  z.object({ maxItems: int('Số cái', 1, 1_000_000).nullable(), perItemVnd: vndAmount('Phí mỗi cái', 1_000_000) }),
  (r) => r.maxItems,
);
const woodenCrate = z.object({
  firstKgFen: int('Phí đóng gỗ kg đầu', 0, 1_000_000),
  nextKgFen: int('Phí đóng gỗ mỗi kg tiếp theo', 0, 1_000_000),
});

export const purchaseFeeTariffSchema = z.object({
  serviceFeeTiers,
  serviceFeeMinVnd: vndAmount('Phí mua hàng tối thiểu', 100_000_000),
  countingFeeTiers,
  insuranceBasisPoints: basisPoints('Tỷ lệ bảo hiểm'),
  depositBasisPoints: basisPoints('Tỷ lệ đặt cọc'),
  quotedDepositBasisPoints: basisPoints('Tỷ lệ đặt cọc đơn báo giá'),
  woodenCrate,
}) satisfies z.ZodType<PurchaseFeeTariff>;

export const shippingTariffSchema = z.object({
  perKgTiers: tiers(
    z.object({
      belowKg10: int('Mức cân (0,1 kg)', 1, 10_000_000).nullable(),
      perKgVnd: vndAmount('Giá mỗi kg', 10_000_000),
    }),
    (r) => r.belowKg10,
  ),
  perCubicMeterVnd: vndAmount('Giá mỗi m³', 1_000_000_000),
  volumetricDivisor: int('Hệ số quy đổi', 1_000, 20_000),
}) satisfies z.ZodType<ShippingTariff>;

export const consignmentTariffSchema = z.object({
  fastSurchargePerKgVnd: vndAmount('Phụ phí chuyển nhanh', 10_000_000),
  insuranceBasisPoints: basisPoints('Tỷ lệ bảo hiểm ký gửi'),
  woodenCrate,
}) satisfies z.ZodType<ConsignmentTariff>;

export const payOnBehalfTariffSchema = z.object({
  rateTiers: tiers(
    z.object({ belowFen: int('Mức tổng tiền (fen)', 1, 100_000_000_000).nullable(), rate }),
    (r) => r.belowFen,
  ),
  feeBasisPoints: basisPoints('Tỷ lệ phí thanh toán hộ'),
  feeMinVnd: vndAmount('Phí thanh toán hộ tối thiểu', 100_000_000),
}) satisfies z.ZodType<PayOnBehalfTariff>;

const routeId = z
  .number()
  .int('Mã tuyến không hợp lệ')
  .min(1, 'Mã tuyến không hợp lệ')
  .max(2_147_483_647, 'Mã tuyến không hợp lệ');

/** Every number of DESIGN.md §4: what GET /Admin/Tariff answers and POST /Admin/Tariff takes. */
export const tariffShape = z.object({
  /** VND per CNY of purchase and consignment orders (pay-on-behalf rates are its tiers). */
  exchangeRates: z.object({ purchase: rate, consignment: rate }),
  purchase: purchaseFeeTariffSchema,
  consignment: consignmentTariffSchema,
  payOnBehalf: payOnBehalfTariffSchema,
  /** Shipping by route id; a route without one uses the first route's (lowest id) of the version. */
  routeTariffs: z
    .array(z.object({ routeId, tariff: shippingTariffSchema }))
    .max(MAX_ROUTE_TARIFFS, `Tối đa ${MAX_ROUTE_TARIFFS} tuyến`)
    .refine((list) => new Set(list.map((r) => r.routeId)).size === list.length, 'Mỗi tuyến chỉ có một biểu phí'),
});
export type TariffShape = z.infer<typeof tariffShape>;

/** POST /Admin/Tariff: the whole shape and when it takes effect (ISO with offset; absent: now). */
export const tariffInput = tariffShape.extend({
  effectiveFrom: z.iso.datetime({ offset: true, error: 'Thời điểm áp dụng không hợp lệ' }).optional(),
});
export type TariffInput = z.infer<typeof tariffInput>;

/** One published version. `status`: past, the one in force, or scheduled for later. */
export const tariffVersion = tariffShape.extend({
  id: z.number().int(),
  effectiveFrom: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  status: z.enum(['past', 'in_force', 'scheduled']),
});
export type TariffVersion = z.infer<typeof tariffVersion>;

/** GET /Tariff (public price list): the version in force without internal fields, routes named. */
export const publicTariff = tariffShape.omit({ routeTariffs: true }).extend({
  effectiveFrom: z.string(),
  routes: z.array(
    z.object({
      routeId: z.number().int(),
      from: z.string(),
      to: z.string(),
      transitDays: z.number().int(),
      tariff: shippingTariffSchema,
    }),
  ),
});
export type PublicTariff = z.infer<typeof publicTariff>;

const pricedSample = z.object({ lines: z.array(feeLine), totalVnd: z.number().int(), depositVnd: z.number().int() });

/** POST /Admin/Tariff/Preview: three fixed sample orders priced under the version in force and the proposal. */
export const tariffPreview = z.object({
  samples: z.array(
    z.object({ name: z.string(), description: z.string(), current: pricedSample, proposed: pricedSample }),
  ),
});
export type TariffPreview = z.infer<typeof tariffPreview>;
