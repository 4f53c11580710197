/**
 * Variant resolution for a provider's product (decision 0126): a choice is property name → value
 * name, as `ProductSku.properties` keys them (the shop's own names, 颜色 → 黑色). Pure functions, no
 * UI: which SKU a full choice picks, whether a value can still be picked, and the unit price of a
 * quantity (1688's price tiers). Money in fen.
 */
import type { PriceTier, ProductDraft, ProductSku } from '@app/shared/contracts/product';

export type Choice = Record<string, string>;

/** True when `sku` carries every chosen value (properties not chosen yet match anything). */
function matches(sku: ProductSku, choice: Choice): boolean {
  return Object.entries(choice).every(([name, value]) => sku.properties[name] === value);
}

/** A SKU with stock 0 is sold out; unknown stock (null) counts as available. */
export function isSoldOut(sku: ProductSku): boolean {
  return sku.stock !== null && sku.stock <= 0;
}

/** True when every property of the product has a chosen value. */
export function isComplete(draft: Pick<ProductDraft, 'props'>, choice: Choice): boolean {
  return draft.props.every((p) => choice[p.name] !== undefined);
}

/** The SKU a full choice picks; null while the choice is incomplete or no SKU has that combination. */
export function skuFor(draft: Pick<ProductDraft, 'props' | 'skus'>, choice: Choice): ProductSku | null {
  if (!isComplete(draft, choice)) return null;
  return draft.skus.find((s) => matches(s, choice)) ?? null;
}

/**
 * Whether `value` of property `name` can still be picked with the rest of `choice`: some SKU that is
 * not sold out carries it together with the other chosen values. A product without SKUs lists its
 * properties only, so every value is possible.
 */
export function isPossible(draft: Pick<ProductDraft, 'skus'>, choice: Choice, name: string, value: string): boolean {
  if (draft.skus.length === 0) return true;
  const next = { ...choice, [name]: value };
  return draft.skus.some((s) => !isSoldOut(s) && matches(s, next));
}

/** The SKU that picking `value` of `name` would complete (all other properties chosen), else null. */
export function skuIfPicked(
  draft: Pick<ProductDraft, 'props' | 'skus'>,
  choice: Choice,
  name: string,
  value: string,
): ProductSku | null {
  return skuFor(draft, { ...choice, [name]: value });
}

/**
 * The unit price for `quantity` from 1688's tiers: the tier with the highest `minQuantity` not above
 * the quantity; below the first tier, the first tier's price (the MOQ refuses such a quantity
 * anyway). Null without tiers.
 */
export function tierPriceFen(tiers: readonly PriceTier[], quantity: number): number | null {
  const sorted = [...tiers].sort((a, b) => a.minQuantity - b.minQuantity);
  if (sorted.length === 0) return null;
  let price = sorted[0]?.priceFen ?? null;
  for (const t of sorted) if (quantity >= t.minQuantity) price = t.priceFen;
  return price;
}

/** What a line is priced at: the unit price paid (promotion price when there is one) and the list
 *  price struck through beside it (null when there is no promotion). */
export interface LinePrice {
  unitPriceFen: number | null;
  listPriceFen: number | null;
}

/**
 * The price of `quantity` units of the chosen SKU (or of the product when it has no SKU chosen):
 * 1688's tier price when the product has tiers; otherwise the SKU's promotion price over its list
 * price, falling back to the product's own price and promotion price.
 */
export function linePrice(
  draft: Pick<ProductDraft, 'priceTiers' | 'unitPriceFen' | 'promotionPriceFen'>,
  sku: ProductSku | null,
  quantity: number,
): LinePrice {
  const tier = tierPriceFen(draft.priceTiers, quantity);
  if (tier !== null) return { unitPriceFen: tier, listPriceFen: null };
  const list = sku?.priceFen ?? draft.unitPriceFen;
  const promo = sku ? sku.promotionPriceFen : draft.promotionPriceFen;
  if (promo !== null && (list === null || promo < list)) return { unitPriceFen: promo, listPriceFen: list };
  return { unitPriceFen: list, listPriceFen: null };
}

/** Lowest and highest price (promotion price when lower) over the SKUs still for sale; null when none has a price. */
export function priceRange(skus: readonly ProductSku[]): { min: number; max: number } | null {
  const prices = skus
    .filter((s) => !isSoldOut(s))
    .map((s) => Math.min(s.promotionPriceFen ?? Number.POSITIVE_INFINITY, s.priceFen ?? Number.POSITIVE_INFINITY))
    .filter(Number.isFinite);
  if (prices.length === 0) return null;
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** The image of the chosen values (the first chosen value with a thumbnail), else null. */
export function choiceImage(draft: Pick<ProductDraft, 'props'>, choice: Choice): string | null {
  for (const p of draft.props) {
    const v = p.values.find((x) => x.name === choice[p.name]);
    if (v?.imageUrl) return v.imageUrl;
  }
  return null;
}
