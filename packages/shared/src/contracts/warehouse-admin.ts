/**
 * Warehouses and routes as the admin edits them (console "Kho & tuyến", decision 0099). A China
 * warehouse keeps its address for sellers in Chinese (decision 0092): the whole line `addressZh` and
 * the structured fields; `recipientTemplate` is what sellers write as the recipient on consignment
 * parcels, with the placeholders of RECIPIENT_PLACEHOLDERS.
 */
import { z } from 'zod';
import { id, safeText } from './common.ts';

/** What a recipient template may name; `{customerCode}` is required (the warehouse finds the owner by it). */
export const RECIPIENT_PLACEHOLDERS = ['{customerCode}', '{customerName}', '{orderCode}'] as const;
export const DEFAULT_RECIPIENT_TEMPLATE = '{customerCode} {orderCode}';

const text = (max: number, label: string) => safeText(max, `${label} tối đa ${max} ký tự`).trim();

export const warehouseInput = z.object({
  name: text(100, 'Tên kho').min(1, 'Vui lòng nhập tên kho'),
  country: z.enum(['CN', 'VN'], { error: 'Quốc gia phải là Trung Quốc hoặc Việt Nam' }),
  address: text(300, 'Địa chỉ').default(''),
  addressZh: text(300, 'Địa chỉ tiếng Trung').default(''),
  recipientTemplate: text(100, 'Mẫu người nhận')
    .default(DEFAULT_RECIPIENT_TEMPLATE)
    .refine((t) => t.includes('{customerCode}'), 'Mẫu người nhận phải có {customerCode}')
    .refine(
      (t) => (t.match(/\{[^}]*\}/g) ?? []).every((p) => (RECIPIENT_PLACEHOLDERS as readonly string[]).includes(p)),
      'Mẫu người nhận chỉ dùng {customerCode}, {customerName}, {orderCode}',
    ),
  active: z.boolean().default(true),
  phone: z
    .string()
    .trim()
    .regex(/^(1\d{10})?$/, 'Số điện thoại kho Trung Quốc gồm 11 chữ số, bắt đầu bằng 1')
    .default(''),
  provinceZh: text(50, 'Tỉnh').default(''),
  cityZh: text(50, 'Thành phố').default(''),
  districtZh: text(50, 'Quận/huyện').default(''),
  streetZh: text(200, 'Địa chỉ chi tiết').default(''),
});
export type WarehouseInput = z.input<typeof warehouseInput>;

export const adminWarehouse = z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.enum(['CN', 'VN']),
  address: z.string(),
  addressZh: z.string(),
  recipientTemplate: z.string(),
  active: z.boolean(),
  phone: z.string(),
  provinceZh: z.string(),
  cityZh: z.string(),
  districtZh: z.string(),
  streetZh: z.string(),
});
export type AdminWarehouse = z.infer<typeof adminWarehouse>;

export const routeInput = z.object({
  fromWarehouseId: id,
  toWarehouseId: id,
  transitDays: z
    .number({ error: 'Vui lòng nhập số ngày vận chuyển' })
    .int('Số ngày vận chuyển phải là số nguyên')
    .min(1, 'Số ngày vận chuyển từ 1 đến 90')
    .max(90, 'Số ngày vận chuyển từ 1 đến 90'),
  active: z.boolean().default(true),
});
export type RouteInput = z.input<typeof routeInput>;

export const adminRoute = z.object({
  id: z.number().int(),
  fromWarehouseId: z.number().int(),
  fromName: z.string(),
  toWarehouseId: z.number().int(),
  toName: z.string(),
  transitDays: z.number().int(),
  active: z.boolean(),
});
export type AdminRoute = z.infer<typeof adminRoute>;
