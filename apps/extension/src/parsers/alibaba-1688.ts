/**
 * 1688 offer pages (`detail.1688.com/offer/<id>.html`): `window.__INIT_DATA__.globalData` with
 * `tempModel` (offerId, offerTitle, companyName), `images[].fullPathImageURI`, `skuModel.skuProps`
 * (prop, value[name, imageUrl]), `skuModel.skuInfoMap` keyed by the values joined with `&gt;`
 * (skuId, price, discountPrice, canBookCount), and `orderParamModel.orderParam` (beginNum: the
 * minimum order quantity; skuParam.skuRangePrices[beginAmount, price]: quantity price tiers, used
 * when `skuPriceType` is `rangePrice`). Sources: apps/extension/fixtures/README.md.
 */
import type { PriceTier, ProductProp, ProductSku } from '@app/shared/contracts/product';
import { type PageProduct, withMissing } from './page-product.ts';
import { at, embeddedJson, idOf, intOf, list, shopImage, str, textOf, yuanToFen } from './read.ts';
import { shippingFromText } from './taobao.ts';

function offerId(url: string): string | null {
  return /\/offer\/(\d{5,20})\.html/.exec(url)?.[1] ?? null;
}

function tiersOf(orderParam: unknown): PriceTier[] {
  return list(at(orderParam, 'skuParam', 'skuRangePrices'))
    .flatMap((t) => {
      const minQuantity = intOf(at(t, 'beginAmount'));
      const priceFen = yuanToFen(at(t, 'price'));
      return minQuantity !== null && priceFen !== null ? [{ minQuantity, priceFen }] : [];
    })
    .sort((a, b) => a.minQuantity - b.minQuantity);
}

function skusOf(skuModel: unknown, tiered: boolean): { props: ProductProp[]; skus: ProductSku[] } {
  const props: ProductProp[] = list(at(skuModel, 'skuProps')).flatMap((p) => {
    const name = str(at(p, 'prop'));
    if (!name) return [];
    const values = list(at(p, 'value')).flatMap((v) => {
      const vName = str(at(v, 'name'));
      return vName ? [{ vid: null, name: vName, imageUrl: shopImage(at(v, 'imageUrl')) }] : [];
    });
    return [{ pid: idOf(at(p, 'fid')), name, values }];
  });
  const map = at(skuModel, 'skuInfoMap');
  const entries = map && typeof map === 'object' ? Object.entries(map as Record<string, unknown>) : [];
  const skus: ProductSku[] = entries.flatMap(([key, info]) => {
    const names = (str(at(info, 'specAttrs')) ?? key).split(/&gt;|>/);
    const properties: Record<string, string> = {};
    props.forEach((p, i) => {
      const n = names[i];
      if (n) properties[p.name] = n;
    });
    // Tiered offers price by quantity, not by variant: the SKU carries no price of its own.
    const priceFen = tiered ? null : yuanToFen(at(info, 'price'));
    const discount = tiered ? null : yuanToFen(at(info, 'discountPrice'));
    return [
      {
        skuId: idOf(at(info, 'skuId')),
        propertyIds: null,
        properties,
        priceFen,
        promotionPriceFen: discount !== null && priceFen !== null && discount < priceFen ? discount : null,
        stock: intOf(at(info, 'canBookCount')),
      },
    ];
  });
  return { props, skus };
}

/** Reads a 1688 offer page. Never throws. */
export function parse1688(doc: Document, url: string): PageProduct {
  const g = at(embeddedJson(doc, '__INIT_DATA__'), 'globalData');
  const orderParam = at(g, 'orderParamModel', 'orderParam');
  const tiers = tiersOf(orderParam);
  const tiered = str(at(orderParam, 'skuParam', 'skuPriceType')) === 'rangePrice' && tiers.length > 0;
  const { props, skus } = skusOf(at(g, 'skuModel'), tiered);
  const priced = skus.map((s) => s.priceFen).filter((p): p is number => p !== null);
  return withMissing(
    {
      site: '1688',
      productId: offerId(url) ?? idOf(at(g, 'tempModel', 'offerId')),
      title: str(at(g, 'tempModel', 'offerTitle')) ?? textOf(doc, '.title-text', 'h1'),
      shopName: str(at(g, 'tempModel', 'companyName')) ?? textOf(doc, '.company-name', '.shop-name'),
      imageUrl: shopImage(at(list(at(g, 'images'))[0], 'fullPathImageURI')),
      props,
      skus,
      priceFen: tiered ? (tiers[0]?.priceFen ?? null) : priced.length ? Math.min(...priced) : null,
      promotionPriceFen: null,
      priceTiers: tiered ? tiers : [],
      minOrderQuantity: Math.max(1, intOf(at(orderParam, 'beginNum')) ?? tiers[0]?.minQuantity ?? 1),
      stock: null,
      domesticShippingFen: shippingFromText(textOf(doc, '.logistics-express-price', '[class*="freight"]')),
    },
    !!doc.querySelector('.sku-item, .prop-item, [class*="sku-prop"]'),
  );
}
