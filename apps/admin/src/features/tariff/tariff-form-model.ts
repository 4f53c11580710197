/**
 * The tariff edit form in the units a person reads (decision 0099): percents (3 → 300 basis points),
 * kg (10 → 100 tenths), yuan (20 → 2,000 fen), đồng; tiers as rows with an upper bound each, the
 * last one empty (no upper bound). `toShape` turns it back into the contract's integers.
 */
import type { TariffShape } from '@app/shared/contracts/tariff';
import type { ShippingTariff } from '@app/shared/shipping';
import { routeShippingTariff } from '@app/shared/tariff-lookup';

type Bound = number | null;
export interface RouteForm {
  routeId: number;
  name: string;
  /** True when the version in force had no tariff of its own for this route (the form starts from the fallback). */
  borrowed: boolean;
  tiers: { belowKg: Bound; perKg: number }[];
  perM3: number;
  divisor: number;
}
export interface TariffForm {
  purchaseRate: number;
  consignmentRate: number;
  serviceTiers: { below: Bound; percent: number }[];
  serviceMin: number;
  countingTiers: { max: Bound; perItem: number }[];
  insurancePercent: number;
  depositPercent: number;
  quotedDepositPercent: number;
  crateFirstCny: number;
  crateNextCny: number;
  fastPerKg: number;
  consInsurancePercent: number;
  consCrateFirstCny: number;
  consCrateNextCny: number;
  pobTiers: { belowCny: Bound; rate: number }[];
  pobFeePercent: number;
  pobFeeMin: number;
  routes: RouteForm[];
}

const scale = (v: Bound, by: number): Bound => (v === null || v === undefined ? null : v / by);
const unscale = (v: Bound | undefined, by: number): Bound =>
  v === null || v === undefined || Number.isNaN(v) ? null : Math.round(v * by);

function routeForm(t: ShippingTariff, r: { routeId: number; name: string; borrowed: boolean }): RouteForm {
  return {
    ...r,
    tiers: t.perKgTiers.map((x) => ({ belowKg: scale(x.belowKg10, 10), perKg: x.perKgVnd })),
    perM3: t.perCubicMeterVnd,
    divisor: t.volumetricDivisor,
  };
}

/** The form of `v`, with a section for each of `routes` (a route `v` does not price starts from its fallback). */
export function toForm(v: TariffShape, routes: { id: number; name: string }[]): TariffForm {
  const p = v.purchase;
  const c = v.consignment;
  return {
    purchaseRate: v.exchangeRates.purchase,
    consignmentRate: v.exchangeRates.consignment,
    serviceTiers: p.serviceFeeTiers.map((x) => ({ below: x.belowVnd, percent: x.basisPoints / 100 })),
    serviceMin: p.serviceFeeMinVnd,
    countingTiers: p.countingFeeTiers.map((x) => ({ max: x.maxItems, perItem: x.perItemVnd })),
    insurancePercent: p.insuranceBasisPoints / 100,
    depositPercent: p.depositBasisPoints / 100,
    quotedDepositPercent: p.quotedDepositBasisPoints / 100,
    crateFirstCny: p.woodenCrate.firstKgFen / 100,
    crateNextCny: p.woodenCrate.nextKgFen / 100,
    fastPerKg: c.fastSurchargePerKgVnd,
    consInsurancePercent: c.insuranceBasisPoints / 100,
    consCrateFirstCny: c.woodenCrate.firstKgFen / 100,
    consCrateNextCny: c.woodenCrate.nextKgFen / 100,
    pobTiers: v.payOnBehalf.rateTiers.map((x) => ({ belowCny: scale(x.belowFen, 100), rate: x.rate })),
    pobFeePercent: v.payOnBehalf.feeBasisPoints / 100,
    pobFeeMin: v.payOnBehalf.feeMinVnd,
    routes: routes.map((r) => {
      const { tariff, own } = routeShippingTariff(v, r.id);
      return routeForm(tariff, { routeId: r.id, name: r.name, borrowed: !own });
    }),
  };
}

/** The contract's shape of a filled form (the contract then checks bounds and tier order). */
export function toShape(f: TariffForm): TariffShape {
  const bp = (pct: number) => Math.round(pct * 100);
  const fen = (cny: number) => Math.round(cny * 100);
  return {
    exchangeRates: { purchase: f.purchaseRate, consignment: f.consignmentRate },
    purchase: {
      serviceFeeTiers: f.serviceTiers.map((x) => ({ belowVnd: unscale(x.below, 1), basisPoints: bp(x.percent) })),
      serviceFeeMinVnd: f.serviceMin,
      countingFeeTiers: f.countingTiers.map((x) => ({ maxItems: unscale(x.max, 1), perItemVnd: x.perItem })),
      insuranceBasisPoints: bp(f.insurancePercent),
      depositBasisPoints: bp(f.depositPercent),
      quotedDepositBasisPoints: bp(f.quotedDepositPercent),
      woodenCrate: { firstKgFen: fen(f.crateFirstCny), nextKgFen: fen(f.crateNextCny) },
    },
    consignment: {
      fastSurchargePerKgVnd: f.fastPerKg,
      insuranceBasisPoints: bp(f.consInsurancePercent),
      woodenCrate: { firstKgFen: fen(f.consCrateFirstCny), nextKgFen: fen(f.consCrateNextCny) },
    },
    payOnBehalf: {
      rateTiers: f.pobTiers.map((x) => ({ belowFen: unscale(x.belowCny, 100), rate: x.rate })),
      feeBasisPoints: bp(f.pobFeePercent),
      feeMinVnd: f.pobFeeMin,
    },
    routeTariffs: f.routes.map((r) => ({
      routeId: r.routeId,
      tariff: {
        perKgTiers: r.tiers.map((x) => ({ belowKg10: unscale(x.belowKg, 10), perKgVnd: x.perKg })),
        perCubicMeterVnd: r.perM3,
        volumetricDivisor: r.divisor,
      },
    })),
  };
}
