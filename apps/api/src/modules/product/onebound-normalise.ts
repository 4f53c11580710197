/**
 * OneBound answers → the app's one product shape (ProductDraft, ProductSearchItem): pure functions.
 * Money: yuan strings → integer fen; images: protocol-relative or http → https, and only on the
 * shops' image hosts (product-hosts.ts); weight: kg → grams.
 */
import type {
  PriceTier,
  ProductDraft,
  ProductProp,
  ProductSearchItem,
  ProductSku,
  Site,
} from '@app/shared/contracts/product';
import { canonicalProductUrl } from '@app/shared/links';
import { isProductImageUrl } from '@app/shared/product-hosts';
import type { z } from 'zod';
import type { OneboundItem, OneboundSku, oneboundSearchItem } from './onebound-wire.ts';

/** `"59.00"` (or the low end of `"59.00-79.00"`) → 5900 fen; null for anything else or ≤ 0. */
export function yuanToFen(value: string | undefined): number | null {
  const m = value?.trim().match(/^(\d+)(?:\.(\d{1,2}))?\d*(?:\s*-.*)?$/);
  if (!m) return null;
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return fen > 0 ? fen : null;
}

/** A whole number ≥ 0 from `"120"`, else null. */
function count(value: string | undefined): number | null {
  return value && /^\d+$/.test(value.trim()) ? Number(value) : null;
}

/** `//img.alicdn.com/x.jpg` or `http://…` → `https://…`; null unless on a shop image host. */
export function httpsImage(url: string | undefined): string | null {
  if (!url) return null;
  const u = url
    .trim()
    .replace(/^\/\//, 'https://')
    .replace(/^http:\/\//, 'https://');
  return isProductImageUrl(u) ? u : null;
}

/** The promotion price when it is below the list price, else null. */
function promotion(listFen: number | null, nowFen: number | null): number | null {
  return listFen !== null && nowFen !== null && nowFen < listFen ? nowFen : null;
}

/** `props_list` (`pid:vid` → `name:value`) → properties in the shop's order, with value pictures. */
export function normaliseProps(list: Record<string, string> = {}, images: Record<string, string> = {}): ProductProp[] {
  const byPid = new Map<string, ProductProp>();
  for (const [key, label] of Object.entries(list)) {
    const [pid, vid] = key.split(':');
    const sep = label.indexOf(':');
    if (!pid || !vid || sep < 1) continue;
    const name = label.slice(0, sep);
    let prop = byPid.get(pid);
    if (!prop) {
      prop = { pid, name, values: [] };
      byPid.set(pid, prop);
    }
    prop.values.push({ vid, name: label.slice(sep + 1), imageUrl: httpsImage(images[key]) });
  }
  return [...byPid.values()];
}

/** `1627207:28320:颜色分类:红色;20509:28314:尺码:M` → `{ 颜色分类: '红色', 尺码: 'M' }`. */
export function skuProperties(propertiesName: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (propertiesName ?? '').split(';')) {
    const [, , name, ...value] = part.split(':');
    if (name && value.length > 0) out[name] = value.join(':');
  }
  return out;
}

/** One SKU: list price (`orginal_price`, else `price`), promotion price when `price` is lower, stock. */
export function normaliseSku(sku: OneboundSku): ProductSku {
  const now = yuanToFen(sku.price);
  const list = yuanToFen(sku.orginal_price) ?? now;
  return {
    skuId: sku.sku_id ?? null,
    propertyIds: sku.properties || null,
    properties: skuProperties(sku.properties_name),
    priceFen: list,
    promotionPriceFen: promotion(list, now),
    stock: count(sku.quantity),
  };
}

/** 1688's `priceRange` `[[2, "20.80"], [50, "19.80"]]` → tiers by rising quantity. */
export function normaliseTiers(range: OneboundItem['priceRange']): PriceTier[] {
  const tiers: PriceTier[] = [];
  for (const [qty, price] of range ?? []) {
    const minQuantity = count(qty);
    const priceFen = yuanToFen(price);
    if (minQuantity !== null && priceFen !== null) tiers.push({ minQuantity, priceFen });
  }
  return tiers.sort((a, b) => a.minQuantity - b.minQuantity);
}

/** `"0.35"` kg → 350 g; null when absent or zero. */
export function kgToGrams(value: string | undefined): number | null {
  const kg = Number(value);
  return value && Number.isFinite(kg) && kg > 0 ? Math.round(kg * 1000) : null;
}

/**
 * An `item_get` answer → ProductDraft (`source: 'provider'`, `providerStatus: 'ok'`). The item's
 * price: list = `orginal_price` (else `price`), promotion = `promotion_price` or `price` when lower.
 * 1688's quantity tiers are kept only when the SKUs do not carry prices of their own that differ.
 */
export function normaliseItem(site: Site, item: OneboundItem, fetchedAt: Date): ProductDraft {
  const props = normaliseProps(item.props_list, item.props_img);
  const images = [item.pic_url, ...(item.item_imgs ?? []).map((i) => i.url)]
    .map(httpsImage)
    .filter((u): u is string => u !== null);
  const now = yuanToFen(item.promotion_price) ?? yuanToFen(item.price);
  const list = yuanToFen(item.orginal_price) ?? yuanToFen(item.price);
  const skus = (item.skus?.sku ?? []).map(normaliseSku);
  // 1688 prices an offer either by quantity (every SKU at the tier's price) or per SKU (规格报价): tiers
  // that SKUs of different prices came with would undercut the dearer SKUs, so they are dropped.
  const skuPrices = new Set(skus.map((s) => s.promotionPriceFen ?? s.priceFen).filter((f) => f !== null));
  const tiers = skuPrices.size > 1 ? [] : normaliseTiers(item.priceRange);
  return {
    site,
    productId: item.num_iid,
    url: canonicalProductUrl(site, item.num_iid),
    title: item.title?.trim() || null,
    shopName: item.nick?.trim() || null,
    imageUrl: images[0] ?? null,
    unitPriceFen: list ?? tiers[0]?.priceFen ?? null,
    skuOptions: props.map((p) => ({ name: p.name, values: p.values.map((v) => v.name) })),
    source: 'provider',
    shopId: item.shop_id ?? item.seller_id ?? null,
    images: [...new Set(images)],
    promotionPriceFen: promotion(list, now),
    props,
    skus,
    priceTiers: tiers,
    minOrderQuantity: Math.max(1, count(item.min_num) ?? 1),
    stock: count(item.num),
    weightGrams: kgToGrams(item.item_weight),
    fetchedAt: fetchedAt.toISOString(),
    providerStatus: 'ok',
  };
}

/** One `item_search` hit → ProductSearchItem. */
export function normaliseSearchItem(site: Site, hit: z.infer<typeof oneboundSearchItem>): ProductSearchItem {
  const now = yuanToFen(hit.promotion_price);
  const list = yuanToFen(hit.price);
  return {
    site,
    productId: hit.num_iid,
    url: canonicalProductUrl(site, hit.num_iid),
    title: hit.title.trim(),
    imageUrl: httpsImage(hit.pic_url),
    priceFen: list ?? now,
    promotionPriceFen: promotion(list, now),
    sales: count(hit.sales),
    shopName: hit.seller_nick ?? hit.nick ?? null,
  };
}
