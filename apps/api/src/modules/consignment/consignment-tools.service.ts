/**
 * The public tools (decision 0063): the shipping fee calculator (no sign-in) and a customer's look-up
 * of what the warehouse measured on one of their tracking codes.
 */

import { calculateConsignmentFees } from '@app/shared/consignment-fees';
import type { CalcShippingFeeResult, calcShippingFeeInput, MeasureCodeResult } from '@app/shared/contracts/consignment';
import { formatNumber } from '@app/shared/money';
import { formatKg10 } from '@app/shared/parcel-fees';
import { chargeableWeightKg10 } from '@app/shared/shipping';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { ownParcelIdByCode } from '../parcel/consignment-parcels.service.ts';
import { getParcel, type PhotoUrl } from '../parcel/parcel.service.ts';
import { shippingTariffOf, tariffInForce } from '../tariff/tariff.service.ts';
import { findWarehouse, listWarehouses, routeTo } from '../warehouse/warehouse.service.ts';

/**
 * Estimates the consignment shipping of one parcel to VN warehouse `vnWarehouseId` (400
 * `warehouse-invalid` otherwise): actual, volumetric and chargeable weight (DESIGN.md §4), and each
 * fee line with the rule that produced it (shared/consignment-fees.ts). Crate and insurance depend
 * on the order's options and declared value, so they are named in `notes`, not priced.
 */
export async function calcShippingFee(
  db: Db,
  input: z.output<typeof calcShippingFeeInput>,
): Promise<CalcShippingFeeResult> {
  const route = await routeTo(db, input.vnWarehouseId);
  // The version in force (decision 0099): what an order created now would be priced by.
  const version = await tariffInForce(db);
  const tariff = await shippingTariffOf(db, version, route.cnWarehouseId, route.vnWarehouseId);
  const vn = await findWarehouse(db, route.vnWarehouseId);
  const t = version.body.consignment;
  const fees = calculateConsignmentFees({ ...input, tariff, exchangeRate: 1, consignmentTariff: t });
  const actualKg10 = chargeableWeightKg10({ weightGrams: input.weightGrams, lengthCm: 0, widthCm: 0, heightCm: 0 });
  const bigger = fees.volumetricKg10 > actualKg10 ? 'cân nặng quy đổi' : 'cân nặng thực';
  return {
    vnWarehouse: { id: route.vnWarehouseId, name: vn?.name ?? '' },
    shippingType: input.shippingType,
    actualKg10,
    volumetricKg10: fees.volumetricKg10,
    chargeableKg10: fees.chargeableKg10,
    volumetricDivisor: tariff.volumetricDivisor,
    weightRule: `Cân nặng tính phí = ${bigger} ${formatKg10(fees.chargeableKg10)}: lấy số lớn hơn giữa cân nặng thực ${formatKg10(actualKg10)} và cân nặng quy đổi ${input.lengthCm} × ${input.widthCm} × ${input.heightCm} cm / ${tariff.volumetricDivisor} = ${formatKg10(fees.volumetricKg10)}, làm tròn lên 0,1 kg`,
    fees: fees.lines,
    totalVnd: fees.totalVnd,
    notes: [
      `Phí đóng gỗ (nếu chọn) tính theo cân nặng tính phí: ${formatNumber(t.woodenCrate.firstKgFen / 100)} tệ kg đầu + ${formatNumber(t.woodenCrate.nextKgFen / 100)} tệ mỗi kg tiếp theo, theo tỷ giá ngày tạo đơn.`,
      `Phí bảo hiểm (nếu chọn): ${t.insuranceBasisPoints / 100}% giá trị hàng khai báo.`,
      'Số tiền chính xác tính theo cân đo thực tế tại kho Trung Quốc.',
    ],
  };
}

/**
 * One of the actor's parcels by its tracking code (or parcel code), with what the warehouse measured,
 * its photos and events. 404 `measure-code-not-found` when no parcel of theirs has it (another
 * customer's code answers the same, so codes cannot be probed).
 */
export async function measureCode(db: Db, actor: Actor, code: string, url: PhotoUrl): Promise<MeasureCodeResult> {
  const id = await ownParcelIdByCode(db, actor, code);
  if (id === undefined) throw new AppError('measure-code-not-found');
  return getParcel(db, actor, id, url);
}

/** The VN warehouses (id, name) parcels go to: what the calculator offers before sign-in. */
export async function destinationWarehouses(db: Db): Promise<{ id: number; name: string }[]> {
  return (await listWarehouses(db, { activeOnly: true }))
    .filter((w) => w.country === 'VN')
    .map((w) => ({ id: w.id, name: w.name }));
}
