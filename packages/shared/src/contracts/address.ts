import { z } from 'zod';
import { safeText, vnMobilePhone } from './common.ts';

export const province = z.object({ code: z.string(), name: z.string(), type: z.string() });
export const ward = z.object({ code: z.string(), name: z.string(), type: z.string(), provinceCode: z.string() });
export type Province = z.infer<typeof province>;
/** `/Location/Provinces/{code}/Wards`: a two-digit province code. */
export const provinceCodeParam = z.object({ code: z.string().regex(/^\d{2}$/, 'Mã tỉnh/thành phố gồm 2 chữ số') });
export type Ward = z.infer<typeof ward>;

/** POST/PUT /Address. Province and ward codes from the 2025 units (2 and 5 digits). */
export const addressInput = z.object({
  receiverName: safeText(100, 'Tên người nhận tối đa 100 ký tự', 'Vui lòng nhập tên người nhận')
    .trim()
    .min(1, 'Vui lòng nhập tên người nhận'),
  phone: vnMobilePhone,
  provinceCode: z.string({ error: 'Vui lòng chọn tỉnh/thành phố' }).regex(/^\d{2}$/, 'Vui lòng chọn tỉnh/thành phố'),
  wardCode: z.string({ error: 'Vui lòng chọn phường/xã' }).regex(/^\d{5}$/, 'Vui lòng chọn phường/xã'),
  street: safeText(300, 'Địa chỉ tối đa 300 ký tự', 'Vui lòng nhập địa chỉ').trim().min(1, 'Vui lòng nhập địa chỉ'),
  isDefault: z.boolean().default(false),
  latitude: z.number().min(-90, 'Vĩ độ từ -90 đến 90').max(90, 'Vĩ độ từ -90 đến 90').nullable().default(null),
  longitude: z
    .number()
    .min(-180, 'Kinh độ từ -180 đến 180')
    .max(180, 'Kinh độ từ -180 đến 180')
    .nullable()
    .default(null),
});
export type AddressInput = z.input<typeof addressInput>;

export const address = z.object({
  id: z.number().int(),
  receiverName: z.string(),
  phone: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  wardCode: z.string(),
  wardName: z.string(),
  street: z.string(),
  fullAddress: z.string(),
  isDefault: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type Address = z.infer<typeof address>;

/**
 * A China warehouse's address as Chinese sellers' forms ask for it (decision 0092), in Chinese: 手机号
 * `phone` (11-digit mobile), 所在地区 `province` `city` `district` (广东省 广州市 白云区), 详细地址
 * `street`. Empty strings until set (staff edit them: a later issue).
 */
export const chinaAddress = z.object({
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  street: z.string(),
});
export type ChinaAddress = z.infer<typeof chinaAddress>;

/** A company warehouse; `chinaAddress` only for China ones (null for Vietnam's). */
export const warehouse = z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.enum(['CN', 'VN']),
  chinaAddress: chinaAddress.nullable(),
});
export type Warehouse = z.infer<typeof warehouse>;
