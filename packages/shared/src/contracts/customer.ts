/** The staff's customer lookup and customer page (customer.endpoints.ts). */
import { z } from 'zod';
import { roles } from '../roles.ts';
import { address } from './address.ts';
import { isoDate, pageNumber, pageSize, searchText, vnd } from './common.ts';

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

export const customerDetail = customerSummary.extend({
  orderCount: z.number().int(),
  rechargeCount: z.number().int(),
  addresses: z.array(address),
});
export type CustomerDetail = z.infer<typeof customerDetail>;
