/**
 * What shipping one parcel costs on a consignment order (ký gửi, DESIGN.md §4): the route's per-kg
 * tariff on the chargeable weight as for purchase orders; `fast` adds a surcharge per kg (10,000 đ by
 * default); the wooden crate (¥20 the first kg + ¥1 per further kg, at the order's rate) and
 * insurance (3 % of the parcel's declared value) only when chosen; no service fee on goods.
 * Weights are integer tenths of a kg (`kg10`), sizes integer cm, money integer đồng, rounded half up.
 * Each line says the rule that produced it (`2,4 kg × 28.000 ₫/kg`), for the order page and the
 * public calculator alike.
 */
import type { FeeLine } from './contracts/purchase-order.ts';
import { defaultPurchaseFeeTariff, type PurchaseFeeTariff, woodenCrateFeeFen } from './fees.ts';
import { divRoundHalfUp, fenToVnd, formatFen, formatVnd } from './money.ts';
import { calculateParcelFees, formatKg10, type ParcelMeasures } from './parcel-fees.ts';
import type { ShippingTariff } from './shipping.ts';

/** Normal or fast (hàng nhanh) consignment shipping. */
export type ConsignmentShippingType = 'normal' | 'fast';

/** The consignment tariff's own numbers (a tariff row an admin can change, key `consignment_fees`). */
export interface ConsignmentTariff {
  /** Added to the route's per-kg rate for `fast` shipping. */
  fastSurchargePerKgVnd: number;
  /** Insurance as basis points of the declared value (300 = 3 %). */
  insuranceBasisPoints: number;
  woodenCrate: PurchaseFeeTariff['woodenCrate'];
}

/** DESIGN.md §4: fast +10,000 đ/kg, insurance 3 %, crate as for purchase orders. */
export const defaultConsignmentTariff: ConsignmentTariff = {
  fastSurchargePerKgVnd: 10_000,
  insuranceBasisPoints: 300,
  woodenCrate: defaultPurchaseFeeTariff.woodenCrate,
};

export interface ConsignmentFeeInput extends ParcelMeasures {
  /** The route's shipping tariff (per-kg tiers and volumetric divisor). */
  tariff: ShippingTariff;
  shippingType: ConsignmentShippingType;
  woodenCrate?: boolean;
  insurance?: boolean;
  /** What the customer declared the parcel's goods are worth (đồng); the base of insurance. */
  declaredValueVnd?: number;
  /** VND per CNY frozen on the order: prices the crate, whose tariff is in CNY. */
  exchangeRate: number;
  consignmentTariff?: ConsignmentTariff;
}

export interface ConsignmentFees {
  volumetricKg10: number;
  chargeableKg10: number;
  /** The parcel's lines: shipping, then the fast surcharge, the crate and insurance when they apply. */
  lines: FeeLine[];
  /** The sum of `lines`. */
  totalVnd: number;
}

function percentLabel(basisPoints: number): string {
  return `${new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 }).format(basisPoints / 100)}%`;
}

/**
 * Fees of one measured consignment parcel. Throws RangeError for negative or non-integer measures or
 * declared value (the API's contracts bound them first). 2,301 g in 10×10×10 cm, Hà Nội, fast →
 * 2.4 kg: shipping 67,200 đ + fast 24,000 đ.
 */
export function calculateConsignmentFees(input: ConsignmentFeeInput): ConsignmentFees {
  const t = input.consignmentTariff ?? defaultConsignmentTariff;
  const base = calculateParcelFees({
    weightGrams: input.weightGrams,
    lengthCm: input.lengthCm,
    widthCm: input.widthCm,
    heightCm: input.heightCm,
    tariff: input.tariff,
    exchangeRate: input.exchangeRate,
  });
  const kg10 = base.chargeableKg10;
  const lines: FeeLine[] = [...base.lines];
  if (input.shippingType === 'fast') {
    lines.push({
      kind: 'fast_shipping',
      label: 'Phụ phí chuyển nhanh',
      amountVnd: divRoundHalfUp(kg10 * t.fastSurchargePerKgVnd, 10),
      note: `${formatKg10(kg10)} × ${formatVnd(t.fastSurchargePerKgVnd)}/kg`,
    });
  }
  if (input.woodenCrate) {
    const fen = woodenCrateFeeFen(kg10, { ...defaultPurchaseFeeTariff, woodenCrate: t.woodenCrate });
    lines.push({
      kind: 'wooden_crate',
      label: 'Phí đóng gỗ',
      amountVnd: fenToVnd(fen, input.exchangeRate),
      note: `${formatKg10(kg10)}: ${formatFen(t.woodenCrate.firstKgFen)} kg đầu + ${formatFen(t.woodenCrate.nextKgFen)}/kg tiếp theo = ${formatFen(fen)}`,
    });
  }
  if (input.insurance) {
    const declared = input.declaredValueVnd ?? 0;
    if (!Number.isSafeInteger(declared) || declared < 0) {
      throw new RangeError('declaredValueVnd must be a non-negative integer');
    }
    lines.push({
      kind: 'insurance',
      label: 'Phí bảo hiểm',
      amountVnd: divRoundHalfUp(declared * t.insuranceBasisPoints, 10_000),
      note: `${percentLabel(t.insuranceBasisPoints)} × ${formatVnd(declared)} giá trị khai báo`,
    });
  }
  return {
    volumetricKg10: base.volumetricKg10,
    chargeableKg10: kg10,
    lines,
    totalVnd: lines.reduce((s, l) => s + (l.amountVnd ?? 0), 0),
  };
}

/** What a consignment order's page and list show while some of its parcels wait to be weighed. */
export interface ConsignmentKnownMoney {
  /** The order's lines as shown: insurance known from the declared value, the rest "Tính khi cân hàng". */
  fees: FeeLine[];
  /** The sum of the amounts known now (Tạm tính); the order's total once every parcel is weighed. */
  knownVnd: number;
}

/** Shown on a line whose amount waits for the warehouse's scale. */
export const AWAITING_WEIGHING_NOTE = 'Tính khi cân hàng';

/**
 * What is known of a consignment order's money before every parcel is weighed (decision
 * 0093). Its stored lines are the sums of its weighed parcels (decision 0062); while `awaitingWeighing`
 * parcels are not weighed, insurance is already known from the declared value (the tariff's % of
 * `declaredValueVnd`, rounded half up) and shown at that amount, and a line with no amount yet says
 * "Tính khi cân hàng". `knownVnd` is the sum of the amounts shown: never a total of 0 that is not
 * true. Once every parcel is weighed, the stored lines and total stand as they are. Display only: what
 * is charged stays per weighed parcel.
 */
export function consignmentKnownMoney(input: {
  feeLines: FeeLine[];
  totalVnd: number;
  declaredValueVnd: number;
  awaitingWeighing: number;
  insuranceBasisPoints: number;
}): ConsignmentKnownMoney {
  if (input.awaitingWeighing === 0) return { fees: input.feeLines, knownVnd: input.totalVnd };
  const fees = input.feeLines.map((line): FeeLine => {
    if (line.kind === 'insurance') {
      return {
        ...line,
        amountVnd: divRoundHalfUp(input.declaredValueVnd * input.insuranceBasisPoints, 10_000),
        note: `${percentLabel(input.insuranceBasisPoints)} × ${formatVnd(input.declaredValueVnd)} giá trị khai báo`,
      };
    }
    return line.amountVnd === null ? { ...line, note: AWAITING_WEIGHING_NOTE } : line;
  });
  return { fees, knownVnd: fees.reduce((s, l) => s + (l.amountVnd ?? 0), 0) };
}
