/**
 * From what the page showed and what the customer chose to the cart line the API takes
 * (`cartItemInput`, packages/shared/src/contracts/cart.ts): the chosen SKU, its unit price (1688:
 * the price tier of the quantity), the shop's minimum order quantity, stock, and the fields the
 * customer typed where the page could not be read. Pure; messages in Vietnamese.
 */
import type { CartItemInput } from '@app/shared/contracts/cart';
import type { ProductSku } from '@app/shared/contracts/product';
import { canonicalProductUrl } from '@app/shared/links';
import { parseCnyToFen } from '@app/shared/money';
import type { PageProduct } from '../parsers/page-product.ts';

/** Value chosen per property name. */
export type Selection = Record<string, string>;

/** What the customer typed for fields the page did not give (`variants` as free text `Màu: Đỏ, Size: M`). */
export interface ManualFields {
  title?: string;
  priceYuan?: string;
  shopName?: string;
  variants?: string;
}

/** The SKU whose properties are exactly `selection`, or null (nothing or not everything chosen). */
export function findSku(product: PageProduct, selection: Selection): ProductSku | null {
  if (product.props.length === 0) return null;
  if (product.props.some((p) => !selection[p.name])) return null;
  return product.skus.find((s) => product.props.every((p) => s.properties[p.name] === selection[p.name])) ?? null;
}

/** True when some SKU with stock (or unknown stock) has `value` for `prop` and agrees with the rest of `selection`. */
export function isAvailable(product: PageProduct, selection: Selection, prop: string, value: string): boolean {
  if (product.skus.length === 0) return true;
  return product.skus.some(
    (s) =>
      s.properties[prop] === value &&
      s.stock !== 0 &&
      Object.entries(selection).every(([k, v]) => k === prop || s.properties[k] === v),
  );
}

/** Unit price (fen) for `quantity` of `sku`, and the list price when it is a promotion. 1688
 *  tiers: the highest tier whose minimum the quantity reaches (the first tier below it). */
export function unitPrice(
  product: PageProduct,
  sku: ProductSku | null,
  quantity: number,
): { unitPriceFen: number | null; listPriceFen: number | null } {
  if (product.priceTiers.length > 0) {
    const tier = [...product.priceTiers].reverse().find((t) => quantity >= t.minQuantity) ?? product.priceTiers[0];
    return { unitPriceFen: tier?.priceFen ?? null, listPriceFen: null };
  }
  const price = sku ? sku.priceFen : product.priceFen;
  const promo = sku ? sku.promotionPriceFen : product.promotionPriceFen;
  if (promo !== null && price !== null && promo < price) return { unitPriceFen: promo, listPriceFen: price };
  return { unitPriceFen: promo ?? price, listPriceFen: null };
}

/** `Màu: Đỏ, Size: M` → `{ Màu: 'Đỏ', Size: 'M' }`; a part without `:` is `Phân loại`. */
export function variantsFromText(text: string): Selection {
  const out: Selection = {};
  for (const part of text.split(/[,;\n]/)) {
    const [k, ...rest] = part.split(':');
    const value = rest.join(':').trim();
    if (value && k?.trim()) out[k.trim()] = value;
    else if (k?.trim()) out['Phân loại'] = k.trim();
  }
  return out;
}

export type LineResult = { ok: true; line: CartItemInput } | { ok: false; message: string };

/**
 * The cart line for `quantity` of the chosen variant, or the Vietnamese reason it cannot be added:
 * a property not chosen, a sold-out variant, below the minimum order quantity, above the stock, a
 * missing title/price/shop not typed. `fetchedAt` is when the page was read (ISO).
 */
export function buildCartLine(
  product: PageProduct,
  selection: Selection,
  quantity: number,
  manual: ManualFields,
  fetchedAt: string,
): LineResult {
  if (!product.productId) return { ok: false, message: 'Không đọc được mã sản phẩm trên trang này' };
  if (!Number.isInteger(quantity) || quantity < 1) return { ok: false, message: 'Số lượng phải là số nguyên từ 1' };
  if (quantity < product.minOrderQuantity) {
    return { ok: false, message: `Shop chỉ bán từ ${product.minOrderQuantity} sản phẩm trở lên` };
  }
  const unchosen = product.props.find((p) => !selection[p.name]);
  if (unchosen) return { ok: false, message: `Vui lòng chọn ${unchosen.name}` };
  const sku = findSku(product, selection);
  if (product.props.length > 0 && product.skus.length > 0 && !sku) {
    return { ok: false, message: 'Phân loại này không có bán' };
  }
  const stock = sku ? sku.stock : product.stock;
  if (stock === 0) return { ok: false, message: 'Phân loại này đã hết hàng' };
  if (stock !== null && quantity > stock) return { ok: false, message: `Shop chỉ còn ${stock} sản phẩm` };
  const title = product.title ?? manual.title?.trim();
  if (!title) return { ok: false, message: 'Vui lòng nhập tên sản phẩm' };
  const shopName = product.shopName ?? manual.shopName?.trim();
  if (!shopName) return { ok: false, message: 'Vui lòng nhập tên shop' };
  const price = unitPrice(product, sku, quantity);
  const typed = manual.priceYuan ? parseCnyToFen(manual.priceYuan) : null;
  const unitPriceFen = price.unitPriceFen ?? typed;
  if (unitPriceFen === null) return { ok: false, message: 'Vui lòng nhập đơn giá (¥)' };
  const skuProperties = product.props.length > 0 ? selection : variantsFromText(manual.variants ?? '');
  return {
    ok: true,
    line: {
      site: product.site,
      productId: product.productId,
      url: canonicalProductUrl(product.site, product.productId),
      title,
      shopName,
      skuProperties,
      unitPriceFen,
      quantity,
      imageUrl: product.imageUrl,
      skuId: sku?.skuId ?? null,
      propertyIds: sku?.propertyIds ?? null,
      source: 'extension',
      fetchedAt,
      listPriceFen: price.listPriceFen,
      stock: stock ?? null,
      domesticShippingFen: product.domesticShippingFen,
    },
  };
}
