/**
 * POST /Admin/Tariff/Preview (decision 0099): what a proposed version changes, on three fixed sample
 * purchase orders (fixed, so two previews compare; real orders would change under the admin's eyes):
 * small ¥200 3 items 1.2 kg; medium ¥3,000 20 items 8 kg with counting; large ¥30,000 150 items 60 kg
 * with counting, insurance and a wooden crate; each shipped as one parcel on the first active route.
 */
import type { TariffPreview, TariffShape } from '@app/shared/contracts/tariff';
import { calculatePurchaseFees } from '@app/shared/fees';
import { calculateParcelFees } from '@app/shared/parcel-fees';
import { routeShippingTariff } from '@app/shared/tariff-lookup';
import type { Db } from '../../db/client.ts';
import { listRoutes } from '../warehouse/warehouse-admin.service.ts';
import { currentVersion } from './tariff-admin.service.ts';

export const previewSamples = [
  { name: 'Đơn nhỏ', goodsFen: 20_000, items: 3, grams: 1_200, counting: false, insurance: false, crate: false },
  { name: 'Đơn vừa', goodsFen: 300_000, items: 20, grams: 8_000, counting: true, insurance: false, crate: false },
  { name: 'Đơn lớn', goodsFen: 3_000_000, items: 150, grams: 60_000, counting: true, insurance: true, crate: true },
] as const;

type Sample = (typeof previewSamples)[number];

/** The sample's goods as lines of whole fen summing to its value: items − 1 at the average, one with the rest. */
function sampleLines(s: Sample) {
  const unit = Math.floor(s.goodsFen / s.items);
  return [
    { unitPriceFen: unit, quantity: s.items - 1 },
    { unitPriceFen: s.goodsFen - unit * (s.items - 1), quantity: 1 },
  ];
}

/** One sample order under `body`: goods, fees, shipping and crate lines, total and deposit (đồng). */
export function priceSample(s: Sample, body: TariffShape, routeId: number | undefined) {
  const rate = body.exchangeRates.purchase;
  const options = { counting: s.counting, insurance: s.insurance, woodenCrate: s.crate };
  const order = calculatePurchaseFees({
    lines: sampleLines(s),
    exchangeRate: rate,
    options,
    tariff: body.purchase,
  });
  const parcel = calculateParcelFees({
    weightGrams: s.grams,
    lengthCm: 0,
    widthCm: 0,
    heightCm: 0,
    tariff: routeShippingTariff(body, routeId).tariff,
    woodenCrate: s.crate,
    exchangeRate: rate,
    crateTariff: body.purchase.woodenCrate,
  });
  const lines = [...order.lines.filter((l) => l.amountVnd !== null), ...parcel.lines];
  return {
    lines,
    totalVnd: lines.reduce((sum, l) => sum + (l.amountVnd ?? 0), 0),
    depositVnd: order.depositDueVnd,
  };
}

/** The three samples under the version in force and under `proposed`. Writes nothing. */
export async function previewTariff(db: Db, proposed: TariffShape): Promise<TariffPreview> {
  const current = await currentVersion(db);
  const route = (await listRoutes(db)).find((r) => r.active);
  const where = route ? `, tuyến ${route.fromName} → ${route.toName}` : '';
  return {
    samples: previewSamples.map((s) => ({
      name: s.name,
      description: `¥${(s.goodsFen / 100).toLocaleString('vi-VN')}, ${s.items} cái, ${(s.grams / 1000).toLocaleString('vi-VN')} kg${where}`,
      current: priceSample(s, current, route?.id),
      proposed: priceSample(s, proposed, route?.id),
    })),
  };
}
