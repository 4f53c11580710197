/**
 * The product's live price for a purchaser comparing it with a line's cart snapshot: GET
 * /Admin/ChinaWebProduct/:site/:productId (productEndpoints.staffLookup → ProductDraft), and the
 * price of the line's variant in it: the SKU with the line's `skuId`, else the one with its
 * `propertyIds`, else the product's own price; promotion price before list price.
 */
import type { ProductDraft, Site } from '@app/shared/contracts/product';
import { productEndpoints } from '@app/shared/contracts/product.endpoints';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';

export function liveProductQuery(site: Site, productId: string) {
  return queryOptions({
    queryKey: ['product-live', site, productId] as const,
    queryFn: ({ signal }) => call(productEndpoints.staffLookup, { params: { site, productId }, query: {}, signal }),
    // The provider caches details 15 minutes; a purchaser reopening the order need not ask again sooner.
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/**
 * `{ priceFen, stock }` of the line's variant in `draft`, or null when the provider did not answer
 * (`providerStatus` other than `ok`) or has no price for it.
 */
export function livePriceOf(
  draft: ProductDraft,
  line: { skuId: string | null; propertyIds: string | null },
): { priceFen: number; stock: number | null } | null {
  if (draft.providerStatus !== 'ok') return null;
  const sku =
    (line.skuId && draft.skus.find((s) => s.skuId === line.skuId)) ||
    (line.propertyIds && draft.skus.find((s) => s.propertyIds === line.propertyIds)) ||
    null;
  const priceFen = sku ? (sku.promotionPriceFen ?? sku.priceFen) : (draft.promotionPriceFen ?? draft.unitPriceFen);
  if (priceFen === null) return null;
  return { priceFen, stock: sku ? sku.stock : draft.stock };
}
