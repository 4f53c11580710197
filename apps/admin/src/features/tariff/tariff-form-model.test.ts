/** The tariff form's units (decision 0099): a version survives the round trip; percents, kg and yuan convert. */
import { defaultConsignmentTariff } from '@app/shared/consignment-fees';
import type { TariffShape } from '@app/shared/contracts/tariff';
import { tariffShape } from '@app/shared/contracts/tariff';
import { defaultPurchaseFeeTariff } from '@app/shared/fees';
import { defaultPayOnBehalfTariff } from '@app/shared/pay-on-behalf-fees';
import { defaultShippingTariffs } from '@app/shared/shipping';
import { describe, expect, it } from 'vitest';
import { toForm, toShape } from './tariff-form-model.ts';

const version: TariffShape = {
  exchangeRates: { purchase: 3650, consignment: 3650 },
  purchase: defaultPurchaseFeeTariff,
  consignment: defaultConsignmentTariff,
  payOnBehalf: defaultPayOnBehalfTariff,
  routeTariffs: [{ routeId: 1, tariff: defaultShippingTariffs.hanoi }],
};
const routes = [
  { id: 1, name: 'Kho Quảng Châu → Kho Hà Nội' },
  { id: 2, name: 'Kho Quảng Châu → Kho TP.HCM' },
];

describe('tariff form model', () => {
  it('shows percents, kg and yuan, and a route without its own tariff as borrowed from the first', () => {
    const f = toForm(version, routes);
    expect(f.serviceTiers[1]).toEqual({ below: 5_000_000, percent: 2.5 });
    expect(f.routes[0]!.tiers[0]).toEqual({ belowKg: 10, perKg: 28_000 });
    expect(f.crateFirstCny).toBe(20);
    expect(f.pobTiers[0]).toEqual({ belowCny: 1000, rate: 3700 });
    expect(f.routes.map((r) => r.borrowed)).toEqual([false, true]);
  });

  it('turns the form back into the same integers, which the contract accepts', () => {
    const shape = toShape(toForm(version, routes.slice(0, 1)));
    expect(shape).toEqual(version);
    expect(tariffShape.safeParse(shape).success).toBe(true);
  });

  it('reads 2,5 % as 250 basis points and 0,5 kg as 5 tenths', () => {
    const f = toForm(version, routes.slice(0, 1));
    f.serviceTiers[0]!.percent = 2.5;
    f.routes[0]!.tiers[0]!.belowKg = 0.5;
    const shape = toShape(f);
    expect(shape.purchase.serviceFeeTiers[0]!.basisPoints).toBe(250);
    expect(shape.routeTariffs[0]!.tariff.perKgTiers[0]!.belowKg10).toBe(5);
  });
});
