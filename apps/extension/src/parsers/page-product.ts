/**
 * What the extension reads from a shop's item page: one shape for the four shops, with the field
 * names of the product-data provider's `ProductDraft` (packages/shared/src/contracts/product.ts)
 * where they mean the same. Money in fen (1 ¥ = 100 fen).
 */
import type { PriceTier, ProductProp, ProductSku, Site } from '@app/shared/contracts/product';

/** A field the page did not give us (its selector or embedded JSON no longer matches): the panel asks for it. */
export type MissingField = 'title' | 'price' | 'shopName' | 'variants';

export interface PageProduct {
  site: Site;
  /** The shop's item id (Taobao/Tmall `id`, 1688 offer id, Pinduoduo `goods_id`). */
  productId: string | null;
  title: string | null;
  shopName: string | null;
  /** Main image, https on a shop image host (normalised from `//img.alicdn.com/…`), or null. */
  imageUrl: string | null;
  /** Properties the customer picks, named as the shop names them. */
  props: ProductProp[];
  /** Every sellable combination; `properties` maps a prop name to a value name. */
  skus: ProductSku[];
  /** The item's price without a variant chosen (the lowest shown), fen. */
  priceFen: number | null;
  /** The item's promotion price without a variant chosen, fen. */
  promotionPriceFen: number | null;
  /** 1688 quantity price tiers, ascending by `minQuantity`; empty elsewhere. */
  priceTiers: PriceTier[];
  /** Smallest quantity the shop sells in one order (1688's 起批量; 1 elsewhere). */
  minOrderQuantity: number;
  /** Stock of the item as a whole, when the page says. */
  stock: number | null;
  /** China domestic shipping the page shows (运费), fen; null when it does not say. */
  domesticShippingFen: number | null;
  /** What could not be read. */
  missing: MissingField[];
}

/** Fills `missing` from what is null or empty. Variants are missing only when the page shows
 *  variant choices but their data could not be read (`variantsShown`). */
export function withMissing(p: Omit<PageProduct, 'missing'>, variantsShown: boolean): PageProduct {
  const missing: MissingField[] = [];
  if (!p.title) missing.push('title');
  if (p.priceFen === null && p.skus.every((s) => s.priceFen === null) && p.priceTiers.length === 0) {
    missing.push('price');
  }
  if (!p.shopName) missing.push('shopName');
  if (variantsShown && p.props.length === 0) missing.push('variants');
  return { ...p, missing };
}
