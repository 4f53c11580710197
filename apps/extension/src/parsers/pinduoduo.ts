/**
 * Pinduoduo goods pages (`mobile.yangkeduo.com/goods.html?goods_id=`, `mobile.pinduoduo.com`):
 * `window.rawData.store.initDataObj` with `goods` (goodsID, goodsName, topGallery[url], skus[skuID,
 * quantity, groupPrice, normalPrice, specs[spec_key, spec_key_id, spec_value, spec_value_id],
 * thumbUrl]) and `mall.mallName`. The group price (拼单价) is the one customers are quoted and
 * agents buy at; the single-purchase price (单独购买) is its list price. Sources:
 * apps/extension/fixtures/README.md.
 */
import type { ProductProp, ProductSku } from '@app/shared/contracts/product';
import { type PageProduct, withMissing } from './page-product.ts';
import { at, embeddedJson, idOf, intOf, list, shopImage, str, textOf, yuanToFen } from './read.ts';

function goodsId(url: string): string | null {
  try {
    const id = new URL(url).searchParams.get('goods_id');
    return id && /^\d{5,20}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

function skusOf(goods: unknown): { props: ProductProp[]; skus: ProductSku[] } {
  const props: ProductProp[] = [];
  const skus: ProductSku[] = list(at(goods, 'skus')).map((s) => {
    const properties: Record<string, string> = {};
    const ids: string[] = [];
    for (const spec of list(at(s, 'specs'))) {
      const key = str(at(spec, 'spec_key'));
      const value = str(at(spec, 'spec_value'));
      if (!key || !value) continue;
      properties[key] = value;
      const pid = idOf(at(spec, 'spec_key_id'));
      const vid = idOf(at(spec, 'spec_value_id'));
      if (pid && vid) ids.push(`${pid}:${vid}`);
      let prop = props.find((p) => p.name === key);
      if (!prop) {
        prop = { pid, name: key, values: [] };
        props.push(prop);
      }
      if (!prop.values.some((v) => v.name === value)) {
        prop.values.push({ vid, name: value, imageUrl: shopImage(at(s, 'thumbUrl')) });
      }
    }
    const group = yuanToFen(at(s, 'groupPrice'));
    const normal = yuanToFen(at(s, 'normalPrice'));
    const promo = group !== null && normal !== null && group < normal;
    return {
      skuId: idOf(at(s, 'skuID') ?? at(s, 'skuId')),
      propertyIds: ids.length ? ids.join(';') : null,
      properties,
      priceFen: promo ? normal : (group ?? normal),
      promotionPriceFen: promo ? group : null,
      stock: intOf(at(s, 'quantity')),
    };
  });
  return { props, skus };
}

/** Reads a Pinduoduo goods page. Never throws. */
export function parsePinduoduo(doc: Document, url: string): PageProduct {
  const init = at(embeddedJson(doc, 'window.rawData'), 'store', 'initDataObj');
  const goods = at(init, 'goods');
  const { props, skus } = skusOf(goods);
  const min = (k: 'priceFen' | 'promotionPriceFen') => {
    const v = skus.map((s) => s[k]).filter((p): p is number => p !== null);
    return v.length ? Math.min(...v) : null;
  };
  return withMissing(
    {
      site: 'pinduoduo',
      productId: goodsId(url) ?? idOf(at(goods, 'goodsID')),
      title: str(at(goods, 'goodsName')) ?? textOf(doc, '.goods-name', 'h1'),
      shopName: str(at(init, 'mall', 'mallName')) ?? textOf(doc, '.mall-name'),
      imageUrl: shopImage(at(list(at(goods, 'topGallery'))[0], 'url')),
      props: props.filter((p) => p.values.length > 0),
      skus,
      priceFen: min('priceFen') ?? yuanToFen(textOf(doc, '.goods-price')),
      promotionPriceFen: min('promotionPriceFen'),
      priceTiers: [],
      minOrderQuantity: 1,
      stock: null,
      domesticShippingFen: /免运费|包邮/.test(textOf(doc, '.goods-service', '.service-list') ?? '') ? 0 : null,
    },
    !!doc.querySelector('.sku-spec, [class*="sku"]'),
  );
}
