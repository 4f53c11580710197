/** The staff's customer lookup and customer page (customer.endpoints.ts). */
import { z } from 'zod';
import { roles } from '../roles.ts';
import { address } from './address.ts';
import { customerAgency } from './agency.ts';
import { id, isoDate, pageNumber, pageSize, safeText, searchText, vnd } from './common.ts';

export { ledgerEntry } from './wallet.ts';

export const customerFilter = z.object({ q: searchText.optional() });
export const customerListQuery = customerFilter.extend({
  page: pageNumber.default(1),
  pageSize: pageSize.default(20),
});

export const customerSummary = z.object({
  id: z.number().int(),
  fullName: z.string(),
  phone: z.string(),
  email: z.string(),
  roles: z.array(z.enum(roles)),
  walletBalanceVnd: vnd,
  disabled: z.boolean(),
  createdAt: isoDate,
});
export type CustomerSummary = z.infer<typeof customerSummary>;

/** A staff member as a customer's page names them (sales member). */
export const staffRef = z.object({ id: z.number().int(), fullName: z.string() });
export type StaffRef = z.infer<typeof staffRef>;

/** The customer's level (decision 0100): pinned by an admin, or computed nightly from completed orders. */
export const customerLevelState = z.object({
  id: z.number().int(),
  name: z.string(),
  depositPercent: z.number(),
  serviceFeeDiscountPercent: z.number(),
  pinned: z.boolean(),
});

export const customerDetail = customerSummary.extend({
  orderCount: z.number().int(),
  rechargeCount: z.number().int(),
  addresses: z.array(address),
  level: customerLevelState,
  /** When and why the account was locked (null: active). */
  disabledAt: isoDate.nullable(),
  disabledReason: z.string().nullable(),
  salesStaff: staffRef.nullable(),
  /** The staff's note on the customer (never shown to the customer). */
  note: z.string(),
  /** Agent role, referral code, the customer's agent (decision 0118). */
  agency: customerAgency,
});
export type CustomerDetail = z.infer<typeof customerDetail>;

/** POST /Admin/Customer/{id}/Lock: why (shown to staff beside the lock). */
export const lockCustomerInput = z.object({
  reason: safeText(500, 'Lý do tối đa 500 ký tự').trim().min(1, 'Vui lòng nhập lý do khóa'),
});

/** PUT /Admin/Customer/{id}: the sales member (an active admin or sales user; null clears) and the note. */
export const updateCustomerInput = z.object({
  salesStaffId: id.nullable(),
  note: safeText(1000, 'Ghi chú tối đa 1000 ký tự').trim(),
});
export type UpdateCustomerInput = z.infer<typeof updateCustomerInput>;

/** PUT /Admin/Customer/{id}/Level: pin `levelId`, or unpin (`pinned: false`; the level is computed again). */
export const customerLevelPinInput = z
  .object({ levelId: id.nullable(), pinned: z.boolean() })
  .refine((v) => !v.pinned || v.levelId !== null, { message: 'Vui lòng chọn hạng', path: ['levelId'] });

/** PUT /Admin/Customer/{id}/Agent (declared in agency.endpoints.ts; decision 0118). */
export { setAgentInput } from './agency.ts';
