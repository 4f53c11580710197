/**
 * Staff management (/Admin/Staff, decision 0097): members of the six staff roles, their warehouses,
 * disabling and the set-password link. The console's form resolves with the same `staffInput`.
 */
import { z } from 'zod';
import { MONEY_LIMIT_MAX_VND } from '../money-limits.ts';
import { type Role, staffRoles } from '../roles.ts';
import { id, isoDate, pageNumber, pageSize, safeText, searchText, vnd, vnMobilePhone } from './common.ts';

const staffRole = z.enum(staffRoles as [Role, ...Role[]], { error: 'Vai trò không hợp lệ' });

/** A phone is optional for staff (the first admin may have none): '' means none. */
const optionalPhone = z.union([z.literal(''), vnMobilePhone], { error: 'Số điện thoại không hợp lệ' });

/** POST and PUT /Admin/Staff: name, contact, at least one staff role, the warehouses worked at. */
export const staffInput = z.object({
  name: safeText(100, 'Họ và tên tối đa 100 ký tự', 'Vui lòng nhập họ và tên').trim().min(2, 'Vui lòng nhập họ và tên'),
  phone: optionalPhone.default(''),
  email: safeText(254, 'Email không hợp lệ', 'Vui lòng nhập email')
    .trim()
    .toLowerCase()
    .min(1, 'Vui lòng nhập email')
    .pipe(z.email('Email không hợp lệ')),
  roles: z
    .array(staffRole, { error: 'Vui lòng chọn vai trò' })
    .min(1, 'Vui lòng chọn ít nhất một vai trò')
    .max(staffRoles.length, 'Vai trò không hợp lệ')
    // Catalogue order, each once: what is stored and shown.
    .transform((held) => staffRoles.filter((r) => held.includes(r))),
  /** Warehouses the member works at; empty means none (an admin sees every warehouse anyway). */
  warehouseIds: z
    .array(id, { error: 'Kho không hợp lệ' })
    .max(50, 'Tối đa 50 kho')
    .default([])
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
});
export type StaffInput = z.input<typeof staffInput>;

/** GET /Admin/Staff: search (name contains, phone and email prefix), role and active filters, paged. */
export const staffListQuery = z.object({
  q: searchText.optional(),
  role: staffRole.optional(),
  active: z.enum(['true', 'false'], { error: 'Trạng thái không hợp lệ' }).optional(),
  page: pageNumber.default(1),
  pageSize: pageSize.default(20),
});

/** POST /Admin/Staff/{id}/Disable. */
export const disableStaffInput = z.object({
  reason: safeText(500, 'Lý do tối đa 500 ký tự', 'Vui lòng nhập lý do').trim().min(1, 'Vui lòng nhập lý do'),
});

export const staffWarehouse = z.object({ id: z.number().int(), name: z.string(), country: z.enum(['CN', 'VN']) });

/** One money limit (DESIGN.md §3.12): integer đồng, 0 (decides nothing alone) to MONEY_LIMIT_MAX_VND. */
const limitVnd = z
  .number({ error: 'Vui lòng nhập hạn mức' })
  .int('Hạn mức phải là số nguyên đồng')
  .min(0, 'Hạn mức không được âm')
  .max(MONEY_LIMIT_MAX_VND, 'Hạn mức tối đa 2.000.000.000 ₫');

/** A member's limit of each kind of @app/shared/money-limits (saved, else the kind's default). */
export const moneyLimits = z.object({
  recharge_difference: vnd,
  complaint_offer: vnd,
  adjustment: vnd,
  withdrawal: vnd,
});
export type MoneyLimits = z.infer<typeof moneyLimits>;

/** PUT /Admin/Staff/{id}/MoneyLimits: the kinds to set; a kind left out keeps its limit. */
export const moneyLimitsInput = z
  .object({
    recharge_difference: limitVnd.optional(),
    complaint_offer: limitVnd.optional(),
    adjustment: limitVnd.optional(),
    withdrawal: limitVnd.optional(),
  })
  .strict();
export type MoneyLimitsInput = z.input<typeof moneyLimitsInput>;

/** A staff member as the console shows them. */
export const staffView = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  roles: z.array(z.enum(staffRoles as [Role, ...Role[]])),
  warehouseIds: z.array(z.number().int()),
  warehouses: z.array(staffWarehouse),
  active: z.boolean(),
  disabledAt: isoDate.nullable(),
  disabledReason: z.string().nullable(),
  createdAt: isoDate,
  /** GET /Admin/Staff/{id} and the money-limits answer only: the member's money limits. */
  moneyLimits: moneyLimits.optional(),
});
export type StaffView = z.infer<typeof staffView>;

/** POST /auth/SetPassword: the link's token (base64url, 43 characters) and the new password. */
export const setPasswordInput = z.object({
  token: safeText(100, 'Liên kết không hợp lệ', 'Liên kết không hợp lệ').trim().min(1, 'Liên kết không hợp lệ'),
  password: safeText(256, 'Mật khẩu quá dài', 'Vui lòng nhập mật khẩu').min(1, 'Vui lòng nhập mật khẩu'),
});
export type SetPasswordInput = z.infer<typeof setPasswordInput>;
