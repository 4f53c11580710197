/** Bags (bao hàng, DESIGN.md §3.5b): parcels grouped for the trip from a CN to a VN warehouse. */
import { z } from 'zod';
import { bagMachine } from '../machines/parcel.ts';
import { id, idParam, isoDate, pageNumber, pageSize } from './common.ts';
import { adminParcelSummary, labelSvg, scanCode } from './parcel.ts';

/** GET /Admin/Bag/{id}/Label: the printable bag label (SVG, 100 × 75 mm). */
export const bagLabelSvg = labelSvg;

export const bagStatus = z.enum(bagMachine.statuses, { error: 'Trạng thái không hợp lệ' });

/** POST /Admin/Bag. */
export const createBagInput = z.object({
  fromWarehouseId: id.describe('Kho Trung Quốc'),
  toWarehouseId: id.describe('Kho Việt Nam'),
});

/** POST /Admin/Bag/{id}/Parcels: a parcel's code or tracking code scanned into the open bag. */
export const bagParcelInput = z.object({ code: scanCode });
/** `/Admin/Bag/{id}/Parcels/{parcelId}`: both ids 1…2^31−1. */
export const bagParcelParams = z.object({ id: idParam.shape.id, parcelId: idParam.shape.id });

/** POST /Admin/Bag/{id}/Close: the closed sack's weight. */
export const closeBagInput = z.object({
  weightGrams: z
    .number({ error: 'Vui lòng nhập cân nặng của bao' })
    .int('Cân nặng tính bằng gam, số nguyên')
    .min(1, 'Cân nặng phải lớn hơn 0')
    .max(2_000_000, 'Cân nặng tối đa 2.000 kg'),
});

const named = z.object({ id: z.number().int(), name: z.string() });

export const bagSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  status: bagStatus,
  from: named,
  to: named,
  weightGrams: z.number().int().nullable(),
  parcelCount: z.number().int(),
  /** Parcels scanned in at the VN warehouse (only once the bag is received). */
  arrivedCount: z.number().int(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type BagSummary = z.infer<typeof bagSummary>;

export const bag = bagSummary.extend({
  parcels: z.array(adminParcelSummary),
  /** Once shipped: its parcels not yet scanned in at the VN warehouse. */
  notScanned: z.array(adminParcelSummary),
  events: z.array(
    z.object({
      id: z.number().int(),
      fromStatus: bagStatus.nullable(),
      toStatus: bagStatus,
      note: z.string(),
      actorName: z.string(),
      createdAt: isoDate,
    }),
  ),
});
export type Bag = z.infer<typeof bag>;

export const bagListQuery = z.object({
  warehouseId: z.coerce
    .number()
    .int('Mã không hợp lệ')
    .min(1, 'Mã không hợp lệ')
    .max(2_147_483_647, 'Mã không hợp lệ')
    .optional(),
  status: bagStatus.optional(),
  page: pageNumber.default(1),
  pageSize: pageSize.default(20),
});
