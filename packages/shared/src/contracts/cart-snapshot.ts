/**
 * What a cart line was added with (kept unchanged, copied onto the order line when it is placed):
 * its own module so the purchase-order contract can carry it without importing cart.ts, which
 * imports purchase-order.ts (a cycle would leave one side's schemas undefined at load).
 */
import { z } from 'zod';
import { isoDate } from './common.ts';

/** Where a cart line's details came from: typed by the customer, the product-data provider, or the
 *  browser extension reading the shop's page. */
export const cartSources = ['manual', 'provider', 'extension'] as const;

/** What a line was added with, kept unchanged (purchasers compare it with the live price when buying). */
export const cartSnapshot = z.object({
  source: z.enum(cartSources),
  fetchedAt: isoDate.nullable(),
  addedAt: isoDate,
  unitPriceFen: z.number().int(),
  listPriceFen: z.number().int().nullable(),
  skuId: z.string().nullable(),
  propertyIds: z.string().nullable(),
  skuProperties: z.record(z.string(), z.string()),
  stock: z.number().int().nullable(),
  weightGrams: z.number().int().nullable(),
});
export type CartSnapshot = z.infer<typeof cartSnapshot>;
